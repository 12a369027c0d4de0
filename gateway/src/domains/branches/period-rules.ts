// The delivery-period forms' rules (docs/areas/catalogue.md#validation): start and end required (HH:mm, end after
// start); a branch period needs its period, quantity (min 0) and type.
import type { BranchDeliveryPeriodInput, DeliveryPeriodInput } from '../../generated/resolvers-types';
import { BRANCH_MESSAGES, type FieldProblem } from './rules';

export const PERIOD_MESSAGES = {
  created: 'Horário Cadastrado Com Sucesso!',
  added: 'Horário da Filial Adicionado com Sucesso!',
  updated: 'Horário da Filial Atualizado Com Sucesso!',
  time: 'Informe a hora no formato HH:mm.',
  order: 'A Hora Fim deve ser depois da Hora Inicial.',
  notFound: 'Horário da filial não encontrado.',
  duplicate: 'Este período já está cadastrado.',
  // Worded like the other removals ('Forma de Pagamento Excluída com Sucesso!').
  removed: 'Horário Removido da Filial com Sucesso!',
  removeFailed: 'Erro ao Excluir: ',
  loadFailed: 'Erro ao Carregar Horários: ',
  duplicateAtBranch: 'Este período já está na filial para este tipo.',
} as const;

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

export function periodProblems(input: DeliveryPeriodInput): FieldProblem[] {
  const problems: FieldProblem[] = [];
  for (const field of ['start', 'end'] as const) {
    const value = input[field].trim();
    if (!value) problems.push({ field, message: BRANCH_MESSAGES.required });
    else if (!TIME.test(value)) problems.push({ field, message: PERIOD_MESSAGES.time });
  }
  if (problems.length === 0 && input.end.trim() <= input.start.trim()) problems.push({ field: 'end', message: PERIOD_MESSAGES.order });
  return problems;
}

/** `needsPeriod`: adding requires the period; editing keeps the current one when absent. */
export function branchPeriodProblems(input: BranchDeliveryPeriodInput, needsPeriod: boolean): FieldProblem[] {
  const problems: FieldProblem[] = [];
  const period = input.periodId?.trim();
  if (!period && needsPeriod) problems.push({ field: 'periodId', message: BRANCH_MESSAGES.required });
  else if (period && !/^\d{1,12}$/.test(period)) problems.push({ field: 'periodId', message: BRANCH_MESSAGES.required });
  if (input.maxDeliveries < 0) problems.push({ field: 'maxDeliveries', message: BRANCH_MESSAGES.minZero });
  return problems;
}

/** docs/decisions/0046-delivery-periods-and-ranks.md: a period is one start and end; a second one with the same times is refused. */
export function duplicatePeriod(stored: readonly { horaInicio: string; horaFim: string }[], start: string, end: string): FieldProblem[] {
  const hhmm = (time: string) => time.trim().slice(0, 5);
  return stored.some((p) => hhmm(p.horaInicio) === hhmm(start) && hhmm(p.horaFim) === hhmm(end))
    ? [{ field: 'start', message: PERIOD_MESSAGES.duplicate }]
    : [];
}

/** docs/decisions/0046-delivery-periods-and-ranks.md: a branch has a period at most once per schedule type (`exceptId`: the row being edited). */
export function duplicateBranchPeriod(
  rows: readonly { id: number; horario: number | string; tipo: string }[],
  period: number,
  type: string,
  exceptId?: number,
): FieldProblem[] {
  return rows.some((r) => r.id !== exceptId && Number(r.horario) === period && r.tipo === type)
    ? [{ field: 'periodId', message: PERIOD_MESSAGES.duplicateAtBranch }]
    : [];
}
