// Password recovery and reset (docs/areas/staff-and-support.md#calls): `recovery/` produces a reset link for the user of an e-mail
// (staff only), `password-reset/{uidb64}/{token}/` checks a link and `password-reset-complete` (a PATCH) sets the
// new password. The last two need no session: the reset pages are public, so they are called without a bearer.
import type { ProductApiTransport } from './transport';

export interface RecoveryAnswer {
  success: boolean;
  /** The reset link the API built (its own public web address). */
  url: string;
}

export interface ResetCheckAnswer {
  success: boolean;
  uidb64?: string;
  token?: string;
}

export interface ResetCompleteAnswer {
  success: boolean;
  message?: string;
  /** The user whose password was set (the reference API says; without it the reset cannot be audited). */
  username?: string;
}

const segment = (value: string) => encodeURIComponent(value);

export class PasswordResets {
  constructor(private readonly api: ProductApiTransport) {}

  recover(email: string): Promise<RecoveryAnswer> {
    return this.api.post<RecoveryAnswer>('recovery/', { email });
  }

  check(uidb64: string, token: string): Promise<ResetCheckAnswer> {
    return this.api.get<ResetCheckAnswer>(`password-reset/${segment(uidb64)}/${segment(token)}/`);
  }

  complete(uidb64: string, token: string, password: string): Promise<ResetCompleteAnswer> {
    return this.api.patch<ResetCompleteAnswer>('password-reset-complete', { password, uidb64, token });
  }
}
