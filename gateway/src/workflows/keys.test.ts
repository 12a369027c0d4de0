// Keys of identical submissions on a real store (PGlite in memory): racers share one key, a later change of the
// subject or the end of the window makes the same form a new change, and the digest names no input.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '@painel/db/database';
import { openStore } from '../store/store';
import { WorkflowJournal } from './journal';
import { canonicalJson, clientRequest, eachSubmission, perTarget, runKeyOf, sameSubmission, submissionKey } from './keys';

let db: Db;
let journal: WorkflowJournal;
const encryptionKey = randomBytes(32);
const deps = () => ({ journal, encryptionKey });

beforeAll(async () => {
  db = await openStore({});
  journal = new WorkflowJournal(db);
}, 60_000);
afterAll(async () => db?.close());
beforeEach(async () => {
  await db.query('DELETE FROM workflow_runs');
});

const openRun = async (key: string, subject = 'bairros-externos:cep-5') => (await journal.open({ kind: 'k', subject, idempotencyKey: key, input: {} })).run;

describe('submissionKey', () => {
  it('gives identical submissions one key, whatever the order of their fields, and names no input', async () => {
    const a = await submissionKey(deps(), 'bairros-externos:cep-5', 'k', { name: 'Poti', fee: '6', password: 'segredo' });
    const b = await submissionKey(deps(), 'bairros-externos:cep-5', 'k', { password: 'segredo', fee: '6', name: 'Poti' });
    expect(a).toBe(b);
    expect(a).not.toContain('segredo');
    expect(await submissionKey(deps(), 'bairros-externos:cep-5', 'k', { name: 'Poti', fee: '7', password: 'segredo' })).not.toBe(a);
  });

  it('keeps the key of a run that is the subject latest: running, failed or succeeded a moment ago', async () => {
    const key = await submissionKey(deps(), 'bairros-externos:cep-5', 'k', { name: 'Poti' });
    const run = await openRun(key);
    expect(await submissionKey(deps(), 'bairros-externos:cep-5', 'k', { name: 'Poti' })).toBe(key);
    await journal.succeed(run.id, null);
    expect(await submissionKey(deps(), 'bairros-externos:cep-5', 'k', { name: 'Poti' })).toBe(key);
  });

  it('makes the same form a new change once another change of the subject followed, or the window passed', async () => {
    const first = await submissionKey(deps(), 'bairros-externos:cep-5', 'k', { name: 'Poti' });
    await journal.succeed((await openRun(first)).id, null);
    const other = await submissionKey(deps(), 'bairros-externos:cep-5', 'k', { name: 'Outro' });
    await journal.succeed((await openRun(other)).id, null);
    const again = await submissionKey(deps(), 'bairros-externos:cep-5', 'k', { name: 'Poti' });
    expect(again).not.toBe(first);
    await journal.succeed((await openRun(again)).id, null);
    expect(await submissionKey(deps(), 'bairros-externos:cep-5', 'k', { name: 'Poti' }, 0)).not.toBe(again);
  });
});

describe('canonicalJson', () => {
  it('sorts keys at every depth and leaves out undefined fields, as JSON does', () => {
    expect(canonicalJson({ b: [{ d: 1, c: undefined, a: null }], a: 'x' })).toBe('{"a":"x","b":[{"a":null,"d":1}]}');
  });
});

describe('runKeyOf (the four strategies)', () => {
  const as = (userId: number) => ({ journal, encryptionKey, user: { userId } });

  it('names a per-target run the same every time, and each submission differently', async () => {
    expect(await runKeyOf(as(1), 'pedidos:72', 'status_change', perTarget('F'))).toBe('pedidos:72:status_change:F');
    const a = await runKeyOf(as(1), 'pedidos:72', 'resend', eachSubmission());
    expect(a).not.toBe(await runKeyOf(as(1), 'pedidos:72', 'resend', eachSubmission()));
  });

  it("keys a client's request by its user, its id and its content, naming no input", async () => {
    const key = await runKeyOf(as(1), 'clientes:7', 'notify', clientRequest('dialog-0001', { text: 'segredo' }));
    expect(key).toBe(await runKeyOf(as(1), 'clientes:7', 'notify', clientRequest('dialog-0001', { text: 'segredo' })));
    expect(key).not.toBe(await runKeyOf(as(2), 'clientes:7', 'notify', clientRequest('dialog-0001', { text: 'segredo' })));
    expect(key).not.toBe(await runKeyOf(as(1), 'clientes:7', 'notify', clientRequest('dialog-0001', { text: 'outro' })));
    expect(key).not.toContain('segredo');
  });

  it('keys a same submission as submissionKey does', async () => {
    const asked = { id: 5, write: { name: 'x' } };
    expect(await runKeyOf(as(1), 'produtos:5', 'k', sameSubmission(asked))).toBe(await submissionKey(deps(), 'produtos:5', 'k', asked));
  });
});
