// What the schema's Branch type resolves from. Orders, products, staff, reports and half the pages name a branch,
// so the mapping from the product API's record lives in the kit and the Branch type's field resolvers
// (domains/branches) read this shape whichever page handed it over.
import type { BranchRecord } from '../upstreams/product-api/branches';

/** What a Branch resolves from: its code and name (an order's branch) and, when read whole, its record. */
export interface BranchSource {
  code: number;
  name: string;
  record?: BranchRecord;
}

export const toBranchSource = (record: BranchRecord): BranchSource => ({ code: Number(record.codFilial), name: record.razaoSocial, record });
