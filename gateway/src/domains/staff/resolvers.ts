// Resolvers of schema/staff.graphql ('Funcionários', 'Busca de Separadores', 'Busca de Entregadores'): the lists
// through the kit's `reading` (queries.ts), the create and edit forms (mutations.ts), and the Employee fields. The
// branch's name comes through the request's branch DataLoader, so a whole page of staff costs one filiais/ call
// whatever the number of rows. 'Desativar' / 'Reativar' are activation.ts, 'Enviar redefinição de senha' password-reset.ts.
import type { EmployeePayloadResolvers, EmployeeResolvers, MutationResolvers, QueryResolvers } from '../../generated/resolvers-types';
import type { Context } from '../../context';
import { toBranchSource } from '../../kit/branch-source';
import { reading } from '../../kit/read';
import { emailOf, textOrNull, userIdOf, userOf } from './mappers';
import { setStaffActive } from './activation';
import { createStaff, updateStaff } from './mutations';
import { sendStaffPasswordReset } from './password-reset';
import { staffPage, type StaffListArgs } from './queries';
import { deriveRole, hasNoBranch, KIND_MESSAGES, resetEmail, roleLabel, rolesOf, staffConfig, type StaffKind } from './rules';

const list = (kind: StaffKind) => (_parent: unknown, args: StaffListArgs, ctx: Context) =>
  reading(KIND_MESSAGES[kind].loadFailed, () => staffPage(ctx, kind, args));

const Query: QueryResolvers = {
  employees: list('employee'),
  pickerEmployees: list('picker'),
  deliverymanEmployees: list('deliveryman'),
  pickerList: list('picker'),
  deliverymanList: list('deliveryman'),
};

const Mutation: MutationResolvers = {
  createEmployee: (_parent, { input }, ctx) => createStaff(ctx, 'employee', input),
  updateEmployee: (_parent, { id, input }, ctx) => updateStaff(ctx, 'employee', id, input),
  createPicker: (_parent, { input }, ctx) => createStaff(ctx, 'picker', input),
  updatePicker: (_parent, { id, input }, ctx) => updateStaff(ctx, 'picker', id, input),
  createDeliveryman: (_parent, { input }, ctx) => createStaff(ctx, 'deliveryman', input),
  updateDeliveryman: (_parent, { id, input }, ctx) => updateStaff(ctx, 'deliveryman', id, input),
  deactivateEmployee: (_parent, { id }, ctx) => setStaffActive(ctx, 'employee', id, false),
  reactivateEmployee: (_parent, { id }, ctx) => setStaffActive(ctx, 'employee', id, true),
  deactivatePicker: (_parent, { id }, ctx) => setStaffActive(ctx, 'picker', id, false),
  reactivatePicker: (_parent, { id }, ctx) => setStaffActive(ctx, 'picker', id, true),
  deactivateDeliveryman: (_parent, { id }, ctx) => setStaffActive(ctx, 'deliveryman', id, false),
  reactivateDeliveryman: (_parent, { id }, ctx) => setStaffActive(ctx, 'deliveryman', id, true),
  sendEmployeePasswordReset: (_parent, { id }, ctx) => sendStaffPasswordReset(ctx, id),
};

const Employee: EmployeeResolvers = {
  id: (r) => String(r.id),
  userId: (r) => userIdOf(r),
  registration: (r) => userOf(r)?.username ?? null,
  name: (r) => r.nome,
  // The placeholder made for a person without an e-mail is no address to show or write to ('-' on the pages).
  email: (r) => resetEmail(emailOf(r), staffConfig()),
  cpf: (r) => textOrNull(r.cpf),
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
  active: (r) => userOf(r)?.is_active !== false,
};

/** `member` is the deprecated name of `employee`: the same value. */
const EmployeePayload: EmployeePayloadResolvers = {
  member: (payload) => payload.employee ?? null,
};

export const staffResolvers = { Query, Mutation, Employee, EmployeePayload };
