// 'Imprimir Comandas Selecionadas' end to end in the client: every chosen order's slip in one print job, or, when
// an order cannot be read, nothing printed and a toast naming the orders.
import type { ApolloClient } from '@apollo/client';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makeSlipOrder } from '../testData';
import { printDeliverySlips } from './printOrder';

const toasts = vi.hoisted(() => [] as Array<{ intent: string; message: string }>);
const printed = vi.hoisted(() => [] as string[]);
vi.mock('../../lib/toaster', () => ({ showToast: async (toast: { intent: string; message: string }) => (toasts.push(toast), 'key') }));
vi.mock(import('../../lib/print'), async (importOriginal) => ({ ...(await importOriginal()), printHtml: async (html: string) => void printed.push(html) }));

beforeEach(() => {
  toasts.length = 0;
  printed.length = 0;
});

/** Answers every alias with an order, except the ids in `missing` (null: not found). */
function client(missing: readonly string[] = []) {
  const query = vi.fn(async ({ variables }: { variables: Record<string, string> }) => ({
    data: Object.fromEntries(Object.entries(variables).map(([key, id]) => [`o${key.slice(2)}`, missing.includes(id) ? null : makeSlipOrder({ id })])),
  }));
  return { query, client: { query } as unknown as ApolloClient };
}

describe('printDeliverySlips', () => {
  it('reads the chosen orders in one request and prints their slips in one document, in order', async () => {
    const { query, client: fake } = client();
    expect(await printDeliverySlips(fake, ['31', '30'], true)).toBe(true);
    expect(query).toHaveBeenCalledTimes(1);
    expect(printed).toHaveLength(1);
    const sheets = printed[0].split('<section class="sheet">').slice(1);
    expect(sheets.map((sheet) => /Pedido (\d+)/.exec(sheet)?.[1])).toEqual(['31', '30']);
    expect(toasts).toEqual([]);
  });

  it('prints nothing when an order cannot be read, and says which', async () => {
    const { client: fake } = client(['30']);
    expect(await printDeliverySlips(fake, ['31', '30'], true)).toBe(false);
    expect(printed).toEqual([]);
    expect(toasts).toEqual([
      expect.objectContaining({ intent: 'danger', message: 'Nenhuma comanda foi impressa. Não foi possível ler o pedido 30: Pedido não encontrado.' }),
    ]);
  });
});
