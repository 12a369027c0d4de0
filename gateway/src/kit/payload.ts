// The shape of every mutation payload (schema/base.graphql's convention): the changed record (or records) under
// the payload's own field, a success `message`, and the expected failures as `errors: [UserError!]!`. These
// helpers build the refusal side once, so no domain writes `{ x: null, message: null, errors }` by hand.
import type { UserErrorCode, UserErrorData } from '../user-error';

/** One expected failure as a payload's errors list. */
export function failure(code: UserErrorCode, message: string, field: string | null = null): UserErrorData[] {
  return [{ code, message, field }];
}

/** A refused payload: its record field null, no message, the errors. */
export type Refused<K extends string> = { [P in K]: null } & { message: null; errors: UserErrorData[] };

/** A builder of the refused payload of a mutation whose record field is `field` ('product', 'specialDate', ...). */
export function refusal<K extends string>(field: K): (errors: UserErrorData[]) => Refused<K> {
  return (errors) => ({ [field]: null, message: null, errors }) as Refused<K>;
}

/** Whether a lookup answered errors instead of a record (see records.ts). */
export const isRefusal = <T>(value: T | UserErrorData[]): value is UserErrorData[] => Array.isArray(value);
