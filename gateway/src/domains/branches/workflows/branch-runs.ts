// The branch changes (spec 001 sections 2.3 and 5): create = the branch, then each period of the schedule types
// ticked, then the branch's audit entry and one per period row; update = the branch, then its audit entry.
// Journaled (workflows/ engine): a run that fails half-way is taken up again where it stopped, by an automatic
// retry or the same form sent again.
import { createHash } from 'node:crypto';
import type { BranchScheduleInput, ResolversTypes } from '../../../generated/resolvers-types';

type BranchPayload = ResolversTypes['BranchPayload'];
import type { BranchRecord, BranchWrite } from '../../../upstreams/product-api/branches';
import type { BranchPeriodRecord } from '../../../upstreams/product-api/branch-delivery-periods';
import { isNotFound } from '../../../upstreams/product-api/transport';
import { auditStep } from '../../../workflows/audit';
import { failureWith, refusingData, type WorkflowDeps } from '../../../workflows/effects';
import { WorkflowBusyError } from '../../../workflows/journal';
import { executeWithRetries, runErrors, type RunOutcome, type WorkflowStep } from '../../../workflows/runner';
import type { RankRecord } from '../../../upstreams/product-api/sections';
import { ranksForNewBranch } from '../../sections/rules';
import { toBranchSource } from '../../../kit/branch-source';
import { BRANCH_MESSAGES } from '../rules';
import type { UserErrorCode, UserErrorData } from '../../../user-error';

type Failure = { branch: null; message: null; errors: UserErrorData[] };
const failed = (code: UserErrorCode, message: string, field: string | null = null): Failure => ({ branch: null, message: null, errors: [{ code, message, field }] });

const digest = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('hex').slice(0, 24);

interface PeriodAsk {
  tipo: BranchScheduleInput['type'];
  horario: number;
  quantidade: number;
}

export function periodAsks(schedules: readonly BranchScheduleInput[]): PeriodAsk[] {
  return schedules.flatMap((s) => [...new Set(s.periodIds)].map((id) => ({ tipo: s.type, horario: Number(id), quantidade: s.maxDeliveries })));
}


const runKey = (code: number, kind: string, input: unknown) => `filial:${code}:${kind}:${digest(input)}`;

