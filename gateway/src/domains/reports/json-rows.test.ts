import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { describe, expect, it } from 'vitest';
import { JsonRows } from './json-rows';

async function rowsOf(chunks: Buffer[]): Promise<unknown[]> {
  const out: unknown[] = [];
  await pipeline(
    Readable.from(chunks),
    new JsonRows(),
    new Writable({
      objectMode: true,
      write(rows: unknown[], _encoding, done) {
        out.push(...rows);
        done();
      },
    }),
  );
  return out;
}

const ROWS = [
  { Cliente: 'Ana "A" Souza', Bairro: 'São João {centro} [norte]', Valor: '10.50', Nada: null },
  { Cliente: 'Bruno \\ Lima', Itens: [1, { a: '}' }], Emoji: 'maçã 🍎' },
  { Cliente: '', Data: '2026-03-05', Qtd: 3 },
];
const DOC = Buffer.from(JSON.stringify({ count: 3, other: [{ x: 1 }], 'results\\"': [{ y: 2 }], results: ROWS, after: [{ z: 3 }] }));

describe('JsonRows', () => {
  it("emits each element of the root's results array, whatever the chunk boundaries", async () => {
    expect(await rowsOf([DOC])).toEqual(ROWS);
    for (let cut = 1; cut < DOC.length; cut++) {
      expect(await rowsOf([DOC.subarray(0, cut), DOC.subarray(cut)])).toEqual(ROWS);
    }
    const bytes = [...DOC].map((b) => Buffer.from([b]));
    expect(await rowsOf(bytes)).toEqual(ROWS);
  });

  it('reads an answer with blanks and line breaks between its rows (rows of one chunk are parsed together)', async () => {
    const pretty = Buffer.from(JSON.stringify({ results: ROWS, count: 3 }, null, 2));
    expect(await rowsOf([pretty])).toEqual(ROWS);
    for (let cut = 1; cut < pretty.length; cut += 7) {
      expect(await rowsOf([pretty.subarray(0, cut), pretty.subarray(cut)])).toEqual(ROWS);
    }
  });

  it('emits nothing for an empty list and fails on a cut answer', async () => {
    expect(await rowsOf([Buffer.from('{"results":[]}')])).toEqual([]);
    // An answer of another shape is no report: never an empty CSV.
    await expect(rowsOf([Buffer.from('{"detail":"ok","rows":[{"a":1}]}')])).rejects.toThrow(/no results array/);
    await expect(rowsOf([Buffer.from('{"results":null}')])).rejects.toThrow(/no results array/);
    await expect(rowsOf([Buffer.from('[{"a":1}]')])).rejects.toThrow(/no results array/);
    await expect(rowsOf([DOC.subarray(0, DOC.length - 20)])).rejects.toThrow(/ended before/);
    await expect(rowsOf([Buffer.from('{"results":[{"a":1},{"a":]}')])).rejects.toThrow();
  });
});
