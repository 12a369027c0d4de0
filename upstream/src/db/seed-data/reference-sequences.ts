// The reference services number their records with plain sequences (not owned by a column, so
// syncIdSequence cannot find them). After the demo's ERP and loyalty records are inserted, each sequence
// continues after the largest seeded number, so the next invoice, coupon, customer code or purchase the
// services issue never collides with a seeded one.
import type { Queryable } from '@painel/db/database';

const SEQUENCES: readonly [sequence: string, table: string, column: string][] = [
  ['erp_codcli_seq', 'erp_customers', 'codcli'],
  ['erp_numorcamento_seq', 'erp_orders', 'numorcamento'],
  ['erp_numcupom_seq', 'erp_orders', 'numcupom'],
  ['loyalty_shop_id_seq', 'loyalty_shops', 'id'],
];

export async function syncReferenceSequences(db: Queryable): Promise<void> {
  for (const [sequence, table, column] of SEQUENCES) {
    // An empty table leaves the sequence at its start value.
    await db.query(`SELECT setval('${sequence}', m) FROM (SELECT max("${column}") AS m FROM "${table}") x WHERE m IS NOT NULL`);
  }
}
