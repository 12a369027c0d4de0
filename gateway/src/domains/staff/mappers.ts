// Pure shape functions of an Employee read from a detalhe-funcionario/ row (its user nested or only its pk).
import { nested } from '../../upstreams/product-api/transport';
import type { StaffRecord } from '../../upstreams/product-api/staff';
import type { UserRecord } from '../../upstreams/product-api/users';

/** A text, or null when blank. */
export const textOrNull = (value: string | null | undefined) => (value && value.trim() !== '' ? value : null);

/** The employee's user when the row nests it. */
export const userOf = (record: StaffRecord) => nested<UserRecord>(record.user ?? null);

/** The user's id (user.pk), nested or as the row's own user pk. */
export function userIdOf(record: StaffRecord): string | null {
  const user = userOf(record);
  const pk = user ? (user.pk ?? user.id) : record.user;
  return pk == null ? null : String(pk);
}

/** The e-mail shown: the employee's, else its user's. */
export const emailOf = (record: StaffRecord) => textOrNull(record.email) ?? textOrNull(userOf(record)?.email);
