// Password recovery and reset rules (docs/areas/staff-and-support.md#password-reset): the texts of the three outcomes, the new
// password's checks, and the shape a link's parts must have before any upstream is asked about them.
import { emptyMessage } from '../../kit/form-rules';
import { RECOVERY_FAILED } from '../../kit/recovery-link';

export const PASSWORD_RESET_MESSAGES = {
  /** Outcome 'success'. */
  success: 'Sua senha foi redefinida com sucesso! Você já pode login no app.',
  /** Outcome 'error01': the new password could not be saved. */
  submitFailed: 'Ocorreu um erro durante a tentativa de redefinição de senha. Por favor, tente novamente.',
  /** Outcome 'error02': the link did not verify. A failed recovery call shows it too (docs/areas/staff-and-support.md#recovery-link). */
  verificationFailed: RECOVERY_FAILED,
  tooShort: 'Sua senha precisa possuir ao menos 8 caracteres.',
  mismatch: 'Senhas digitadas não conferem.',
} as const;

export const MIN_PASSWORD_LENGTH = 8;

/** Labels of the fields, as '{field} não pode estar vazio!' names them. */
export const PASSWORD_RESET_FIELDS = {
  password: 'Nova senha',
  confirmation: 'Confirmação de senha',
  email: 'E-mail',
} as const;

/** '{field} não pode estar vazio!' for one of the three fields. */
export const emptyFieldMessage = (field: keyof typeof PASSWORD_RESET_FIELDS) => emptyMessage(PASSWORD_RESET_FIELDS[field]);

export interface FieldProblem {
  code: 'REQUIRED' | 'BAD_USER_INPUT';
  field: 'password' | 'confirmation' | 'email';
  message: string;
}

const empty = (field: FieldProblem['field']): FieldProblem => ({ code: 'REQUIRED', field, message: emptyFieldMessage(field) });
const wrong = (field: FieldProblem['field'], message: string): FieldProblem => ({ code: 'BAD_USER_INPUT', field, message });

/** docs/areas/staff-and-support.md#validation: both fields required, at least 8 characters, the confirmation equal. A password is never trimmed. */
export function newPasswordProblems(password: string, confirmation: string): FieldProblem[] {
  const problems: FieldProblem[] = [];
  if (password === '') problems.push(empty('password'));
  else if (password.length < MIN_PASSWORD_LENGTH) problems.push(wrong('password', PASSWORD_RESET_MESSAGES.tooShort));
  if (confirmation === '') problems.push(empty('confirmation'));
  else if (password !== '' && confirmation !== password) problems.push(wrong('confirmation', PASSWORD_RESET_MESSAGES.mismatch));
  return problems;
}

export function recoveryProblems(email: string): FieldProblem[] {
  return email.trim() === '' ? [empty('email')] : [];
}

/**
 * Django's uidb64 is the user's pk in URL-safe base64 and its token is '{timestamp}-{hash}' in base 36 and hex;
 * the reference API's token is hex. Anything else cannot be a link the API made, and is refused before it is
 * put into an upstream path ('..' or '/' would reach another endpoint).
 */
export function isLinkShaped(uidb64: string, token: string): boolean {
  return /^[A-Za-z0-9_-]{1,64}$/.test(uidb64) && /^[A-Za-z0-9-]{1,128}$/.test(token);
}

/** The user pk a link names (Django's uidb64 is the pk in URL-safe base64), or null when it names none. */
export function userOfLink(uidb64: string): number | null {
  const text = /^[A-Za-z0-9_-]{1,16}$/.test(uidb64) ? Buffer.from(uidb64, 'base64url').toString('utf8') : '';
  return /^[1-9]\d{0,15}$/.test(text) && Number.isSafeInteger(Number(text)) ? Number(text) : null;
}
