// 'Enviar redefinição de senha' on a staff row (type 1, docs/decisions/0040-people-who-leave.md): the same
// recovery-link change as the '/recovery/' page (kit/recovery-link.ts: one product API call, one audit entry, the link
// shown to copy), for the person's own user e-mail. A person without one (blank, or the placeholder made from the
// matrícula) or switched off answers a clear refusal before anything is asked of the API.
import type { Context } from '../../context';
import type { ResolversTypes } from '../../generated/resolvers-types';
import { failure, isRefusal } from '../../kit/payload';
import { existing } from '../../kit/records';
import type { StaffRecord } from '../../upstreams/product-api/staff';
import type { UserErrorData } from '../../user-error';
import { recoveryLink } from '../../kit/recovery-link';
import { userOf } from './mappers';
import { RESET_MESSAGES, resetEmail, STAFF_MESSAGES, staffConfig } from './rules';
import { onPage } from './workflows/update';

type ResetPayload = ResolversTypes['StaffPasswordResetPayload'];

const refused = (errors: UserErrorData[]): ResetPayload => ({ email: null, link: null, message: null, errors });

export async function sendStaffPasswordReset(ctx: Context, id: string): Promise<ResetPayload> {
  const record = await existing<StaffRecord>(ctx, {
    id,
    get: (n) => ctx.upstreams.productApi.staff.get(n),
    notFound: STAFF_MESSAGES.notFound,
    failed: RESET_MESSAGES.failed,
    branch: { scope: 'staff', of: (r) => r.branch ?? null },
  });
  if (isRefusal(record)) return refused(record);
  const user = userOf(record);
  if (!user || !onPage('employee', record)) return refused(failure('NOT_FOUND', STAFF_MESSAGES.notFound, 'id'));
  if (user.is_active === false) return refused(failure('USER_INACTIVE', RESET_MESSAGES.inactive, 'id'));
  // The API finds the user by the user's own e-mail (not the employee record's).
  const email = resetEmail(user.email, staffConfig());
  if (!email) return refused(failure('NO_EMAIL', RESET_MESSAGES.noEmail, 'id'));
  const outcome = await recoveryLink(ctx, email);
  if (outcome.link === null) return refused(outcome.errors);
  return { email, link: outcome.link, message: RESET_MESSAGES.sent(email), errors: [] };
}