export async function createBranchRun(deps: WorkflowDeps, branch: BranchWrite, schedules: readonly BranchScheduleInput[]): Promise<BranchPayload> {
  const asks = periodAsks(schedules);
  const code = branch.codFilial;
  const steps: WorkflowStep[] = [
    {
      name: 'branch.create',
      failure: failureWith('CREATE_FAILED', BRANCH_MESSAGES.createFailed.trim()),
      run: async (io) => {
        // An earlier attempt whose answer was lost may have created it: take that one instead of a 400.
        if (io.attempt > 1) {
          const existing = await deps.api.branches.load(code);
          if (existing) return existing;
        }
        await io.recordRequest(branch);
        return refusingData(BRANCH_MESSAGES.createFailed, () => deps.api.branches.create(branch));
      },
    },
    ...asks.map(
      (ask): WorkflowStep => ({
        name: `period.${ask.tipo}.${ask.horario}`,
        failure: failureWith('PERIOD_FAILED', BRANCH_MESSAGES.createFailed.trim()),
        run: async (io) => {
          if (io.attempt > 1) {
            const existing = (await deps.api.branchDeliveryPeriods.ofBranch(code)).find((p) => p.tipo === ask.tipo && Number(p.horario) === ask.horario);
            if (existing) return existing;
          }
          const write = { filial: code, ...ask };
          await io.recordRequest(write);
          return refusingData(BRANCH_MESSAGES.createFailed, () => deps.api.branchDeliveryPeriods.addToBranch(write));
        },
      }),
    ),
    {
      // Issue 19: a new branch starts with every active section ranked ('Ordenar Seções por Filial' has them to
      // order). The branch's ranks are read first, so a retry adds only what an earlier attempt did not.
      name: 'section.ranks',
      failure: failureWith('CREATE_FAILED', BRANCH_MESSAGES.createFailed.trim()),
      run: async () => {
        const [sections, existing] = await Promise.all([deps.api.sections.list(false), deps.api.sections.ranksOfBranch(code)]);
        const made: RankRecord[] = [];
        for (const rank of ranksForNewBranch(sections, existing, code)) made.push(await deps.api.sections.createRank(rank));
        return made;
      },
    },
    auditStep(deps, 'audit.branch', 'filiais', 'POST', (results) => ({
      before: null,
      after: {
        ...(results['branch.create'] as BranchRecord),
        horarios: asks.map((a) => results[`period.${a.tipo}.${a.horario}`] as BranchPeriodRecord),
      },
    })),
    auditStep(deps, 'audit.section.ranks', 'rank-secao-filial', 'POST', (results) => {
      const made = results['section.ranks'] as RankRecord[];
      return made.length ? { before: null, after: made } : null;
    }),
    // Every horarios-filiais row written is a change of that table with its own entry (DESIGN section 4), as
    // 'Adicionar Horários' writes one for a row added later.
    ...asks.map((ask) =>
      auditStep(deps, `audit.period.${ask.tipo}.${ask.horario}`, 'horarios-filiais', 'POST', (results) => ({
        before: null,
        after: results[`period.${ask.tipo}.${ask.horario}`],
      })),
    ),
  ];
  const input = { branch, schedules: asks };
  // A code in use is refused up front, unless this very form already started creating it (then it resumes).
  if (!(await deps.journal.byKey(runKey(code, 'branch_create', input))) && (await deps.api.branches.load(code))) {
    return failed('CODE_TAKEN', BRANCH_MESSAGES.codeTaken, 'code');
  }
  return finish(deps, code, { kind: 'branch_create', input }, steps, 'branch.create', BRANCH_MESSAGES.created, BRANCH_MESSAGES.createFailed);
}

export async function updateBranchRun(deps: WorkflowDeps, branch: BranchWrite): Promise<BranchPayload> {
  const code = branch.codFilial;
  let before: BranchRecord;
  try {
    before = await deps.api.branches.get(code);
  } catch (error) {
    if (isNotFound(error)) return failed('NOT_FOUND', BRANCH_MESSAGES.notFound, 'code');
    throw error;
  }
  const steps: WorkflowStep[] = [
    {
      name: 'branch.update',
      failure: failureWith('UPDATE_FAILED', BRANCH_MESSAGES.updateFailed.trim()),
      run: async (io) => {
        await io.recordRequest(branch);
        return refusingData(BRANCH_MESSAGES.updateFailed, () => deps.api.branches.update(code, branch));
      },
    },
    auditStep(deps, 'audit.branch', 'filiais', 'PUT', (results) => ({ before, after: results['branch.update'] })),
  ];
  return finish(deps, code, { kind: 'branch_update', input: { before, branch } }, steps, 'branch.update', BRANCH_MESSAGES.updated, BRANCH_MESSAGES.updateFailed);
}

async function finish(
  deps: WorkflowDeps,
  code: number,
  run: { kind: string; input: Record<string, unknown> },
  steps: WorkflowStep[],
  writeStep: string,
  success: string,
  failurePrefix: string,
): Promise<BranchPayload> {
  let outcome: RunOutcome;
  try {
    outcome = await executeWithRetries(deps.journal, {
      kind: run.kind,
      subject: `filial:${code}`,
      // The same change sent again is the same run (resumed where it stopped); another change is a new one.
      idempotencyKey: runKey(code, run.kind, run.input),
      input: run.input,
      sessionId: deps.sessionId,
      userId: deps.user.userId,
    }, steps);
  } catch (error) {
    if (error instanceof WorkflowBusyError) return failed('WORKFLOW_BUSY', `${failurePrefix}a filial ${code} já está sendo alterada. Aguarde.`);
    throw error;
  }
  if (outcome.run.status !== 'succeeded') return { branch: null, message: null, errors: runErrors(outcome) };
  return { branch: toBranchSource(outcome.results[writeStep] as BranchRecord), message: success, errors: [] };
}
