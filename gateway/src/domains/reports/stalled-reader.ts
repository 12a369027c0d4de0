// For the report streams' backpressure tests: a product API answer of a million rows piped through a file's stages
// into a reader that never reads. Answers how many rows the answer had to produce before the pipeline stopped pulling
// (bounded when backpressure holds) and how much reached the reader.
import { Readable, Writable, type Duplex } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { setImmediate as turn } from 'node:timers/promises';

const ROWS = 1_000_000;
const row = (i: number) => JSON.stringify({ Bairro: `Bairro ${i}`, 'Quantidade de Pedidos': i, 'Valor Total': '10.00' });

export async function pulledByStalledReader(stages: Duplex[]): Promise<{ produced: number; written: number }> {
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
  const done = pipeline([upstream, ...stages, stuck]).catch(() => undefined);
  // Let the pipeline run until the source is no longer pulled (counted in event-loop turns, not time).
  let last = -1;
  for (let i = 0; i < 10_000 && produced !== last; i++) {
    last = produced;
    for (let j = 0; j < 20; j++) await turn();
  }
  upstream.destroy();
  stuck.destroy();
  await done;
  return { produced, written };
}
