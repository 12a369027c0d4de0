import { describe, expect, it } from 'vitest';
import { MENU_PAGES, PAGE_INFO, menuEntries } from './pages';

describe('menu pages', () => {
  it('names the pages exactly as the specification does', () => {
    expect(PAGE_INFO.pedidosconcluidos.label).toBe('Pedidos Concluídos');
    expect(PAGE_INFO.area.label).toBe('Área de Cobertura');
    expect(PAGE_INFO.funcionamento.label).toBe('Cadastro de Feriados');
    expect(PAGE_INFO.logbd.label).toBe('Log Banco de Dados');
    expect(MENU_PAGES).toHaveLength(23);
  });

  it('keeps the gateway order and leaves out non-menu pages', () => {
    expect(menuEntries(['dashboard', 'pedido', 'cliente', 'recovery', 'logapi'])).toEqual(['pedido', 'cliente', 'logapi']);
  });
});
