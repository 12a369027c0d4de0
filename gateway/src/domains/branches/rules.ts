// The branch form's rules (docs/areas/catalogue.md#validation): the only copy, the web shows the messages it gets back.
// CNPJ: numeric or alphanumeric (IN RFB 2.229/2024, valid from July 2026), checked by @brazilian-utils.
import { isValidCnpj } from '@brazilian-utils/brazilian-utils/is-valid-cnpj';
import type { BranchInput, BranchScheduleInput } from '../../generated/resolvers-types';
import { FORM_MESSAGES, isCep, isWebUrl, normaliseCep, problemList, type FieldProblem } from '../../kit/form-rules';
import type { RankRecord, RankWrite, SectionRecord } from '../../upstreams/product-api/sections';

export const BRANCH_MESSAGES = {
  created: 'Filial Cadastrada Com Sucesso!',
  updated: 'Filial Atualizada Com Sucesso!',
  createFailed: 'Erro ao Cadastrar: ',
  updateFailed: 'Erro ao Atualizar: ',
  loadFailed: 'Erro ao Carregar a Filial: ',
  choicesFailed: 'Erro ao Carregar Filiais: ',
  ...FORM_MESSAGES,
  cnpj: 'CNPJ inválido!',
  state: 'Informe a sigla do estado (2 letras).',
  duplicateSchedule: 'Tipo de horário informado mais de uma vez.',
  codeTaken: 'Já existe uma filial com este código.',
  notFound: 'Filial não encontrada.',
} as const;

export { isCep, isWebUrl, normaliseCep, type FieldProblem };

/** CNPJ as stored: 14 characters, letters upper case, punctuation dropped. */
export const normaliseCnpj = (value: string) => value.toUpperCase().replace(/[^0-9A-Z]/g, '');
export const isCnpj = (value: string) => normaliseCnpj(value).length === 14 && isValidCnpj(normaliseCnpj(value), { version: 2 });

const REQUIRED_TEXT = ['name', 'cnpj', 'address', 'number', 'neighbourhood', 'city', 'state', 'postalCode', 'mapsUrl', 'contact', 'whatsappUrl'] as const;

/** Every problem of the form, field by field (the first per field). */
export function branchProblems(input: BranchInput): FieldProblem[] {
  const { problems, add } = problemList();
  if (input.code < 0) add('code', BRANCH_MESSAGES.minZero);
  for (const field of REQUIRED_TEXT) if (!input[field]?.trim()) add(field, BRANCH_MESSAGES.required);
  if (input.cnpj.trim() && !isCnpj(input.cnpj)) add('cnpj', BRANCH_MESSAGES.cnpj);
  if (input.postalCode.trim() && !isCep(input.postalCode)) add('postalCode', BRANCH_MESSAGES.cep);
  if (input.state.trim() && !/^[A-Za-z]{2}$/.test(input.state.trim())) add('state', BRANCH_MESSAGES.state);
  for (const field of ['mapsUrl', 'whatsappUrl'] as const) if (input[field].trim() && !isWebUrl(input[field])) add(field, BRANCH_MESSAGES.url);
  return problems;
}

/** A ticked schedule type needs its periods and a quantity (min 0); each type once. */
export function scheduleProblems(schedules: readonly BranchScheduleInput[]): FieldProblem[] {
  const problems: FieldProblem[] = [];
  const seen = new Set<string>();
  for (const s of schedules) {
    const field = `schedules.${s.type}`;
    if (seen.has(s.type)) problems.push({ field, message: BRANCH_MESSAGES.duplicateSchedule });
    else if (s.periodIds.length === 0 || s.periodIds.some((id) => !/^\d{1,12}$/.test(id)))
      problems.push({ field: `${field}.periodIds`, message: BRANCH_MESSAGES.required });
    else if (s.maxDeliveries < 0) problems.push({ field: `${field}.maxDeliveries`, message: BRANCH_MESSAGES.minZero });
    seen.add(s.type);
  }
  return problems;
}

/** A new branch's ranks (docs/decisions/0046-delivery-periods-and-ranks.md): every active section not yet ranked there, in app order (ordenar, id), after
 *  the ranks it already has, available and not a fee section, so 'Ordenar Seções por Filial' has them to order.
 *  A rule of what a new branch starts with: the branch's own (the sections domain does not use it). */
export function ranksForNewBranch(sections: readonly SectionRecord[], existing: readonly Pick<RankRecord, 'secao'>[], branch: number): RankWrite[] {
  // A rank names its section by id (`secao`), a flat row and a shaped detail alike.
  const ranked = new Set(existing.map((r) => r.secao));
  return sections
    .filter((s) => s.ativo === 'S' && !ranked.has(s.id))
    .sort((a, b) => a.ordenar - b.ordenar || a.id - b.id)
    .map((s, i) => ({ secao: s.id, filial: branch, rank: existing.length + i, ativo: true, is_taxa: false }));
}
