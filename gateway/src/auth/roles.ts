// Role derivation (docs/areas/staff-and-support.md#role-derivation): the employee's role flags, checked in this order,
// give the session user type; with no flag the user is a superuser only when the upstream says so (is_superuser). A
// staff member with neither gets no type at all, never superuser rights by default.
import type { UserType } from './policy';

export interface RoleFlags {
  is_checker?: boolean | null;
  is_deliveryman?: boolean | null;
  is_marketing?: boolean | null;
  is_separating?: boolean | null;
  is_submanager?: boolean | null;
  is_manager?: boolean | null;
}

const ORDER: ReadonlyArray<readonly [keyof RoleFlags, UserType]> = [
  ['is_checker', 7],
  ['is_deliveryman', 6],
  ['is_marketing', 5],
  ['is_separating', 4],
  ['is_submanager', 3],
  ['is_manager', 2],
];

export function deriveUserType(flags: RoleFlags, isSuperuser: boolean): UserType | null {
  for (const [flag, type] of ORDER) if (flags[flag] === true) return type;
  return isSuperuser ? 1 : null;
}
