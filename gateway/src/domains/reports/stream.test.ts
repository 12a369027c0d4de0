// The CSV pipeline holds a bounded amount whatever the report's size: with a reader that stops reading, the
// product API's answer stops being read too (backpressure through the JSON parser, the row stage and the CSV
// writer, the batching), instead of the gateway buffering the whole report.
import { describe, expect, it } from 'vitest';
import { findReport } from './catalogue';
import { batched, csvBatches } from './csv';
import { pulledByStalledReader } from './stalled-reader';
import { rowBatches } from './upstream-rows';

describe('report CSV stream', () => {
  it('stops reading the upstream answer while the browser does not read', async () => {
    const { produced, written } = await pulledByStalledReader([rowBatches(), csvBatches(findReport(10)!), batched()]);
    expect(written).toBeGreaterThan(0);
    expect(produced).toBeLessThan(20_000);
  });
});
