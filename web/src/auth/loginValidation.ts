export interface LoginFields {
  matricula: string;
  senha: string;
}

export type LoginFieldErrors = Partial<Record<keyof LoginFields, string>>;

export const REQUIRED_MESSAGE = 'Campo obrigatório!';

/** Spec 000 section 5: both fields are required; blanks count as empty. */
export function validateLogin(fields: LoginFields): LoginFieldErrors {
  const errors: LoginFieldErrors = {};
  if (fields.matricula.trim() === '') errors.matricula = REQUIRED_MESSAGE;
  if (fields.senha === '') errors.senha = REQUIRED_MESSAGE;
  return errors;
}
