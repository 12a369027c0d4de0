// The calendar form's rules (docs/areas/catalogue.md#holidays): every field required ('Campo obrigatório!'),
// one entry per branch and day, and no day before the first one the calendar reads (1 January of last year).
import type { SpecialDateInput } from '../../generated/resolvers-types';
import { dateScalarDay, saoPauloDate } from '../../kit/dates';
import { FORM_MESSAGES, problemList, type FieldProblem } from '../../kit/form-rules';

export const HOLIDAY_MESSAGES = {
  required: FORM_MESSAGES.required,
  created: 'Horário Especial Adicionado com Sucesso!',
  updated: 'Horário Especial Atualizado com Sucesso!',
  deleted: 'Horário Especial Excluído com Sucesso!',
  loadFailed: 'Erro ao Buscar Horários Especiais: ',
  createFailed: 'Erro ao Cadastrar: ',
  updateFailed: 'Erro ao Atualizar: ',
  deleteFailed: 'Erro ao Excluir: ',
  notFound: 'Horário especial não encontrado.',
  branchNotFound: 'Filial não encontrada.',
  dayTaken: 'Já existe um horário especial nesta data para a filial.',
  tooEarly: (first: string) => `A data deve ser a partir de ${first.split('-').reverse().join('/')}.`,
} as const;

/** docs/areas/catalogue.md#constants: holidays are read from 1 January of last year (São Paulo's calendar). */
export function firstCalendarDay(now: Date): string {
  return `${Number(saoPauloDate(now).slice(0, 4)) - 1}-01-01`;
}

/** The form's day as YYYY-MM-DD (the Date scalar always yields one for a required argument). */
export const isoDay = (date: unknown) => dateScalarDay(date) ?? '';

export function specialDateProblems(input: SpecialDateInput, now: Date): FieldProblem[] {
  const { problems, add } = problemList();
  const first = firstCalendarDay(now);
  if (isoDay(input.date) < first) add('date', HOLIDAY_MESSAGES.tooEarly(first));
  if (!input.description.trim()) add('description', HOLIDAY_MESSAGES.required);
  return problems;
}
