// The one shape of an expected failure returned as data (schema `UserError`): a code of the schema's
// UserErrorCode enum, the Portuguese message to show and the input field it concerns. Workflows store it in
// the journal; the `UserError.code` resolver below answers a stored code that the enum no longer lists (a run
// journaled by an older gateway) as WORKFLOW_FAILED instead of failing the whole answer.
import { getNamedType, isEnumType, type GraphQLResolveInfo } from 'graphql';
import type { UserErrorCode } from './generated/resolvers-types';

export type { UserErrorCode };

export interface UserErrorData {
  code: UserErrorCode;
  message: string;
  field?: string | null;
}

export const userErrorResolvers = {
  UserError: {
    code: (error: UserErrorData, _args: unknown, _ctx: unknown, info: GraphQLResolveInfo): UserErrorCode => {
      const type = getNamedType(info.returnType);
      return isEnumType(type) && !type.getValue(error.code) ? 'WORKFLOW_FAILED' : error.code;
    },
  },
};

/** A form's field problems as BAD_USER_INPUT errors, one per field. */
export const inputErrors = (problems: ReadonlyArray<{ field: string; message: string }>): UserErrorData[] =>
  problems.map((p) => ({ code: 'BAD_USER_INPUT', message: p.message, field: p.field }));
