// A branch as the panel names it (its code) turned into what a `filial={id}` call of the specs takes (its id),
// through the request's one map of `filiais/` (upstreams/product-api/branches.ts).
import type { ProductApi } from '../upstreams/product-api';
import { isBranchCode } from './branch-code';

/** The id of the branch with this code, or null when no branch has it. */
export async function branchIdOf(api: ProductApi, code: number): Promise<number | null> {
  return isBranchCode(code) ? (await api.branches.map()).idOf(code) : null;
}
