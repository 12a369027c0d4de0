// The section page's rules and texts (docs/areas/catalogue.md#sections): the edit form (description and icon required,
// with the generic '{field} não pode estar vazio!'), and the reorder plan: which items a new order writes.
import type { SectionInput } from '../../generated/resolvers-types';
import { emptyMessage, problemList, type FieldProblem } from '../../kit/form-rules';
import { SECTION_ICON_NAMES } from '../../generated/section-icons';

export const SECTION_MESSAGES = {
  updated: 'Seção Atualizada Com Sucesso!',
  reordered: 'Seção Atualizadas Com Sucesso!',
  rankUpdated: 'Rank Seção Atualizada Com Sucesso!',
  updateFailed: 'Erro ao Atualizar: ',
  reorderFailed: 'Erro ao Atualizar Seções: ',
  loadFailed: 'Erro ao Carregar Seções: ',
  notFound: 'Seção não encontrada.',
  rankNotFound: 'Rank de seção não encontrado.',
  branchNotFound: 'Filial não encontrada.',
  orderInvalid: 'A ordem enviada não corresponde às seções cadastradas. Recarregue a página e tente novamente.',
  busy: 'a ordem das seções já está sendo alterada. Aguarde.',
  unknownIcon: (name: string) => `O app não conhece o ícone "${name}": use um nome de ícone do Font Awesome (ex.: shopping-basket, paw).`,
} as const;

/** docs/areas/catalogue.md#validation: '{field} não pode estar vazio!' (the section form is not among the 'Campo
 *  obrigatório!' ones). */
export function sectionProblems(input: SectionInput): FieldProblem[] {
  const { problems, add } = problemList();
  if (!input.description.trim()) add('description', emptyMessage('Descrição'));
  const icon = input.icon.trim();
  if (!icon) add('icon', emptyMessage('Ícone'));
  // The customer app draws only its icon set's names; any other is shown as its text there.
  else if (!SECTION_ICON_NAMES.has(icon)) add('icon', SECTION_MESSAGES.unknownIcon(icon));
  return problems;
}

export interface Placed {
  id: number;
  /** The stored position (ordenar or rank). */
  position: number;
}

export interface Move {
  id: number;
  from: number;
  to: number;
}

/**
 * The writes that put `asked` (ids top first, as the person saw them) in place over `stored` (every item, in its
 * stored order). Items not asked for (hidden inactive sections) keep their slots; the asked ones fill the other
 * slots in the asked order; each item then gets its index as position, and only items whose stored position
 * differs from it are written (docs/areas/catalogue.md#states). Null when `asked` names an unknown id or one twice.
 */
export function reorderPlan(stored: readonly Placed[], asked: readonly number[]): Move[] | null {
  const known = new Set(stored.map((s) => s.id));
  const wanted = new Set(asked);
  if (wanted.size !== asked.length || asked.some((id) => !known.has(id))) return null;
  const queue = [...asked];
  const order = stored.map((s) => (wanted.has(s.id) ? queue.shift()! : s.id));
  const before = new Map(stored.map((s) => [s.id, s.position]));
  return order.flatMap((id, index) => (before.get(id) === index ? [] : [{ id, from: before.get(id)!, to: index }]));
}

/** Ids as the API knows them (digits only); null when one is not. */
export function numericIds(ids: readonly string[]): number[] | null {
  if (ids.some((id) => !/^\d{1,12}$/.test(id.trim()))) return null;
  return ids.map((id) => Number(id));
}
