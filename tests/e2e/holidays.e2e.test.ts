// 'Cadastro de Feriados' in Chromium against the real stack: a manager is asked for a branch before adding, picks
// branch 18, adds an entry by clicking a day, opens it, edits it and deletes it after 'Confirma a exclusão?'; a
// submanager (type 3) sees their own branch without a selector; a separator (type 4) is sent to /dashboard/.
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { asUser, expectToast, withChromium } from './browser';
import { screenshot } from './ordersPage';

let browser: Browser;
withChromium((launched) => (browser = launched));

const dayCell = (page: Page, day: string) => page.locator(`td.fc-daygrid-day[data-date="${day}"]`);

describe('Cadastro de Feriados', () => {
  it('as a manager: adds an entry on a clicked day, opens, edits and deletes it', async () => {
    await asUser(browser, '1002', async (page) => {
      // A month of next year with no seeded entry on the 10th.
      const year = new Date().getFullYear() + 1;
      const day = `${year}-03-10`;
      await page.goto(`/dashboard/funcionamento/?mes=${year}-03`);
      await page.getByText('Necessário selecionar uma filial para cadastro de feriados').first().waitFor();
      await dayCell(page, day).click();
      await expectToast(page, 'Necessário selecionar uma filial para cadastro de feriados');

      await page.getByLabel('Filial', { exact: true }).selectOption('18');
      expect(new URL(page.url()).searchParams.get('mes')).toBe(`${year}-03`);
      await dayCell(page, day).click();
      const dialog = page.getByRole('dialog', { name: 'Cadastrar Feriado' });
      await dialog.waitFor();
      expect(await dialog.getByLabel('Data').inputValue()).toBe(`10/03/${year}`);
      await dialog.getByLabel('Data').click();
      await page.locator('.bp6-datepicker').getByText('março').first().waitFor();
      await screenshot(page, 'holidays-add');
      await dialog.getByLabel('Descrição').click();
      await dialog.getByRole('button', { name: 'Cadastrar' }).click();
      await dialog.getByText('Campo obrigatório!').waitFor();
      await dialog.getByLabel('Descrição').fill('Aniversário da loja');
      await dialog.getByLabel('Tipo').selectOption('ESP');
      await dialog.getByLabel('Descrição').press('Enter');
      await expectToast(page, 'Horário Especial Adicionado com Sucesso!');
      const event = dayCell(page, day).getByText('Dia Especial: Aniversário da loja');
      await event.waitFor();
      expect(await event.evaluate((el) => el.ownerDocument.defaultView!.getComputedStyle(el.closest('.fc-event')!).backgroundColor)).toBe('rgb(179, 89, 0)'); // ESP's dark orange (holidays.css: AA contrast with its white text)
      await screenshot(page, 'holidays-month');

      await event.click();
      const details = page.getByRole('dialog', { name: 'Detalhes do Feriado' });
      await details.getByText(`10/03/${year}`).waitFor();
      await details.getByRole('button', { name: 'Editar' }).click();
      const edit = page.getByRole('dialog', { name: 'Editar Feriado' });
      await edit.getByLabel('Tipo').selectOption('F');
      await edit.getByRole('button', { name: 'Salvar' }).click();
      await expectToast(page, 'Horário Especial Atualizado com Sucesso!');
      const holiday = dayCell(page, day).getByText('Feriado: Aniversário da loja');
      await holiday.waitFor();
      expect(await holiday.evaluate((el) => el.ownerDocument.defaultView!.getComputedStyle(el.closest('.fc-event')!).backgroundColor)).toBe('rgb(139, 0, 0)');

      await holiday.click();
      await page.getByRole('dialog', { name: 'Detalhes do Feriado' }).getByRole('button', { name: 'Excluir' }).click();
      const confirm = page.getByRole('dialog', { name: 'Confirmação' });
      await confirm.getByText('Confirma a exclusão?').waitFor();
      await confirm.getByRole('button', { name: 'Sim' }).click();
      await expectToast(page, 'Horário Especial Excluído com Sucesso!');
      await expect.poll(() => dayCell(page, day).locator('.fc-event').count()).toBe(0);
    });
  });

  it("as a submanager (type 3): their own branch's calendar, no branch selector, weekends red", async () => {
    await asUser(browser, '1003', async (page) => {
      const year = new Date().getFullYear();
      await page.goto(`/dashboard/funcionamento/?mes=${year}-12`);
      await page.getByText('Filial: 17').waitFor();
      expect(await page.getByLabel('Filial', { exact: true }).count()).toBe(0);
      await dayCell(page, `${year}-12-25`).getByText('Feriado: Natal').waitFor();
      const sunday = page.locator('td.fc-daygrid-day.fc-day-sun').first();
      expect(await sunday.evaluate((el) => el.classList.contains('holiday-weekend'))).toBe(true);
    });
  });

  it('as a separator (type 4): /dashboard/funcionamento sends to /dashboard/', async () => {
    await asUser(browser, '1004', async (page) => {
      await page.goto('/dashboard/funcionamento/');
      await page.waitForURL((u) => u.pathname === '/dashboard/');
      expect(new URL(page.url()).pathname).toBe('/dashboard/');
    });
  });
});
