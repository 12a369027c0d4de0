// StaffMember from a detalhe-funcionario/ row. The branch's name comes through the request's branch DataLoader, so a
// whole page of staff costs one filiais/ call whatever the number of rows.
import type { EmployeeResolvers } from '../../generated/resolvers-types';
import { nested } from '../../upstreams/product-api/transport';
import type { StaffRecord } from '../../upstreams/product-api/staff';
import type { UserRecord } from '../../upstreams/product-api/users';
import { deriveRole, hasNoBranch, roleLabel, rolesOf } from './rules';
import { toBranchSource } from '../../kit/branch-source';

const text = (value: string | null | undefined) => (value && value.trim() !== '' ? value : null);
const userOf = (record: StaffRecord) => nested<UserRecord>(record.user ?? null);

export const Employee: EmployeeResolvers = {
  id: (r) => String(r.id),
  userId: (r) => {
    const user = userOf(r);
    const pk = user ? (user.pk ?? user.id) : r.user;
    return pk == null ? null : String(pk);
  },
  registration: (r) => userOf(r)?.username ?? null,
  name: (r) => r.nome,
  email: (r) => text(r.email) ?? text(userOf(r)?.email),
  cpf: (r) => text(r.cpf),
  branch: async (r, _args, ctx) => {
    if (r.branch == null || r.branch === '' || hasNoBranch(deriveRole(r))) return null;
    const code = Number(r.branch);
    const found = await ctx.upstreams.productApi.branches.load(code);
    return found ? toBranchSource(found) : { code, name: String(code) };
  },
  role: (r) => deriveRole(r),
  roleLabel: (r) => roleLabel(deriveRole(r)),
  roles: (r) => rolesOf(r),
  available: (r) => r.is_available === true,
};
