// The reset and recovery forms' texts and checks (docs/areas/staff-and-support.md#password-reset). The gateway checks
// the same rules and answers the same texts; checking here first saves a round trip and shows each message on its
// field. The success text is the gateway's (the payload's message); the failure texts are also shown when the gateway
// is unreachable.

import { ARGUMENT_LIMITS } from '../generated/input-limits';
import { textBoundProblem } from '../lib/inputBounds';

/** The gateway's bounds: a longer password is said on its field (a maxLength would cut a pasted one silently into
 *  another password); the e-mail's input stops at its bound. */
export const RESET_BOUNDS = {
  password: ARGUMENT_LIMITS['Mutation.resetPassword'].password,
  confirmation: ARGUMENT_LIMITS['Mutation.resetPassword'].confirmation,
  email: ARGUMENT_LIMITS['Mutation.requestPasswordRecovery'].email,
} as const;

export const PASSWORD_RESET_TEXTS = {
  submitFailed: 'Ocorreu um erro durante a tentativa de redefinição de senha. Por favor, tente novamente.',
  verificationFailed: 'Erro no processo de verificação. Solicite novamente a redefinição de senha no app.',
  tooShort: 'Sua senha precisa possuir ao menos 8 caracteres.',
  mismatch: 'Senhas digitadas não conferem.',
} as const;

export const FIELD_LABELS = {
  password: 'Nova senha',
  confirmation: 'Confirmação de senha',
  email: 'E-mail',
} as const;

export const MIN_PASSWORD_LENGTH = 8;

const emptyMessage = (field: keyof typeof FIELD_LABELS) => `${FIELD_LABELS[field]} não pode estar vazio!`;

export interface NewPasswordValues {
  password: string;
  confirmation: string;
}

export type NewPasswordErrors = Partial<Record<keyof NewPasswordValues, string>>;

/** Both required, at least 8 characters, the confirmation equal. A password is taken as typed, never trimmed. */
export function validateNewPassword({ password, confirmation }: NewPasswordValues): NewPasswordErrors {
  const errors: NewPasswordErrors = {};
  if (password === '') errors.password = emptyMessage('password');
  else if (password.length < MIN_PASSWORD_LENGTH) errors.password = PASSWORD_RESET_TEXTS.tooShort;
  else errors.password = textBoundProblem(password, RESET_BOUNDS.password) ?? undefined;
  if (!errors.password) delete errors.password;
  if (confirmation === '') errors.confirmation = emptyMessage('confirmation');
  else if (password !== '' && confirmation !== password) errors.confirmation = PASSWORD_RESET_TEXTS.mismatch;
  return errors;
}

export function validateRecoveryEmail(email: string): string | undefined {
  if (email.trim() === '') return emptyMessage('email');
  return textBoundProblem(email.trim(), RESET_BOUNDS.email) ?? undefined;
}
