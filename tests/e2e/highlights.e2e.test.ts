// 'Destaques' in Chromium against the real stack. Marketing (type 5): the carousel turns by itself; a new highlight
// of type B (link required) with its 395x220 image (a wrong size refused in the browser), uploaded with progress
// and shown on its banner; edited; a seventh, then 'Novo Destaque' answered 'Só é permitido um máximo de 7
// destaques'; both deleted after 'Deseja Realmente Excluir esse Destaque?'. The superuser opens the page too;
// a manager and a submanager are sent to /dashboard/.
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { asUser, canvasJpeg, expectToast, waitInPage, withChromium } from './browser';
import { clearToasts, screenshot } from './ordersPage';

let browser: Browser;
withChromium((launched) => (browser = launched));

/** A real JPEG of the given size, as a file for the image field. */
async function drawnJpeg(page: Page, width: number, height: number, text: string) {
  return { name: `${text}.jpg`, mimeType: 'image/jpeg', buffer: await canvasJpeg(page, width, height, text) };
}

const slide = (page: Page) => page.getByRole('group', { name: /^\d+ de \d+: / });
const slideName = async (page: Page) => (await slide(page).getAttribute('aria-label')) ?? '';

async function openPage(page: Page) {
  await page.goto('/dashboard/destaque/');
  await slide(page).waitFor();
  // Away from the carousel, which holds still under the pointer.
  await page.mouse.move(5, 700);
}

async function goToSlide(page: Page, title: string) {
  await page.getByRole('button', { name: new RegExp(`^Ir para o destaque \\d+: ${title}$`) }).click();
  await page.getByRole('group', { name: new RegExp(`: ${title}$`) }).waitFor();
}

async function deleteShown(page: Page, title: string) {
  await goToSlide(page, title);
  await page.getByRole('button', { name: `Excluir destaque ${title}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Excluir Destaque' });
  await confirm.getByText('Deseja Realmente Excluir esse Destaque?').waitFor();
  await confirm.getByRole('button', { name: 'Confirmar' }).click();
  await expectToast(page, 'Destaque Excluído com Sucesso!');
  await confirm.waitFor({ state: 'detached' });
  await page.getByRole('button', { name: new RegExp(`: ${title}$`) }).waitFor({ state: 'detached' });
}

describe('Destaques', () => {
  it('as marketing (type 5): the carousel turns by itself', async () => {
    await asUser(browser, '1005', async (page) => {
      await openPage(page);
      expect(await slideName(page)).toBe('1 de 5: Ofertas da Semana');
      await page.getByText('5 de 7 destaques').waitFor();
      await page.getByRole('group', { name: '2 de 5: Entrega Grátis' }).waitFor({ timeout: 15_000 });
      await screenshot(page, 'highlights-carousel');
    });
  });

  it('as marketing: adds a type B highlight with its image, edits it, is refused an eighth, and deletes', async () => {
    await asUser(browser, '1005', async (page) => {
      await openPage(page);
      await page.getByRole('button', { name: 'Novo Destaque' }).click();
      const form = page.getByRole('dialog', { name: 'Novo Destaque' });
      await form.getByLabel('Título').fill('Semana do Café');
      await form.getByLabel('Descrição').fill('Cafés torrados com 15% de desconto');
      await form.getByLabel('Tipo').selectOption('B');
      await form.getByRole('button', { name: 'Salvar' }).click();
      await form.getByText('Campo obrigatório!').waitFor();

      await form.getByLabel('Link').fill('https://bompreco.local/cafe');
      await form.locator('#destaque-imagem').setInputFiles(await drawnJpeg(page, 400, 220, 'Grande'));
      await form.getByText('A imagem deve ter dimensões de 395x220px').waitFor();
      await form.locator('#destaque-imagem').setInputFiles(await drawnJpeg(page, 395, 220, 'Semana do Café'));
      await form.getByRole('img', { name: 'Imagem atual' }).waitFor();
      await screenshot(page, 'highlights-new');
      await form.getByRole('button', { name: 'Salvar' }).click();
      await expectToast(page, 'Destaque Adicionado com Sucesso!');
      await form.waitFor({ state: 'detached' });

      await goToSlide(page, 'Semana do Café');
      // The banner shows the uploaded file itself (typed without the DOM lib: the test project has none).
      await waitInPage(
        page,
        `(() => { const img = document.querySelector('img[alt="Semana do Café"]'); return Boolean(img && img.complete && img.naturalWidth === 395); })()`,
      );
      await page.getByRole('link', { name: 'https://bompreco.local/cafe' }).waitFor();
      await page.getByText('6 de 7 destaques').waitFor();
      await screenshot(page, 'highlights-added');

      await page.getByRole('button', { name: 'Editar destaque Semana do Café' }).click();
      const edit = page.getByRole('dialog', { name: 'Editar Destaque' });
      expect(await edit.getByLabel('Link').inputValue()).toBe('https://bompreco.local/cafe');
      await edit.getByLabel('Título').fill('Semana do Café Especial');
      await edit.getByRole('button', { name: 'Atualizar' }).click();
      await expectToast(page, 'Destaque Atualizado com Sucesso!');
      await edit.waitFor({ state: 'detached' });
      await goToSlide(page, 'Semana do Café Especial');

      await clearToasts(page);
      await page.getByRole('button', { name: 'Novo Destaque' }).click();
      const seventh = page.getByRole('dialog', { name: 'Novo Destaque' });
      await seventh.getByLabel('Título').fill('Dia do Pão');
      await seventh.getByLabel('Tipo').selectOption('I');
      await seventh.getByLabel('Título').press('Enter');
      await expectToast(page, 'Destaque Adicionado com Sucesso!');
      await seventh.waitFor({ state: 'detached' });
      await page.getByText('7 de 7 destaques').waitFor();
      await page.getByRole('button', { name: 'Novo Destaque' }).click();
      await expectToast(page, 'Só é permitido um máximo de 7 destaques');
      expect(await page.getByRole('dialog').count()).toBe(0);
      await screenshot(page, 'highlights-limit');

      await clearToasts(page);
      await deleteShown(page, 'Dia do Pão');
      await deleteShown(page, 'Semana do Café Especial');
      await page.getByText('5 de 7 destaques').waitFor();
    });
  });

  it('as the superuser (type 1): opens the page', async () => {
    await asUser(browser, '1001', async (page) => {
      await openPage(page);
      expect(await page.getByRole('button', { name: 'Novo Destaque' }).isEnabled()).toBe(true);
    });
  });

  it.each([
    ['a manager (type 2)', '1002'],
    ['a submanager (type 3)', '1003'],
  ])('as %s: /dashboard/destaque sends to /dashboard/', async (_who, matricula) => {
    await asUser(browser, matricula, async (page) => {
      await page.goto('/dashboard/destaque/');
      await page.waitForURL((u) => u.pathname === '/dashboard/');
      expect(new URL(page.url()).pathname).toBe('/dashboard/');
    });
  });
});
