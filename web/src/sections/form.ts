// The section page's texts and form (docs/areas/catalogue.md#sections): description and icon required with the generic
// '{field} não pode estar vazio!', info optional. The gateway checks the same rules.
import type { SectionList_SectionFragment, SectionInput } from '../generated/graphql';
import { emptyMessage } from '../lib/formMessages';
import type { Checked } from '../lib/useDialogForm';

/** What the gateway cannot say: the prefixes shown when it cannot be reached at all (every success and refusal
 *  text comes from the payload; a read failure already carries its load text, which is then not repeated). */
export const SECTION_TOASTS = {
  updateFailed: 'Erro ao Atualizar: ',
  reorderFailed: 'Erro ao Atualizar Seções: ',
  loadFailed: 'Erro ao Carregar Seções: ',
  branchesFailed: 'Erro ao Carregar a Filial: ',
} as const;

export interface SectionFormValues {
  description: string;
  icon: string;
  info: string;
  active: boolean;
}

export const sectionFormOf = (s: SectionList_SectionFragment): SectionFormValues => ({
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
