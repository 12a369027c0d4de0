// A key's creation as a journaled run, like every other create: identical submissions at once (a double click, a
// retrying tool) are one run and make one key. The secret is made inside the run and answered only to the request
// whose run made it; the journal keeps the key's id, never the secret, so a repeat answers the key without it.
import { sessionOf, type Context } from '../../context';
import type { IntegrationKeyInput } from '../../generated/resolvers-types';
import { integrationKeysOf, newSecret, secretHashKey, type IntegrationKeyRecord } from '../../auth/integration-keys';
import type { UserErrorData } from '../../user-error';
import { workflowDeps } from '../../workflows/deps';
import { failureWith } from '../../workflows/effects';
import { performChange } from '../../workflows/engine';
import { sameSubmission } from '../../workflows/keys';
import { busyText } from '../../workflows/busy';
import { journalSubject } from '../../workflows/subjects';
import { INTEGRATION_MESSAGES, orderedPages } from './rules';

/** One creation at a time across instances (keys have no natural key to hold). */
const CREATION_SUBJECT = journalSubject('integration_keys', 'nova');

export type Created = { key: IntegrationKeyRecord; secret: string | null } | { errors: UserErrorData[] };

export async function createKey(ctx: Context, input: IntegrationKeyInput): Promise<Created> {
  const session = sessionOf(ctx);
  const keys = await integrationKeysOf(ctx.services.store);
  const by = `${session.matricula} - ${session.name}`;
  const values = {
    name: input.name.trim(),
    pages: orderedPages(input.pages),
    branch: input.branch ?? null,
    expiresAt: new Date(input.expiresAt),
    createdBy: by,
  };
  let secret: string | null = null;
  return performChange<never, Created>(workflowDeps(ctx), {
    run: () => ({
      kind: 'integration_key_create',
      subject: CREATION_SUBJECT,
      key: sameSubmission({ ...values, expiresAt: values.expiresAt.toISOString(), creator: session.userId }),
      input: { name: values.name, pages: values.pages, branch: values.branch },
      busy: busyText(INTEGRATION_MESSAGES.createFailed),
      steps: [
        {
          name: 'create',
          failure: failureWith('WRITE_FAILED', INTEGRATION_MESSAGES.createFailed.trim()),
          run: async (io) => {
            // An earlier attempt may have stored a key whose secret nobody received: it can never be used, so it goes.
            const lost = (io.unanswered as { keyId?: string } | null)?.keyId;
            if (lost) await keys.revoke(lost, by, ctx.now);
            const made = newSecret();
            await io.recordRequest({ keyId: made.id });
            const created = await keys.create(values, secretHashKey(ctx.services.keys), ctx.now, made);
            secret = created.secret;
            return { keyId: created.key.id };
          },
        },
      ],
    }),
    done: async (results) => {
      const key = await keys.read((results.create as { keyId: string }).keyId);
      if (!key) return { errors: [{ code: 'WRITE_FAILED', message: `${INTEGRATION_MESSAGES.createFailed}${INTEGRATION_MESSAGES.notFound}`, field: null }] };
      return { key, secret };
    },
    refused: (errors) => ({ errors }),
  });
}
