// One check per product API call the gateway makes (its clients in gateway/src/upstreams/product-api/), named after
// the spec's call table row: the call answers 200 with the documented shape, and its rows carry the keys the
// gateway's mappers read. Writes are not called here: their path is checked by the read the gateway makes before
// it writes (the record it PUTs back), and the writes themselves by --write (writes.ts).
import type { CallCheck } from './calls/shape';
import { SPEC_000_CALLS } from './calls/spec-000';
import { SPEC_001_CALLS } from './calls/spec-001';
import { SPEC_002_CALLS } from './calls/spec-002';

export { rowsOf, type CallCheck } from './calls/shape';

export const CALLS: readonly CallCheck[] = [...SPEC_000_CALLS, ...SPEC_001_CALLS, ...SPEC_002_CALLS];

/**
 * Paths the gateway only writes to: no read shows whether they exist, and --write leaves them alone too (each would
 * make or change a real record, or start work). The run names them so an operator knows what it did not see.
 */
export const UNCHECKED_WRITES: Readonly<Record<string, string>> = {
  'auth/users/signup/': 'POST makes a user (docs/areas/staff-and-support.md#calls)',
  'funcionarios/': 'POST and PUT make and change staff records (docs/areas/staff-and-support.md#calls)',
  'rank-secao-filial/': 'PUT changes a rank (its read is detalhe-rank-secao-filial/, checked)',
  'topicos/': 'POST, PUT and DELETE change the terms of use (docs/areas/staff-and-support.md#calls)',
  'paragrafos/': 'POST, PUT and DELETE change the terms of use (docs/areas/staff-and-support.md#calls)',
  'recovery/': 'POST sends a password reset link (docs/areas/staff-and-support.md#calls)',
  'scripts/atualiza-produto/': 'a GET that starts the ERP refresh of a product (docs/areas/catalogue.md#calls): it changes records, so it is never asked',
};
