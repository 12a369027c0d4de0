// A save of the terms of use as one journaled workflow: one step per write of the plan (terms-diff.ts), each
// followed by its audit entry (tables 'topicos' and 'paragrafos'). The plan is worked out once and kept in the
// run: a fault half-way is retried here, and the same save sent again (same requestId) takes the failed run up
// where it stopped with the same plan, so nothing is created, changed or deleted twice. A create whose answer was
// lost is recognised on the next attempt (a record the plan did not know, with the same fields) instead of being
// made again; a delete that finds the record already gone is done.
import type { UserErrorData } from '../../../user-error';
import { auditStep } from '../../../workflows/audit';
import type { WorkflowDeps } from '../../../workflows/effects';
import { performChange } from '../../../workflows/engine';
import { textOf } from '../../../kit/text';
import { perTarget } from '../../../workflows/keys';
import { busyError, busyText } from '../../../workflows/busy';
import { runOfSubmission } from '../../../workflows/questions';
import { RUN_ATTEMPTS, StepRefusal, type WorkflowStep } from '../../../workflows/runner';
import { journalSubject } from '../../../workflows/subjects';
import type { TermsParagraphRecord, TermsTopicRecord } from '../../../upstreams/product-api/terms';
import { isNotFound } from '../../../upstreams/product-api/transport';
import { APP_SETTINGS_MESSAGES, termsWriteFailure } from '../rules';
import type { TermsWrite, TopicRef } from '../terms-diff';

const TERMS_SUBJECT = journalSubject('termos-de-uso');
const KIND = 'terms_save';
const BUSY = busyText(APP_SETTINGS_MESSAGES.termsSaveFailed);

/** What the run keeps: the plan and the ids that existed when it was made (to recognise its own creates). */
export interface TermsRunInput extends Record<string, unknown> {
  writes: TermsWrite[];
  knownTopics: number[];
  knownParagraphs: number[];
}

const upstreamStatus = (error: unknown) => (error as { extensions?: { upstreamStatus?: number } })?.extensions?.upstreamStatus;
const isRefusal = (error: unknown) => {
  const status = upstreamStatus(error);
  return status !== undefined && status >= 400 && status < 500;
};

function topicId(ref: TopicRef, results: Readonly<Record<string, unknown>>): number {
  if ('id' in ref) return ref.id;
  const created = results[`write.${ref.created}`] as { after: TermsTopicRecord } | undefined;
  if (!created) throw new Error(`terms plan: topic create ${ref.created} has no result`);
  return created.after.id;
}

/** The user-facing failure of a write (docs/areas/staff-and-support.md#errors). */
function failureOf(write: TermsWrite): string {
  switch (write.op) {
    case 'deleteParagraph':
    case 'deleteTopic':
      return APP_SETTINGS_MESSAGES.deleteFailed;
    case 'createTopic':
      return termsWriteFailure('Criar', 'tópico', write.sequencia);
    case 'updateTopic':
      return termsWriteFailure('Atualizar', 'tópico', write.sequencia);
    case 'createParagraph':
      return termsWriteFailure('Criar', 'parágrafo', write.sequencia);
    case 'updateParagraph':
      return termsWriteFailure('Atualizar', 'parágrafo', write.sequencia);
  }
}

type Written = { before: unknown; after: unknown };

