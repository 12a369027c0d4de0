import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { balanceHits, clampLimit, filterWords, formatCpf, holdsWords, matchingPages, orderPageFor, PAGE_NAMES, readTerms, staffPages } from './rules';

describe('a few hits of each kind', () => {
  it('shares the limit between the kinds that found something, unused shares going to the others, kinds kept together', () => {
    expect(balanceHits([['p1'], ['c1', 'c2', 'c3', 'c4', 'c5', 'c6'], [], ['s1', 's2']], 5)).toEqual(['p1', 'c1', 'c2', 's1', 's2']);
    expect(balanceHits([[], ['c1', 'c2', 'c3'], ['s1']], 8)).toEqual(['c1', 'c2', 'c3', 's1']);
    expect(balanceHits([['a', 'b'], ['c']], 0)).toEqual([]);
  });
});

describe('words and accents', () => {
  it('holds every word accents and case aside; asks the longest words, at most three', () => {
    expect(holdsWords('FEIJÃO VERDE 1KG', 'feijao verde')).toBe(true);
    expect(holdsWords('MILHO VERDE', 'feijao verde')).toBe(false);
    expect(filterWords('feijao verde')).toEqual(['feijao', 'verde']);
    expect(filterWords('arroz de tipo integral')).toEqual(['integral', 'arroz', 'tipo']);
  });
});

describe('reading the typed text', () => {
  it('digits are an order number and a code; 8 to 14 digits an EAN; 11 digits also a CPF', () => {
    expect(readTerms('1234')).toEqual({ orderId: 1234, cpf: null, cpfPrefix: null, code: '1234', ean: null, words: null });
    expect(readTerms('#77')).toMatchObject({ orderId: 77, code: null });
    expect(readTerms('7891000100103')).toMatchObject({ orderId: null, ean: '7891000100103', code: null });
    expect(readTerms('52998224725')).toMatchObject({ cpf: '52998224725', ean: '52998224725' });
  });

  it('a formatted CPF is a CPF and nothing else; words are names, descriptions and pages', () => {
    expect(readTerms(' 529.982.247-25 ')).toEqual({ orderId: null, cpf: '52998224725', cpfPrefix: null, code: null, ean: null, words: null });
    expect(readTerms('  maria   silva ')).toEqual({ orderId: null, cpf: null, cpfPrefix: null, code: null, ean: null, words: 'maria silva' });
    expect(readTerms('529.982')).toMatchObject({ cpf: null, orderId: null });
  });

  it("the start of a CPF: with its dots from 3 digits ('481.240', '481.240.51'), bare from 6; never a whole one", () => {
    expect(readTerms('481.240')).toMatchObject({ cpfPrefix: '481240', cpf: null, code: null });
    expect(readTerms('481.')).toMatchObject({ cpfPrefix: '481' });
    expect(readTerms('481.240.513-0')).toMatchObject({ cpfPrefix: '4812405130' });
    expect(readTerms('481240')).toMatchObject({ cpfPrefix: '481240', code: '481240' });
    expect(readTerms('48124')).toMatchObject({ cpfPrefix: null });
    expect(readTerms('#481240')).toMatchObject({ cpfPrefix: null });
    expect(readTerms('481.240.513-05')).toMatchObject({ cpfPrefix: null, cpf: '48124051305' });
    expect(readTerms('1.5')).toMatchObject({ cpfPrefix: null });
  });

  it('fewer than 2 characters asks nothing, unless it is a number', () => {
    expect(readTerms(' a ')).toBeNull();
    expect(readTerms('')).toBeNull();
    expect(readTerms('7')).toMatchObject({ orderId: 7, code: '7' });
  });

  it('limits between 1 and 20, 8 by default', () => {
    expect([clampLimit(undefined), clampLimit(0), clampLimit(5), clampLimit(500)]).toEqual([8, 1, 5, 20]);
  });

  it('formats CPFs of 11 digits only', () => {
    expect(formatCpf('52998224725')).toBe('529.982.247-25');
    expect(formatCpf('123')).toBe('123');
    expect(formatCpf(null)).toBeNull();
  });
});

describe('who finds what', () => {
  it("pages by name, accents and case ignored, only the user's own pages", () => {
    expect(matchingPages(1, 'funcionarios')).toEqual(['funcionario']);
    expect(matchingPages(1, 'PEDIDOS')).toEqual(['pedido', 'pedidosconcluidos', 'pedidoscancelados']);
    expect(matchingPages(4, 'pedidos')).toEqual(['pedido', 'pedidosconcluidos', 'pedidoscancelados']);
    expect(matchingPages(4, 'clientes')).toEqual([]);
    expect(matchingPages(7, 'pedidos')).toEqual(['pedido']);
  });

  it("orders: the open board's binding, and a finished order's list page and binding", () => {
    expect(orderPageFor({ type: 1, branch: null }, 'R', 18)).toBe('pedido');
    expect(orderPageFor({ type: 1, branch: null }, 'V', 18)).toBe('pedidosconcluidos');
    expect(orderPageFor({ type: 4, branch: 17 }, 'X', 17)).toBe('pedidoscancelados');
    expect(orderPageFor({ type: 4, branch: 17 }, 'R', 18)).toBeNull();
    expect(orderPageFor({ type: 7, branch: 17 }, 'E', 17)).toBe('pedido');
    expect(orderPageFor({ type: 7, branch: 17 }, 'V', 17)).toBeNull();
    expect(orderPageFor({ type: 5, branch: null }, 'R', 17)).toBeNull();
  });

  it("staff: everyone through 'Funcionários' (type 1), pickers and deliverymen for type 3, nobody for type 4", () => {
    expect(staffPages(1)).toEqual(['funcionario']);
    expect(staffPages(3)).toEqual(['separador', 'entregador']);
    expect(staffPages(4)).toEqual([]);
  });
});

describe('page names', () => {
  it("are the web's page names (web/src/kernel/pageNames.ts)", () => {
    const names = readFileSync(new URL('../../../../web/src/kernel/pageNames.ts', import.meta.url), 'utf8');
    const labels = Object.fromEntries([...names.matchAll(/^\s+(\w+): '([^']+)',$/gm)].map((m) => [m[1], m[2]]));
    expect(Object.keys(labels).length).toBeGreaterThan(20);
    expect(PAGE_NAMES).toEqual(labels);
  });
});
