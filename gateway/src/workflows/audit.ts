// The application-log entry of a change (docs/areas/orders.md#calls; docs/decisions/0008-one-audit-entry-per-change.md):
// exactly one per change, written by the gateway after the change succeeded, as a journaled step of the change's run,
// so a retry never writes it twice, naming the acting user, with secrets redacted. Every workflow that changes data
// ends with one of these.
import type { ApplicationLogWrite } from '../upstreams/product-api/application-logs';
import { redactSecrets } from '../redaction';
import { failureWith, type WorkflowDeps } from './effects';
import { canonicalJson } from './keys';
import type { WorkflowStep } from './runner';

export interface AuditedChange {
  before: unknown;
  after: unknown;
}

/**
 * The audit step of a change recorded by earlier steps: `change` reads it from their results (null: nothing
 * changed, nothing is written). After an attempt whose answer was lost, the entry it may have written is looked
 * up first, so the log holds one entry whatever happened to the connection.
 */
export function auditStep(
  deps: WorkflowDeps,
  name: string,
  tabela: string,
  metodo: ApplicationLogWrite['metodo'],
  change: (results: Readonly<Record<string, unknown>>) => AuditedChange | null,
): WorkflowStep {
  return {
    name,
    failure: failureWith('AUDIT_FAILED', 'Erro ao registrar o log da alteração:', ' Tente novamente!'),
    run: async (io) => {
      const changed = change(io.results);
      if (!changed) return { skipped: true };
      const entry: ApplicationLogWrite = {
        metodo,
        usuario: deps.user.userId,
        tabela,
        dadoAntes: redactSecrets(changed.before ?? null),
        dadoDepois: byKey(deps.user.integration?.name, redactSecrets(changed.after ?? null)),
      };
      if (io.attempt > 1) {
        const wanted = canonicalJson([entry.dadoAntes, entry.dadoDepois]);
        const written = (await deps.api.applicationLogs.recent(entry)).find((e) => canonicalJson([e.dadoAntes, e.dadoDepois]) === wanted);
        if (written) return { id: written.id, found: true };
      }
      await io.recordRequest(entry);
      return deps.api.applicationLogs.write(entry);
    },
  };
}

/**
 * A change made with an integration key: the API's usuario is the tools' service account, so the entry names the
 * key in its data ('ator': 'integração: <name>'), on the after side (an object; a deletion's null becomes one).
 */
export function byKey(keyName: string | undefined, after: unknown): unknown {
  if (keyName === undefined) return after;
  const ator = `integração: ${keyName}`;
  if (after === null) return { ator };
  return typeof after === 'object' && !Array.isArray(after) ? { ...after, ator } : { ator, dado: after };
}
