import { describe, expect, it } from 'vitest';
import { menuEntries } from './pages';

describe('menu pages', () => {
  it('keeps the gateway order and leaves out non-menu pages', () => {
    expect(menuEntries(['dashboard', 'pedido', 'cliente', 'recovery', 'logapi'])).toEqual(['pedido', 'cliente', 'logapi']);
  });
});
