// Pure shape functions of an Employee read from a detalhe-funcionario/ row (its user as the gateway holds it).
import type { StaffRecord } from '../../upstreams/product-api/staff';

/** A text, or null when blank. */
export const textOrNull = (value: string | null | undefined) => (value && value.trim() !== '' ? value : null);

/** The employee's user (null: the person has no login). */
export const userOf = (record: StaffRecord) => record.user;

/** The user's id (user.pk). */
export const userIdOf = (record: StaffRecord): string | null => (record.user ? String(record.user.pk) : null);

/** The e-mail shown: the employee's, else its user's. */
export const emailOf = (record: StaffRecord) => textOrNull(record.email) ?? textOrNull(userOf(record)?.email);
