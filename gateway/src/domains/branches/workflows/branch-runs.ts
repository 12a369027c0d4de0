// The branch changes (docs/areas/catalogue.md#branches): create = the branch, then each period of the schedule types
// ticked, then the branch's audit entry and one per period row; update = the branch, then its audit entry.
// Journaled (workflows/ engine): a run that fails half-way is taken up again where it stopped, by an automatic
// retry or the same form sent again.
import type { BranchScheduleInput, ResolversTypes } from '../../../generated/resolvers-types';
import { toBranchSource } from '../../../kit/branch-source';
import { failure, refusal } from '../../../kit/payload';
import type { BranchRecord, BranchWrite } from '../../../upstreams/product-api/branches';
import type { BranchPeriodRecord } from '../../../upstreams/product-api/branch-delivery-periods';
import type { RankRecord } from '../../../upstreams/product-api/sections';
import { isNotFound } from '../../../upstreams/product-api/transport';
import { auditStep } from '../../../workflows/audit';
import { failureWith, refusingData, type WorkflowDeps } from '../../../workflows/effects';
import { performChange } from '../../../workflows/engine';
import { inputDigest, perTarget, type RunKey } from '../../../workflows/keys';
import { runOfSubmission } from '../../../workflows/questions';
import { RUN_ATTEMPTS, type WorkflowStep } from '../../../workflows/runner';
import { journalSubject } from '../../../workflows/subjects';
import { BRANCH_MESSAGES, ranksForNewBranch } from '../rules';

type BranchPayload = ResolversTypes['BranchPayload'];

const refused = refusal('branch');

/** What a branch run holds: the branch, by code (its audit table 'filiais'). */
const branchSubject = (code: number) => journalSubject('filiais', code);

/**
 * The same change sent again is the same run, ever (resumed where it stopped, or answered by the run that
 * succeeded); another change is a new one: one run per branch and digest of what was asked.
 */
const changeKey = (deps: WorkflowDeps, input: unknown): RunKey => perTarget(inputDigest(deps.encryptionKey, input));

interface PeriodAsk {
  tipo: BranchScheduleInput['type'];
  horario: number;
  quantidade: number;
}

function periodAsks(schedules: readonly BranchScheduleInput[]): PeriodAsk[] {
  return schedules.flatMap((s) => [...new Set(s.periodIds)].map((id) => ({ tipo: s.type, horario: Number(id), quantidade: s.maxDeliveries })));
}

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
    ...asks.map((ask): WorkflowStep => ({
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
    })),
    {
      // docs/decisions/0046-delivery-periods-and-ranks.md: a new branch starts with every active section ranked
      // ('Ordenar Seções por Filial' has them to order). The branch's ranks are read first, so a retry adds only what
      // an earlier attempt did not.
      name: 'section.ranks',
      failure: failureWith('CREATE_FAILED', BRANCH_MESSAGES.createFailed.trim()),
      run: async (io) => {
        // Ranks name their branch by id (docs/areas/catalogue.md#branch-ids-and-codes: `filial={id}`): the id the
        // branch was just created with.
        const branchId = Number((io.results['branch.create'] as BranchRecord).id);
        const [sections, existing] = await Promise.all([deps.api.sections.list(false), deps.api.sections.ranksOfBranch(branchId)]);
        const made: RankRecord[] = [];
        for (const rank of ranksForNewBranch(sections, existing, branchId)) made.push(await deps.api.sections.createRank(rank));
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
    // Every horarios-filiais row written is a change of that table with its own entry
    // (docs/decisions/0008-one-audit-entry-per-change.md), as 'Adicionar Horários' writes one for a row added later.
    ...asks.map((ask) =>
      auditStep(deps, `audit.period.${ask.tipo}.${ask.horario}`, 'horarios-filiais', 'POST', (results) => ({
        before: null,
        after: results[`period.${ask.tipo}.${ask.horario}`],
      })),
    ),
  ];
  const input = { branch, schedules: asks };
  // A code in use is refused up front, unless this very form already started creating it (then it resumes).
  const key = changeKey(deps, input);
  if (!(await runOfSubmission(deps, branchSubject(code), 'branch_create', key)) && (await deps.api.branches.load(code))) {
    return refused(failure('CODE_TAKEN', BRANCH_MESSAGES.codeTaken, 'code'));
  }
  return finish(deps, code, { kind: 'branch_create', input, key }, steps, 'branch.create', BRANCH_MESSAGES.created, BRANCH_MESSAGES.createFailed);
}

export async function updateBranchRun(deps: WorkflowDeps, branch: BranchWrite): Promise<BranchPayload> {
  const code = branch.codFilial;
  let before: BranchRecord;
  try {
    before = await deps.api.branches.get(code);
  } catch (error) {
    if (isNotFound(error)) return refused(failure('NOT_FOUND', BRANCH_MESSAGES.notFound, 'code'));
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
  const input = { before, branch };
  return finish(
    deps,
    code,
    { kind: 'branch_update', input, key: changeKey(deps, input) },
    steps,
    'branch.update',
    BRANCH_MESSAGES.updated,
    BRANCH_MESSAGES.updateFailed,
  );
}

function finish(
  deps: WorkflowDeps,
  code: number,
  run: { kind: string; input: Record<string, unknown>; key: RunKey },
  steps: WorkflowStep[],
  writeStep: string,
  success: string,
  failurePrefix: string,
): Promise<BranchPayload> {
  return performChange<never, BranchPayload>(deps, {
    run: () => ({
      kind: run.kind,
      subject: branchSubject(code),
      key: run.key,
      input: run.input,
      steps,
      attempts: RUN_ATTEMPTS,
      busy: `${failurePrefix}a filial ${code} já está sendo alterada. Aguarde.`,
    }),
    done: (results) => ({ branch: toBranchSource(results[writeStep] as BranchRecord), message: success, errors: [] }),
    refused: (errors) => refused(errors),
  });
}
