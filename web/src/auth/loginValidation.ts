import { ARGUMENT_LIMITS } from '../generated/input-limits';
import { textBoundProblem } from '../lib/inputBounds';

/** The gateway's bounds of the login's arguments: the matrícula's input stops there; a longer password (pasted:
 *  the browser would cut it silently to another password) is said on its field instead. */
export const LOGIN_BOUNDS = { matricula: ARGUMENT_LIMITS['Mutation.login'].matricula, senha: ARGUMENT_LIMITS['Mutation.login'].password } as const;

export interface LoginFields {
  matricula: string;
  senha: string;
}

export type LoginFieldErrors = Partial<Record<keyof LoginFields, string>>;

export const REQUIRED_MESSAGE = 'Campo obrigatório!';

/** docs/areas/orders.md#validation: both fields are required; blanks count as empty. */
export function validateLogin(fields: LoginFields): LoginFieldErrors {
  const errors: LoginFieldErrors = {};
  const matricula = fields.matricula.trim() === '' ? REQUIRED_MESSAGE : textBoundProblem(fields.matricula.trim(), LOGIN_BOUNDS.matricula);
  const senha = fields.senha === '' ? REQUIRED_MESSAGE : textBoundProblem(fields.senha, LOGIN_BOUNDS.senha);
  if (matricula) errors.matricula = matricula;
  if (senha) errors.senha = senha;
  return errors;
}
