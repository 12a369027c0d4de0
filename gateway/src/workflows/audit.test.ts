import { describe, expect, it } from 'vitest';
import { redactSecrets } from '../redaction';
import { auditStep } from './audit';
import { REDACTED } from '../redaction';
import type { WorkflowDeps } from './effects';
import type { StepIO } from './runner';

describe('redactSecrets', () => {
  it('hides passwords, tokens and keys at any depth, and leaves the rest and empty values alone', () => {
    const settings = { id: 3, confGeral: { cvUsername: 'cv-loja17', cvPassword: 'enc:abc', idsecaoacougue: 3378 } };
    expect(redactSecrets(settings)).toEqual({ id: 3, confGeral: { cvUsername: 'cv-loja17', cvPassword: REDACTED, idsecaoacougue: 3378 } });
    expect(redactSecrets([{ password: 'x', senha: 'y', access: 'a', refresh: 'r', api_key: 'k', token: null, name: 'Ana' }])).toEqual([
      { password: REDACTED, senha: REDACTED, access: REDACTED, refresh: REDACTED, api_key: REDACTED, token: null, name: 'Ana' },
    ]);
    expect(redactSecrets(null)).toBeNull();
  });
});

describe('auditStep', () => {
  function setup(recent: unknown[]) {
    const written: unknown[] = [];
    const applicationLogs = {
      write: async (entry: unknown) => (written.push(entry), { id: 99 }),
      recent: async () => recent,
    };
    const deps = { api: { applicationLogs }, user: { userId: 42 } } as unknown as WorkflowDeps;
    const step = auditStep(deps, 'audit.settings', 'configuracoes', 'PUT', () => ({
      before: { id: 1, cvPassword: 'old' },
      after: { id: 1, cvPassword: 'new', nome: 'Loja' },
    }));
    const io = (attempt: number): StepIO => ({ key: 'k', attempt, results: {}, unanswered: null, held: null, recordRequest: async () => undefined });
    return { step, io, written };
  }

  it('writes one entry naming the acting user, secrets redacted', async () => {
    const { step, io, written } = setup([]);
    expect(await step.run(io(1))).toEqual({ id: 99 });
    expect(written).toEqual([
      {
        metodo: 'PUT',
        usuario: 42,
        tabela: 'configuracoes',
        dadoAntes: { id: 1, cvPassword: REDACTED },
        dadoDepois: { id: 1, cvPassword: REDACTED, nome: 'Loja' },
      },
    ]);
  });

  it('after a lost answer, finds the entry the earlier attempt wrote (fields in any order) instead of writing again', async () => {
    const stored = { id: 7, dadoAntes: { cvPassword: REDACTED, id: 1 }, dadoDepois: { nome: 'Loja', id: 1, cvPassword: REDACTED } };
    const { step, io, written } = setup([{ id: 6, dadoAntes: null, dadoDepois: { id: 2 } }, stored]);
    expect(await step.run(io(2))).toEqual({ id: 7, found: true });
    expect(written).toEqual([]);
  });

  it('after a failed attempt that wrote nothing, writes it', async () => {
    const { step, io, written } = setup([{ id: 6, dadoAntes: null, dadoDepois: { id: 2 } }]);
    await step.run(io(2));
    expect(written).toHaveLength(1);
  });
});
