// The journal's subject scheme (store.test.ts checks migration 008, which renamed the subjects written before it).
import { describe, expect, it } from 'vitest';
import { journalSubject } from './subjects';

describe('journalSubject', () => {
  it('joins the audited table and the key, and refuses what is no table name', () => {
    expect(journalSubject('pedidos', 72)).toBe('pedidos:72');
    expect(journalSubject('horarios-especiais', 17, '2026-12-25')).toBe('horarios-especiais:17:2026-12-25');
    expect(journalSubject('itens_pedido', 9)).toBe('itens_pedido:9');
    expect(journalSubject('termos-de-uso')).toBe('termos-de-uso');
    expect(() => journalSubject('Pedido')).toThrow();
    expect(() => journalSubject('pedido:')).toThrow();
  });
});
