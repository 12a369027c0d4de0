// 'Seções - Ordenação no App' in Chromium against the real stack: the superuser (type 1) and a manager (type 2)
// move a section with the keyboard only (focus the handle, Space, arrows, Space), hear it announced, and find the
// new order stored after a reload (the superuser once more with the mouse); a section edited (the form's required
// fields), deactivated, found again behind 'Mostrar seções inativas' and activated again; a branch's ranks
// reordered by keyboard and a rank made available, both still so when the dialog is opened again after a reload.
// Types 3, 4 and 5 are sent to /dashboard/.
import type { Browser, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { asUser, expectToast, withChromium } from './browser';
import { clearToasts, screenshot } from './ordersPage';

let browser: Browser;
withChromium((launched) => (browser = launched));

const sectionList = (page: Page) => page.getByRole('list', { name: 'Seções do app' });
/** Names of a sortable list's rows, top first. */
const namesIn = (list: Locator) => list.locator('.sortable-name').allInnerTexts();
const row = (list: Locator, name: string) => list.getByRole('listitem').filter({ has: list.page().getByText(name, { exact: true }) });
const moved = <T>(items: readonly T[], from: number, to: number) => {
  const copy = [...items];
  const [item] = copy.splice(from, 1);
  copy.splice(to, 0, item);
  return copy;
};
const pause = (ms = 150) => new Promise((resolve) => setTimeout(resolve, ms));

/** A keyboard drag as staff do it: focus the handle, Space, the arrow `steps` times (down if positive), Space. */
async function keyboardMove(page: Page, list: Locator, name: string, steps: number) {
  await list.getByRole('button', { name: `Mover ${name}` }).focus();
  await page.keyboard.press('Space');
  await pause();
  for (let i = 0; i < Math.abs(steps); i++) {
    await page.keyboard.press(steps > 0 ? 'ArrowDown' : 'ArrowUp');
    await pause();
  }
  await page.keyboard.press('Space');
}

/** Ticks or unticks a checkbox or switch from the keyboard (a toast may cover it for a pointer). */
async function toggle(box: Locator, checked: boolean) {
  await box.focus();
  await box.page().keyboard.press('Space');
  await expect.poll(() => box.isChecked()).toBe(checked);
}

/** dnd-kit's live region: what a screen reader was last told. */
const announced = (page: Page) => page.locator('[id^="DndLiveRegion"]').innerText();

async function openSections(page: Page, query = '') {
  await page.goto(`/dashboard/secao/${query}`);
  await sectionList(page).getByRole('listitem').first().waitFor();
}

/** Moves the first section two places down by keyboard, then checks the screen, the announcement and a reload. */
async function reorderByKeyboard(page: Page) {
  await openSections(page);
  const before = await namesIn(sectionList(page));
  expect(before.length).toBeGreaterThanOrEqual(3);
  await keyboardMove(page, sectionList(page), before[0], 2);
  await expectToast(page, 'Seção Atualizadas Com Sucesso!');
  const expected = moved(before, 0, 2);
  expect(await namesIn(sectionList(page))).toEqual(expected);
  expect(await announced(page)).toContain(`Seção ${before[0]} solta na posição 3 de ${before.length}.`);
  await page.reload();
  await sectionList(page).getByRole('listitem').first().waitFor();
  expect(await namesIn(sectionList(page))).toEqual(expected);
  return expected;
}

describe('Seções - Ordenação no App', () => {
  it('as the superuser: reorders by keyboard (stored), edits a section, deactivates it and activates it again', async () => {
    await asUser(browser, '1001', async (page) => {
      await reorderByKeyboard(page);
      await screenshot(page, 'sections-list');

      await clearToasts(page);
      await row(sectionList(page), 'PET').getByRole('button', { name: 'Editar PET' }).click();
      const edit = page.getByRole('dialog', { name: 'Editar Seção' });
      await edit.getByLabel('Descrição').fill('');
      await edit.getByLabel('Ícone').fill(' ');
      await edit.getByRole('button', { name: 'Atualizar' }).click();
      await edit.getByText('Descrição não pode estar vazio!').waitFor();
      await edit.getByText('Ícone não pode estar vazio!').waitFor();
      await edit.getByLabel('Descrição').fill('PET SHOP');
      await edit.getByLabel('Ícone').fill('paw');
      await edit.getByLabel(/Info/).fill('Rações e petiscos');
      await toggle(edit.getByRole('checkbox', { name: 'Ativo' }), false);
      await edit.getByRole('button', { name: 'Atualizar' }).click();
      await expectToast(page, 'Seção Atualizada Com Sucesso!');
      await edit.waitFor({ state: 'detached' });
      // Inactive: gone from the app's list, found again behind the switch, marked.
      await row(sectionList(page), 'PET SHOP').waitFor({ state: 'detached' });
      await toggle(page.getByRole('checkbox', { name: 'Mostrar seções inativas' }), true);
      const inactive = row(sectionList(page), 'PET SHOP');
      await inactive.getByText('Inativa').waitFor();
      expect(new URL(page.url()).searchParams.get('inativas')).toBe('1');
      await inactive.getByRole('button', { name: 'Detalhes PET SHOP' }).click();
      const details = page.getByRole('dialog', { name: 'Detalhes da Seção' });
      await details.getByText('Rações e petiscos').waitFor();
      await details.getByText('Não', { exact: true }).waitFor();
      await pause(400); // the dialog's opening transition
      await screenshot(page, 'sections-details');
      await clearToasts(page);
      await details.getByRole('button', { name: 'Editar' }).click();
      await details.waitFor({ state: 'detached' });
      const again = page.getByRole('dialog', { name: 'Editar Seção' });
      await toggle(again.getByRole('checkbox', { name: 'Ativo' }), true);
      await again.getByRole('button', { name: 'Atualizar' }).click();
      await expectToast(page, 'Seção Atualizada Com Sucesso!');
      await again.waitFor({ state: 'detached' });
      await toggle(page.getByRole('checkbox', { name: 'Mostrar seções inativas' }), false);
      await row(sectionList(page), 'PET SHOP').waitFor();
      expect(await row(sectionList(page), 'PET SHOP').getByText('Inativa').count()).toBe(0);
    });
  });

  it('as the superuser: moves a section with the mouse by its handle (stored)', async () => {
    await asUser(browser, '1001', async (page) => {
      await openSections(page);
      const before = await namesIn(sectionList(page));
      const handle = sectionList(page).getByRole('button', { name: `Mover ${before[3]}` });
      const target = await sectionList(page).getByRole('listitem').nth(1).boundingBox();
      const box = await handle.boundingBox();
      await page.mouse.move(box!.x + box!.width / 2, box!.y + box!.height / 2);
      await page.mouse.down();
      await page.mouse.move(box!.x + box!.width / 2, target!.y + target!.height / 2, { steps: 12 });
      await pause();
      await page.mouse.up();
      await expectToast(page, 'Seção Atualizadas Com Sucesso!');
      const expected = moved(before, 3, 1);
      expect(await namesIn(sectionList(page))).toEqual(expected);
      await page.reload();
      await sectionList(page).getByRole('listitem').first().waitFor();
      expect(await namesIn(sectionList(page))).toEqual(expected);
    });
  });

  it("as a manager: reorders by keyboard (stored), orders a branch's ranks by keyboard and makes a rank available", async () => {
    await asUser(browser, '1002', async (page) => {
      await reorderByKeyboard(page);

      await clearToasts(page);
      await page.getByRole('button', { name: 'Ordenar Seções por Filial' }).click();
      let dialog = page.getByRole('dialog', { name: 'Ordenar Seções por Filial' });
      await dialog.getByLabel('Filial').selectOption('18');
      let ranks = dialog.getByRole('list', { name: 'Seções da filial' });
      await ranks.getByRole('listitem').first().waitFor();
      const before = await namesIn(ranks);
      const pet = before.find((name) => name.startsWith('PET'))!;
      // The rank edit dialog holds the 'available' checkbox (docs/areas/catalogue.md#sections).
      await dialog.getByRole('button', { name: `Editar rank: ${pet}` }).click();
      const edit = page.getByRole('dialog', { name: 'Editar Rank da Seção' });
      const available = edit.getByRole('checkbox', { name: 'Disponível' });
      expect(await available.isChecked()).toBe(false);
      await toggle(available, true);
      await edit.getByRole('button', { name: 'Salvar' }).click();
      await expectToast(page, 'Rank Seção Atualizada Com Sucesso!');
      await edit.waitFor({ state: 'detached' });

      await clearToasts(page);
      await keyboardMove(page, ranks, before[1], -1);
      await expectToast(page, 'Rank Seção Atualizada Com Sucesso!');
      const expected = moved(before, 1, 0);
      expect(await namesIn(ranks)).toEqual(expected);
      await screenshot(page, 'sections-ranks');

      // Stored: after a reload the dialog shows both changes.
      await page.reload();
      await sectionList(page).getByRole('listitem').first().waitFor();
      await page.getByRole('button', { name: 'Ordenar Seções por Filial' }).click();
      dialog = page.getByRole('dialog', { name: 'Ordenar Seções por Filial' });
      await dialog.getByLabel('Filial').selectOption('18');
      ranks = dialog.getByRole('list', { name: 'Seções da filial' });
      await ranks.getByRole('listitem').first().waitFor();
      expect(await namesIn(ranks)).toEqual(expected);
      expect(await ranks.getByRole('listitem').filter({ hasText: pet }).getByText('Disponível', { exact: true }).count()).toBe(1);
    });
  });

  it.each([
    ['a submanager (type 3)', '1003'],
    ['a separator (type 4)', '1004'],
    ['marketing (type 5)', '1005'],
  ])('as %s: /dashboard/secao sends to /dashboard/', async (_who, matricula) => {
    await asUser(browser, matricula, async (page) => {
      await page.goto('/dashboard/secao/');
      await page.waitForURL((u) => u.pathname === '/dashboard/');
      expect(new URL(page.url()).pathname).toBe('/dashboard/');
    });
  });
});
