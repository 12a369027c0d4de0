// The reads of the three staff lists. Each list page is one detalhe-funcionario/ call (users come nested) plus at
// most one filiais/ call for the branch names (the branch DataLoader, resolvers.ts); superusers are never listed
// and a branch-bound user (policy BRANCH_BINDING.staff: types 3 and 4) gets its own branch whatever it asks.
import type { Context } from '../../context';
import type { StaffFilter, StaffPersonFilter } from '../../generated/resolvers-types';
import { branchFilter } from '../../auth/policy';
import { pageRequest, pageResult } from '../../kit/paging';
import type { Params } from '../../upstreams/product-api/transport';
import { rolesParam, type StaffKind } from './rules';

const trimmed = (value: string | null | undefined) => (value && value.trim() !== '' ? value.trim() : undefined);

/** The upstream query of a list: never superusers, the user's branch when bound, the page's own role. */
export function staffQuery(ctx: Context, kind: StaffKind, filter: StaffFilter | StaffPersonFilter | null | undefined): Params {
  const branch = branchFilter(ctx.session!, 'staff');
  const query: Params = { is_superuser: false };
  // docs/areas/orders.md#calls binds staff lists with branch= (staff-row-check.ts checks every row again).
  if (branch !== null) query.branch = branch;
  const name = trimmed(filter?.name);
  const registration = trimmed(filter?.registration);
  if (name) query.nome = name;
  if (registration) query.matricula = registration;
  if (filter?.state) query.user__is_active = filter.state === 'ACTIVE';
  if (kind === 'picker') query.is_separating = true;
  if (kind === 'deliveryman') query.is_deliveryman = true;
  if (kind === 'employee') {
    const f = filter as StaffFilter | null | undefined;
    const cpf = trimmed(f?.cpf);
    if (cpf) query.cpf = cpf;
    const roles = rolesParam(f?.roles);
    if (roles) query.roles = roles;
  }
  return query;
}

export interface StaffListArgs {
  filter?: StaffFilter | StaffPersonFilter | null;
  page?: number | null;
  pageSize?: number | null;
}

/** One page of a staff list (resolvers.ts wraps it in the kit's `reading`). */
export async function staffPage(ctx: Context, kind: StaffKind, { filter, page, pageSize }: StaffListArgs) {
  const request = pageRequest(page, pageSize);
  const found = await ctx.upstreams.productApi.staff.list(staffQuery(ctx, kind, filter), request.page, request.size);
  return pageResult(request, found);
}
