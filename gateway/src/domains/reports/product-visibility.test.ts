import { describe, expect, it } from 'vitest';
import type { Context } from '../../context';
import { productVisibilityRows } from './product-visibility';

/** The product API as report 7 reads it: sections, subcategories and the products list's pages. */
function contextWith(products: { id: number; codfilial: number; descricao: string }[]): Context {
  const productApi = {
    sections: { list: async () => [] },
    products: {
      subcategories: { all: async () => [] },
      everyPage: async function* () {
        yield products.map((p) => ({ ...p, codprod: p.id, codauxiliar: String(p.id), secao: null, subcategoria: null, foralinha: 'N' }));
      },
    },
  };
  return { upstreams: { productApi } } as unknown as Context;
}

async function descriptions(products: { id: number; codfilial: number; descricao: string }[]): Promise<string[]> {
  const rows: Record<string, unknown>[] = [];
  for await (const batch of await productVisibilityRows(contextWith(products), null)) rows.push(...(batch as Record<string, unknown>[]));
  return rows.map((r) => `${r.Filial} ${r['Descrição']}`);
}

describe('report 7 order', () => {
  it('puts the descriptions of each branch in Portuguese order: AÇÚCAR before AZEITE, accents beside their letters', async () => {
    const order = await descriptions([
      { id: 1, codfilial: 18, descricao: 'AZEITE EXTRA VIRGEM' },
      { id: 2, codfilial: 17, descricao: 'AZEITE EXTRA VIRGEM' },
      { id: 3, codfilial: 17, descricao: 'ÓLEO DE SOJA' },
      { id: 4, codfilial: 17, descricao: 'AÇÚCAR CRISTAL' },
      { id: 5, codfilial: 17, descricao: 'OVOS BRANCOS' },
      { id: 6, codfilial: 18, descricao: 'ÁGUA MINERAL' },
    ]);
    expect(order).toEqual(['17 AÇÚCAR CRISTAL', '17 AZEITE EXTRA VIRGEM', '17 ÓLEO DE SOJA', '17 OVOS BRANCOS', '18 ÁGUA MINERAL', '18 AZEITE EXTRA VIRGEM']);
  });
});
