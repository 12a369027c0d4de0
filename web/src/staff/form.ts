// The staff forms' values and their rules (docs/areas/staff-and-support.md#validation, the same messages the gateway
// answers), checked before sending so the person sees them at once; the gateway checks them again.
import { isValidCpf } from '@brazilian-utils/brazilian-utils/is-valid-cpf';
import type { EmployeeInput, StaffRole, StaffTable_MembersFragment } from '../generated/graphql';
import { INPUT_LIMITS } from '../generated/input-limits';
import { boundProblems } from '../lib/inputBounds';
import type { StaffKind } from './kinds';

export interface StaffFormValues {
  registration: string;
  name: string;
  cpf: string;
  email: string;
  /** Branch code as text ('' none) */
  branch: string;
  roles: StaffRole[];
  password: string;
  available: boolean;
}

export const emptyStaffForm = (kind: StaffKind): StaffFormValues => ({
  registration: '',
  name: '',
  cpf: '',
  email: '',
  branch: '',
  roles: kind === 'picker' ? ['PICKER'] : kind === 'deliveryman' ? ['DELIVERYMAN'] : [],
  password: '',
  available: true,
});

export const staffFormOf = (member: StaffTable_MembersFragment): StaffFormValues => ({
  registration: member.registration ?? '',
  name: member.name,
  cpf: member.cpf ?? '',
  email: member.email ?? '',
  branch: member.branch ? String(member.branch.code) : '',
  roles: [...member.roles],
  password: '',
  available: member.available,
});

const ORDER: readonly StaffRole[] = ['CHECKER', 'DELIVERYMAN', 'MARKETING', 'PICKER', 'SUBMANAGER', 'MANAGER'];
/** The role the ticked roles give (docs/areas/staff-and-support.md#role-derivation, the gateway's order). */
export const derivedRole = (roles: readonly StaffRole[]): StaffRole | null => ORDER.find((r) => roles.includes(r)) ?? null;
/** Managers and marketing have no branch: the field is hidden for them. */
export const hidesBranch = (roles: readonly StaffRole[]) => {
  const role = derivedRole(roles);
  return role === 'MANAGER' || role === 'MARKETING';
};

const empty = (label: string) => `${label} não pode estar vazio!`;
export const SHORT_PASSWORD = 'A senha precisa ter no mínimo 8 caracteres!';
export const CPF_INVALID = 'CPF inválido.';
export const EMAIL_INVALID = 'E-mail inválido.';
/** The gateway's limit for one-line texts (docs/security.md#input-limits) and an e-mail's (RFC 5321). */
/** The gateway's limits of the staff fields (its EmployeeInput). */
export const STAFF_BOUNDS = INPUT_LIMITS.EmployeeInput;
const MAX_NAME = STAFF_BOUNDS.name.maxLength;
const MAX_EMAIL = STAFF_BOUNDS.email.maxLength;
const tooLong = (label: string, max: number) => `${label} deve ter no máximo ${max} caracteres.`;

const digits = (value: string) => value.replace(/\D/g, '');
const isCpf = (value: string) => /^[\d.\-\s]+$/.test(value.trim()) && isValidCpf(value.trim());
const isEmail = (value: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);

/**
 * `initial`: the values the edit dialog opened with. A CPF or e-mail is checked only when it differs from them,
 * as the gateway does, so an odd value stored earlier never blocks a save of other fields.
 */
export function staffFormProblems(kind: StaffKind, creating: boolean, v: StaffFormValues, initial: StaffFormValues | null = null): Record<string, string> {
  const { registration, cpf: cpfText, password } = v;
  const problems: Record<string, string> = boundProblems({ registration, cpf: cpfText, password }, STAFF_BOUNDS);
  if (creating && !v.registration.trim()) problems.registration = empty('Matrícula');
  if (!v.name.trim()) problems.name = empty('Nome');
  else if (v.name.trim().length > MAX_NAME) problems.name = tooLong('Nome', MAX_NAME);
  const cpf = v.cpf.trim();
  if (cpf && digits(cpf) !== digits(initial?.cpf ?? '') && !isCpf(cpf)) problems.cpf = CPF_INVALID;
  const email = v.email.trim();
  if (email.length > MAX_EMAIL) problems.email = tooLong('E-mail', MAX_EMAIL);
  else if (email && email !== initial?.email.trim() && !isEmail(email)) problems.email = EMAIL_INVALID;
  if (kind === 'employee' && v.roles.length === 0) problems.roles = empty('Cargo');
  if (!v.branch && !hidesBranch(v.roles)) problems.branch = empty('Filial');
  if (creating && kind !== 'employee' && !v.cpf.trim()) problems.cpf = empty('CPF');
  if (creating && kind !== 'deliveryman') {
    if (!v.password) problems.password = empty('Senha');
    else if (v.password.length < 8) problems.password = SHORT_PASSWORD;
  }
  return problems;
}

export function toEmployeeInput(kind: StaffKind, creating: boolean, v: StaffFormValues): EmployeeInput {
  return {
    ...(creating ? { registration: v.registration.trim() } : {}),
    name: v.name.trim(),
    cpf: v.cpf.trim() || null,
    email: v.email.trim() || null,
    branch: v.branch && !hidesBranch(v.roles) ? Number(v.branch) : null,
    ...(kind === 'employee' ? { roles: v.roles } : {}),
    ...(creating && kind !== 'deliveryman' ? { password: v.password } : {}),
    available: v.available,
  };
}