function writeSteps(deps: WorkflowDeps, input: TermsRunInput): WorkflowStep[] {
  const terms = deps.api.terms;
  const knownTopics = new Set(input.knownTopics);
  const knownParagraphs = new Set(input.knownParagraphs);
  /** After an attempt whose answer was lost: the record it may have created. */
  const createdTopic = async (titulo: string, sequencia: number) =>
    (await terms.topics()).find((t) => !knownTopics.has(t.id) && t.titulo === titulo && t.sequencia === sequencia);
  const createdParagraph = async (p: Omit<TermsParagraphRecord, 'id'>) =>
    (await terms.topics())
      .flatMap((t) => t.paragrafos ?? [])
      .find((x) => !knownParagraphs.has(x.id) && x.topico === p.topico && x.texto === p.texto && x.sequencia === p.sequencia && x.inciso === p.inciso);

  const run = async (write: TermsWrite, attempt: number, results: Readonly<Record<string, unknown>>): Promise<Written> => {
    switch (write.op) {
      case 'deleteParagraph':
      case 'deleteTopic':
        try {
          await (write.op === 'deleteTopic' ? terms.deleteTopic(write.id) : terms.deleteParagraph(write.id));
        } catch (error) {
          // Gone already (an earlier attempt whose answer was lost, or another person): what was asked holds.
          if (!isNotFound(error)) throw error;
        }
        return { before: write.before, after: null };
      case 'createTopic': {
        const body = { titulo: write.titulo, sequencia: write.sequencia };
        const found = attempt > 1 ? await createdTopic(body.titulo, body.sequencia) : undefined;
        const after = found ? { id: found.id, titulo: found.titulo, sequencia: found.sequencia } : await terms.createTopic(body);
        return { before: null, after };
      }
      case 'updateTopic':
        return { before: write.before, after: await terms.updateTopic(write.id, { titulo: write.titulo, sequencia: write.sequencia }) };
      case 'createParagraph': {
        const body = { texto: write.texto, inciso: write.inciso, sequencia: write.sequencia, topico: topicId(write.topic, results) };
        const found = attempt > 1 ? await createdParagraph(body) : undefined;
        return { before: null, after: found ?? (await terms.createParagraph(body)) };
      }
      case 'updateParagraph': {
        const body = { texto: write.texto, inciso: write.inciso, sequencia: write.sequencia, topico: topicId(write.topic, results) };
        return { before: write.before, after: await terms.updateParagraph(write.id, body) };
      }
    }
  };

  return input.writes.flatMap((write, index): WorkflowStep[] => {
    const name = `write.${index}`;
    const prefix = failureOf(write);
    const deleting = write.op === 'deleteTopic' || write.op === 'deleteParagraph';
    const table = write.op.endsWith('Topic') ? 'topicos' : 'paragrafos';
    const method = deleting ? 'DELETE' : write.op.startsWith('create') ? 'POST' : 'PUT';
    return [
      {
        name,
        failure: (error) => ({ code: 'WRITE_FAILED', message: deleting ? `${prefix}${textOf(error)}` : prefix }),
        run: async (io) => {
          try {
            return await run(write, io.attempt, io.results);
          } catch (error) {
            // The API refusing the data (a topic deleted meanwhile): repeating cannot help.
            if (isRefusal(error) && !isNotFound(error)) {
              throw new StepRefusal('WRITE_FAILED', deleting ? `${prefix}${textOf(error)}` : `${prefix}: ${textOf(error)}`);
            }
            throw error;
          }
        },
      },
      auditStep(deps, `audit.${index}`, table, method, (results) => results[name] as Written),
    ];
  });
}

export type TermsSaveOutcome = { writes: number; errors: UserErrorData[] };

/**
 * Runs the save named `requestId`: a run already made with it is taken up again with its own plan (or, when it
 * succeeded, answered as done); otherwise `plan()` works out a new one.
 */
export async function runTermsSave(deps: WorkflowDeps, requestId: string, plan: () => Promise<TermsRunInput | UserErrorData[]>): Promise<TermsSaveOutcome> {
  // The client's request id names the save, one run ever ('termos-de-uso:terms_save:<requestId>', the key these
  // saves always had): looked up first, so a repeated save takes up its own plan.
  const key = perTarget(requestId);
  const busy = (): TermsSaveOutcome => ({ writes: 0, errors: [busyError(BUSY)] });
  const earlier = await runOfSubmission(deps, TERMS_SUBJECT, KIND, key);
  if (earlier?.status === 'succeeded') return { writes: (earlier.input as TermsRunInput).writes.length, errors: [] };
  if (earlier?.status === 'running') return busy();
  // Another save ran since this one failed: its plan no longer fits the stored terms.
  if (earlier?.status === 'abandoned') return { writes: 0, errors: [{ code: 'NOT_RETRYABLE', message: APP_SETTINGS_MESSAGES.superseded, field: null }] };
  const input = earlier ? (earlier.input as TermsRunInput) : await plan();
  if (Array.isArray(input)) return { writes: 0, errors: input };
  if (input.writes.length === 0) return { writes: 0, errors: [] };
  return performChange<never, TermsSaveOutcome>(deps, {
    run: () => ({ kind: KIND, subject: TERMS_SUBJECT, key, input, steps: writeSteps(deps, input), attempts: RUN_ATTEMPTS, busy: BUSY }),
    done: () => ({ writes: input.writes.length, errors: [] }),
    refused: (errors) => ({ writes: 0, errors }),
  });
}
