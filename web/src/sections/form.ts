// The section page's texts and form (spec 001 sections 5 and 8): description and icon required with the generic
// '{field} não pode estar vazio!', info optional. The gateway checks the same rules.
import type { SectionFieldsFragment, SectionInput } from '../generated/graphql';
import type { Checked } from '../lib/useDialogForm';

export const SECTION_TOASTS = {
  updated: 'Seção Atualizada Com Sucesso!',
  reordered: 'Seção Atualizadas Com Sucesso!',
  rankUpdated: 'Rank Seção Atualizada Com Sucesso!',
  updateFailed: 'Erro ao Atualizar: ',
  reorderFailed: 'Erro ao Atualizar Seções: ',
  loadFailed: 'Erro ao Carregar Seções: ',
  branchesFailed: 'Erro ao Carregar a Filial: ',
} as const;

export const emptyMessage = (label: string) => `${label} não pode estar vazio!`;

export interface SectionFormValues {
  description: string;
  icon: string;
  info: string;
  active: boolean;
}

export const sectionFormOf = (s: SectionFieldsFragment): SectionFormValues => ({
  description: s.description,
  icon: s.icon ?? '',
  info: s.info ?? '',
  active: s.active,
});

export function sectionInput(values: SectionFormValues): Checked<SectionInput> {
  const errors: Record<string, string> = {};
  if (!values.description.trim()) errors.description = emptyMessage('Descrição');
  if (!values.icon.trim()) errors.icon = emptyMessage('Ícone');
  if (Object.keys(errors).length) return { errors };
  return { input: { description: values.description.trim(), icon: values.icon.trim(), info: values.info.trim() || null, active: values.active } };
}


/** Items in their stored position (order for sections, rank for ranks), ties by id so the list never jumps. */
export function byPosition<T extends { id: string }>(items: readonly T[], position: (item: T) => number): T[] {
  return [...items].sort((a, b) => position(a) - position(b) || Number(a.id) - Number(b.id));
}

/** The items in the order of `ids` (an order being saved), or null when they no longer match. */
export function inOrder<T extends { id: string }>(items: readonly T[], ids: readonly string[] | null): T[] | null {
  if (!ids) return null;
  const byId = new Map(items.map((item) => [item.id, item]));
  const ordered = ids.map((id) => byId.get(id));
  return ordered.length === items.length && ordered.every(Boolean) ? (ordered as T[]) : null;
}
