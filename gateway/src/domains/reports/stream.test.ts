// The CSV pipeline holds a bounded amount whatever the report's size: with a reader that stops reading, the
// product API's answer stops being read too (backpressure through the JSON parser, the row stage and the CSV
// writer, the batching), instead of the gateway buffering the whole report.
import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { setImmediate as turn } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { findReport } from './catalogue';
import { batched, csvBatches } from './csv';
import { rowBatches } from './upstream-rows';

const ROWS = 1_000_000;
const row = (i: number) => JSON.stringify({ Bairro: `Bairro ${i}`, 'Quantidade de Pedidos': i, 'Valor Total': '10.00' });

describe('report CSV stream', () => {
  it('stops reading the upstream answer while the browser does not read', async () => {
    let produced = 0;
    const upstream = new Readable({
      read() {
        if (produced === 0) this.push('{"results":[');
        if (produced === ROWS) return (void this.push(']}'), void this.push(null));
        this.push((produced ? ',' : '') + row(produced));
        produced++;
      },
    });
    let written = 0;
    const stuck = new Writable({
      highWaterMark: 16 * 1024,
      write(chunk: Buffer, _encoding, _done) {
        // Never calls back: a browser that stopped reading.
        written += chunk.length;
      },
    });
    const done = pipeline(upstream, rowBatches(), csvBatches(findReport(10)!), batched(), stuck).catch(() => undefined);
    let last = -1;
    // Let the pipeline run until the source is no longer pulled.
    for (let i = 0; i < 10_000 && produced !== last; i++) {
      last = produced;
      for (let j = 0; j < 20; j++) await turn();
    }
    expect(written).toBeGreaterThan(0);
    expect(produced).toBeLessThan(20_000);
    upstream.destroy();
    stuck.destroy();
    await done;
  });
});
