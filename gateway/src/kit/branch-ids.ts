// A branch as the panel names it (its code) turned into what a `filial={id}` call of the specs takes (its id),
// through the request's one map of `filiais/` (upstreams/product-api/branches.ts).
import type { ProductApi } from '../upstreams/product-api';
import { isBranchCode } from './branch-code';

/** The id of the branch with this code, or null when no branch has it. */
export async function branchIdOf(api: ProductApi, code: number): Promise<number | null> {
  return isBranchCode(code) ? (await api.branches.map()).idOf(code) : null;
}

/** A record naming its branch by id (`filial`), as the panel names it: by code (-1 when no branch has the id). */
export async function withBranchCode<T extends { filial: number | string }>(api: ProductApi, record: T): Promise<T> {
  return { ...record, filial: (await api.branches.map()).codeOf(Number(record.filial)) ?? -1 };
}
