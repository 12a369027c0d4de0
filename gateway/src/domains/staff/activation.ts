// 'Desativar' / 'Reativar' on the three staff pages (docs/decisions/0040-people-who-leave.md): the person's product API
// user becomes inactive (token/ refuses them) or active again, as one journaled change with its audit entry (PUT users,
// is_active before and after). Deactivating also ends every session the person holds on every gateway instance (the
// session store's endAllOfUser, the path a password change takes) and marks the matrícula so a refused login says why
// (auth/inactive-users.ts). 'Indisponível' (is_available) is another thing and is left as it is.
import type { Context } from '../../context';
import { clearInactive, markInactive } from '../../auth/inactive-users';
import { failure, isRefusal, refusal } from '../../kit/payload';
import { existing } from '../../kit/records';
import type { StaffRecord } from '../../upstreams/product-api/staff';
import { recordChange } from '../../kit/mutation';
import { performChange } from '../../workflows/engine';
import { workflowDeps } from '../../workflows/deps';
import { eachSubmission } from '../../workflows/keys';
import { journalSubject } from '../../workflows/subjects';
import { userIdOf, userOf } from './mappers';
import type { StaffPayload } from './mutations';
import { ACTIVATION_MESSAGES, ACTIVATION_REFUSALS, activationRefusal, STAFF_MESSAGES, type StaffKind } from './rules';
import { StepRefusal } from '../../workflows/runner';
import { onPage } from './workflows/update';

const refused = refusal('employee');

/** deactivate<Page> (active false) and reactivate<Page> (active true). */
export async function setStaffActive(ctx: Context, kind: StaffKind, id: string, active: boolean): Promise<StaffPayload> {
  const messages = ACTIVATION_MESSAGES[kind];
  const prefix = active ? messages.reactivateFailed : messages.deactivateFailed;
  const before = await existing<StaffRecord>(ctx, {
    id,
    get: (n) => ctx.upstreams.productApi.staff.get(n),
    notFound: STAFF_MESSAGES.notFound,
    failed: prefix,
    branch: { scope: 'staff', of: (record) => record.branch ?? null },
  });
  if (isRefusal(before)) return refused(before);
  const user = userOf(before);
  const pk = Number(userIdOf(before));
  // The login is switched by its username: a row that does not show it (nothing nested) is not one to change.
  if (!onPage(kind, before) || !user?.username || !Number.isSafeInteger(pk)) return refused(failure('NOT_FOUND', STAFF_MESSAGES.notFound, 'id'));
  const refusalText = activationRefusal(ctx.session!, pk, before);
  if (refusalText) return refused(failure('FORBIDDEN', refusalText, 'id'));
  const done = active ? messages.reactivated : messages.deactivated;
  // Already as asked: nothing written, no audit entry (a second click, or another tab).
  if ((user.is_active !== false) === active) return { employee: before, message: done, errors: [] };

  const store = ctx.services.store;
  const { username } = user;
  return performChange(
    workflowDeps(ctx),
    recordChange({
      change: () => ({
        kind: active ? 'staff_reactivate' : 'staff_deactivate',
        subject: journalSubject('users', pk),
        table: 'users',
        method: 'PUT',
        before: { pk, username, is_active: !active },
        key: eachSubmission(),
        write: async () => {
          await ctx.upstreams.productApi.users.setActive(pk, active);
          // Read back: a service that ignores is_active answers the PATCH all the same, and the person would still
          // sign in while the page said they could not. Nothing more is done (no mark, no sessions ended, no audit).
          const saved = await ctx.upstreams.productApi.users.byUsername(username);
          if ((saved?.is_active !== false) !== active) throw new StepRefusal('REFUSED', `${prefix}${ACTIVATION_REFUSALS.notTaken(active)}`);
          if (active) {
            await clearInactive(store, username);
          } else {
            // After the API took it (a login now fails there), so nothing the mark says is untrue; then the sessions.
            await markInactive(store, username, pk, ctx.services.now());
            const ended = await ctx.services.sessions.endAllOfUser(pk, ctx.services.now());
            ctx.log.info('sessions ended: person deactivated', { userId: pk, ended });
          }
          return { pk, username, is_active: active };
        },
        prefix,
      }),
      done: async (): Promise<StaffPayload> => ({ employee: await ctx.upstreams.productApi.staff.get(before.id), message: done, errors: [] }),
      refused,
    }),
  );
}
