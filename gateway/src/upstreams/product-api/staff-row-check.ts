// What a staff list's filters mean, checked on each detalhe-funcionario/ row: the specs document only some of the
// filters the panel sends (branch, the role flags one by one, nome, matricula, cpf, is_superuser, is_available),
// and a service may ignore the others (roles as "any of these", user__is_active) or any filter at all. A
// branch-bound user must never see another branch's staff, and a person switched off is nobody's choice. The rows
// are checked as the API sent them (a user not shown cannot be checked by it), before they take the gateway's shape.
import type { RoleFlags } from '../../auth/roles';
import type { StaffWire } from './staff';
import type { Params } from './transport';
import type { UserRecord } from './users';

const ROLE_FLAGS = ['is_manager', 'is_submanager', 'is_marketing', 'is_separating', 'is_deliveryman', 'is_checker'] as const;

const folded = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
const digits = (text: string) => text.replace(/\D/g, '');
const truth = (value: unknown) => value === true || value === 'true';

function nestedUser(row: StaffWire): UserRecord | null | undefined {
  if (row.user === null || row.user === undefined) return null;
  return typeof row.user === 'object' ? row.user : undefined;
}

type Check = (row: StaffWire, value: unknown) => boolean;

const CHECKS: Record<string, Check> = {
  branch: (row, value) => Number(row.branch) === Number(value),
  is_available: (row, value) => (row.is_available === true) === truth(value),
  // A person without a login is neither a superuser nor switched off (the reference API reads them so).
  is_superuser: (row, value) => {
    const user = nestedUser(row);
    return user === undefined || (user?.is_superuser === true || row.is_superuser === true) === truth(value);
  },
  user__is_active: (row, value) => {
    const user = nestedUser(row);
    return user === undefined || (user?.is_active !== false) === truth(value);
  },
  user: (row, value) => {
    if (row.user === undefined) return true; // a row that does not show its user cannot be checked by it
    const user = nestedUser(row);
    const pk = user ? (user.pk ?? user.id) : row.user;
    return Number(pk) === Number(value);
  },
  matricula: (row, value) => {
    const user = nestedUser(row);
    return user === undefined || user?.username === String(value);
  },
  nome: (row, value) => folded(row.nome ?? '').includes(folded(String(value))),
  cpf: (row, value) => digits(String(row.cpf ?? '')) === digits(String(value)),
  roles: (row, value) => {
    const flags = String(value)
      .split(',')
      .map((f) => f.trim())
      .filter((f): f is keyof RoleFlags => (ROLE_FLAGS as readonly string[]).includes(f));
    return flags.length === 0 || flags.some((flag) => row[flag] === true);
  },
  ...Object.fromEntries(ROLE_FLAGS.map((flag) => [flag, (row: StaffWire, value: unknown) => (row[flag] === true) === truth(value)])),
};

/** The check of every filter of `query` the rows can show (paging parameters and unknown ones aside). */
export function staffRowMatches(query: Params): (row: StaffWire) => boolean {
  const checks = Object.entries(query as Record<string, unknown>)
    .filter(([key, value]) => CHECKS[key] && value !== undefined && value !== null && value !== '')
    .map(
      ([key, value]) =>
        (row: StaffWire) =>
          CHECKS[key](row, value),
    );
  return (row) => checks.every((check) => check(row));
}
