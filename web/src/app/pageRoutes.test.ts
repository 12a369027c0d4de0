import { describe, expect, it } from 'vitest';
import { DOMAIN_OF, findPageComponent } from './pageRoutes';
import { MENU_PAGES } from './pages';

const Clients = () => null;
const Orders = () => null;

describe('findPageComponent', () => {
  it('finds the page in any exported { page, Component } array', () => {
    const module = { helper: 3, customerRoutes: [{ page: 'cliente', Component: Clients }] };
    expect(findPageComponent(module, 'cliente')).toBe(Clients);
  });

  it('looks through several arrays', () => {
    const module = { a: ['x'], orderRoutes: [{ page: 'pedidoscancelados', Component: Orders }] };
    expect(findPageComponent(module, 'pedidoscancelados')).toBe(Orders);
  });

  it('gives undefined for a page the module does not list', () => {
    expect(findPageComponent({ orderRoutes: [{ page: 'pedido', Component: Orders }] }, 'cliente')).toBeUndefined();
  });
});

describe('DOMAIN_OF', () => {
  it('gives every menu page a domain folder', () => {
    expect(Object.keys(DOMAIN_OF).sort()).toEqual([...MENU_PAGES].sort());
    for (const domain of Object.values(DOMAIN_OF)) expect(domain).toMatch(/^[a-z]+$/);
  });
});
