// A settings answer is used only for the branch asked: a server that ignored `filial=` would hand over another
// branch's loyalty credentials and fees.
import { describe, expect, it } from 'vitest';
import { GeneralSettings } from './general-settings';
import type { ProductApiTransport } from './transport';

function answering(rows: unknown[]) {
  const asked: unknown[] = [];
  const transport = { results: async (_path: string, params: unknown) => (asked.push(params), rows) } as unknown as ProductApiTransport;
  return { settings: new GeneralSettings(transport), asked };
}

describe('GeneralSettings.ofBranch', () => {
  it("asks by the branch's id and answers its row", async () => {
    const row = { id: 5, filial: 1, confGeral: { cvUsername: 'cv-loja17' } };
    const { settings, asked } = answering([row]);
    await expect(settings.ofBranch(1)).resolves.toBe(row);
    expect(asked).toEqual([{ filial: 1 }]);
  });

  it('answers nothing when the branch has no settings', async () => {
    await expect(answering([]).settings.ofBranch(1)).resolves.toBeUndefined();
  });

  it("refuses, in Portuguese, an answer holding another branch's row (and never uses it)", async () => {
    const { settings } = answering([
      { id: 6, filial: 2, confGeral: { cvUsername: 'cv-loja18' } },
      { id: 5, filial: 1, confGeral: { cvUsername: 'cv-loja17' } },
    ]);
    await expect(settings.ofBranch(1)).rejects.toThrow('A API de produtos respondeu configurações de outra filial.');
    await expect(answering([{ id: 6, filial: '2', confGeral: {} }]).settings.ofBranch(1)).rejects.toThrow(/outra filial/);
  });
});
