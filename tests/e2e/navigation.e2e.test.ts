// Each demo user logs in and sees exactly the menu its role allows (the policy matrix of the three specs with
// docs/decisions/0001-page-access-follows-the-guards.md); denied pages redirect; unknown URLs show the 404 texts; small
// screens get the guard; logout.
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { logIn, newPage, withChromium } from './browser';

const MENU: Record<string, string[]> = {
  '1001': [
    'Clientes',
    'Pedidos',
    'Pedidos Concluídos',
    'Pedidos Cancelados',
    'Área de Cobertura',
    'CEPs',
    'Seções',
    'Destaques',
    'Filiais',
    'Formas de Pagamento',
    'Notificações',
    'Produtos',
    'Períodos de Entrega',
    'Cadastro de Feriados',
    'Configurações Gerais',
    'Configurações Apps',
    'Log Banco de Dados',
    'Log API',
    'Funcionários',
    'Entregadores',
    'Separadores',
    'Receitas',
    'Relatórios',
    'Integrações',
  ],
  '1002': [
    'Clientes',
    'Pedidos',
    'Pedidos Concluídos',
    'Pedidos Cancelados',
    'Seções',
    'Notificações',
    'Produtos',
    'Períodos de Entrega',
    'Cadastro de Feriados',
    'Configurações Gerais',
    'Log Banco de Dados',
    'Log API',
    'Receitas',
    'Relatórios',
  ],
  '1003': [
    'Clientes',
    'Pedidos',
    'Pedidos Concluídos',
    'Pedidos Cancelados',
    'Notificações',
    'Produtos',
    'Cadastro de Feriados',
    'Entregadores',
    'Separadores',
    'Receitas',
    'Relatórios',
  ],
  '1004': ['Pedidos', 'Pedidos Concluídos', 'Pedidos Cancelados'],
  '1005': ['Clientes', 'Destaques', 'Notificações', 'Produtos'],
  '1007': ['Pedidos'],
};

async function menuEntries(page: Page): Promise<string[]> {
  const menu = page.getByRole('navigation', { name: 'Menu principal' });
  // The menu is a lazy chunk; its entries render together with the navigation landmark.
  await menu.waitFor();
  return (await menu.getByRole('menuitem').allInnerTexts()).map((text) => text.trim()).sort();
}

let browser: Browser;
withChromium((launched) => (browser = launched));

describe('menu per user type', () => {
  it.each(Object.entries(MENU))('matricula %s sees exactly its pages', async (matricula, expected) => {
    const { context, page } = await newPage(browser);
    try {
      await logIn(page, matricula);
      await page.getByText('Painel de Controle').first().waitFor();
      expect(await menuEntries(page)).toEqual([...expected].sort());
      // Each screen names itself in the browser's title (docs/decisions/0047-shared-ui-behaviour.md).
      if (!expected.includes('Pedidos')) return;
      await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('menuitem', { name: 'Pedidos', exact: true }).click();
      await page.waitForURL('**/dashboard/pedido/**');
      await expect.poll(() => page.title()).toBe('Pedidos em Aberto - Painel de Controle');
    } finally {
      await context.close();
    }
  });
});

describe('a profile without panel pages', () => {
  it('the deliveryman (type 6) is told his profile has no page here, with no empty menu', async () => {
    const { context, page } = await newPage(browser);
    try {
      await logIn(page, '1006');
      await page.getByText('O seu perfil não tem páginas no painel.', { exact: false }).waitFor();
      expect(await page.getByRole('navigation', { name: 'Menu principal' }).count()).toBe(0);
      expect(await page.getByText('Use o menu ao lado').count()).toBe(0);
    } finally {
      await context.close();
    }
  });
});

describe('login', () => {
  it('refuses a wrong password with the spec message and re-enables the button', async () => {
    const { context, page } = await newPage(browser);
    try {
      await page.goto('/');
      await page.getByLabel('Matrícula').fill('1001');
      await page.getByLabel('Senha').fill('errada123');
      await page.getByRole('button', { name: 'Entrar' }).click();
      await page.getByText('Erro na tentativa de login: Dados de Matrícula ou Senha Incorretos').first().waitFor();
      expect(await page.getByRole('button', { name: 'Entrar' }).isEnabled()).toBe(true);
      expect(new URL(page.url()).pathname).toBe('/');
    } finally {
      await context.close();
    }
  });

  it('asks for both fields', async () => {
    const { context, page } = await newPage(browser);
    try {
      await page.goto('/');
      await page.getByRole('button', { name: 'Entrar' }).click();
      expect(await page.getByText('Campo obrigatório!').count()).toBe(2);
    } finally {
      await context.close();
    }
  });
});

describe('routes', () => {
  it('sends a user away from a page its role may not open', async () => {
    const { context, page } = await newPage(browser);
    try {
      await logIn(page, '1007');
      await page.goto('/dashboard/funcionario/');
      await page.waitForURL('**/dashboard/');
      expect(new URL(page.url()).pathname).toBe('/dashboard/');
    } finally {
      await context.close();
    }
  });

  it('shows the 404 texts for an unknown address', async () => {
    const { context, page } = await newPage(browser);
    try {
      await page.goto('/nao/existe');
      await page.getByText('Oops').waitFor();
      await page.getByText('404', { exact: true }).waitFor();
      await page.getByText('A página que você está tentando acessar, não existe!').waitFor();
    } finally {
      await context.close();
    }
  });

  it('asks small screens to use a desktop or tablet', async () => {
    const { context, page } = await newPage(browser, { width: 400, height: 760 });
    try {
      await page.goto('/');
      await page
        .getByText(/computador ou tablet/i)
        .first()
        .waitFor();
      expect(await page.getByLabel('Matrícula').count()).toBe(0);
    } finally {
      await context.close();
    }
  });
});

describe('logout', () => {
  it('returns to the login page and the session is gone', async () => {
    const { context, page } = await newPage(browser);
    try {
      await logIn(page, '1002');
      await page.getByRole('button', { name: 'Sair' }).click();
      await page.waitForURL((url) => url.pathname === '/');
      await page.getByLabel('Matrícula').waitFor();
      await page.goto('/dashboard/pedido/');
      await page.waitForURL((url) => url.pathname === '/');
    } finally {
      await context.close();
    }
  });
});
