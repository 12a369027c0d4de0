// The two settings failures of docs/areas/orders.md#completion on the way to the loyalty platform.
import { describe, expect, it } from 'vitest';
import { branchLoyaltyCredentials, LOYALTY_FAILURES } from './completion';
import type { WorkflowDeps } from '../../../workflows/effects';
import type { OrderRecord } from '../../../upstreams/product-api/orders';
import { StepRefusal } from '../../../workflows/runner';
import { DEMO_LOYALTY_SHIFT_KEY, shiftLoyaltyPassword } from '../../../kit/branch-loyalty-password';

const order = { id: 7, codfilial: { codFilial: 17 } } as unknown as OrderRecord;
const quietLog = { warn: () => undefined } as unknown as WorkflowDeps['log'];

/** The settings read answers `answer` (its rows, or a failure). */
function depsAnswering(answer: () => Promise<{ results: unknown[] }>): WorkflowDeps {
  const generalSettings = { ofBranch: async () => (await answer()).results[0] };
  const branches = { map: async () => ({ idOf: (code: number) => (code === 17 ? 1 : null) }) };
  const loyaltyPasswords = { shift: DEMO_LOYALTY_SHIFT_KEY, sealedWith: Buffer.alloc(32) };
  return { api: { generalSettings, branches }, loyaltyPasswords, log: quietLog } as unknown as WorkflowDeps;
}

async function refusalOf(deps: WorkflowDeps): Promise<StepRefusal> {
  const error = await branchLoyaltyCredentials(deps, order).then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(StepRefusal);
  return error as StepRefusal;
}

describe('branch loyalty credentials', () => {
  it('says the general settings could not be loaded, with the upstream text, when the read fails', async () => {
    const refusal = await refusalOf(depsAnswering(() => Promise.reject(new Error('Service Unavailable'))));
    expect(refusal.message).toBe('Erro ao carregar configurações gerais: Service Unavailable');
    expect(refusal.retryable).toBe(true);
  });

  it('asks to try again when the branch has no usable credentials', async () => {
    const refusal = await refusalOf(depsAnswering(() => Promise.resolve({ results: [{ confGeral: { cvUsername: 'cv-loja17', cvPassword: ' ' } }] })));
    expect(refusal.message).toBe(LOYALTY_FAILURES.settings);
    expect(refusal.code).toBe('LOYALTY_SETTINGS');
  });

  it('returns the plain credentials when they are set', async () => {
    const stored = shiftLoyaltyPassword('cv-token-17', DEMO_LOYALTY_SHIFT_KEY);
    const deps = depsAnswering(() => Promise.resolve({ results: [{ confGeral: { cvUsername: 'cv-loja17', cvPassword: stored } }] }));
    await expect(branchLoyaltyCredentials(deps, order)).resolves.toEqual({ username: 'cv-loja17', token: 'cv-token-17' });
  });
});
