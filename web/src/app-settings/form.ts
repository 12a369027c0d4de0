// The settings form's values <-> the schema's AppSettings / AppSettingsInput, its sections
// (docs/areas/staff-and-support.md#app-settings), and the terms editor's draft. The required fields are checked here
// too, so the person sees 'Campo obrigatório!' without a round trip; the gateway checks them again and its messages
// come back on the fields.
import type { AppSettingsPage_SettingsFragment, AppSettingsInput, TermsView_TopicFragment, TermsTopicInput } from '../generated/graphql';
import { INPUT_LIMITS } from '../generated/input-limits';
import { boundProblems } from '../lib/inputBounds';

export const REQUIRED_MESSAGE = 'Campo obrigatório!';

export type TextField =
  'supportUrl' | 'androidVersion' | 'androidPackageName' | 'playStoreUrl' | 'iosVersion' | 'iosPackageName' | 'appStoreUrl' | 'pickerAppVersion';
export type SwitchField = 'maintenance' | 'androidUpdateRequired' | 'iosUpdateRequired' | 'pickerAppUpdateRequired';
export type AppSettingsValues = Record<TextField, string> & Record<SwitchField, boolean>;

export const REQUIRED: readonly TextField[] = ['supportUrl', 'androidVersion', 'playStoreUrl', 'iosVersion', 'appStoreUrl', 'pickerAppVersion'];

export const SETTINGS_SECTIONS: ReadonlyArray<{ title: string; texts: ReadonlyArray<readonly [TextField, string]>; switch?: readonly [SwitchField, string] }> =
  [
    { title: 'Geral', texts: [['supportUrl', 'URL de Suporte']], switch: ['maintenance', 'Manutenção'] },
    {
      title: 'Android',
      texts: [
        ['androidVersion', 'Versão Android'],
        ['androidPackageName', 'Package Name Android'],
        ['playStoreUrl', 'Link da Play Store'],
      ],
      switch: ['androidUpdateRequired', 'Atualização obrigatória no Android'],
    },
    {
      title: 'iOS',
      texts: [
        ['iosVersion', 'Versão iOS'],
        ['iosPackageName', 'Package Name iOS'],
        ['appStoreUrl', 'Link da App Store'],
      ],
      switch: ['iosUpdateRequired', 'Atualização obrigatória no iOS'],
    },
    {
      title: 'App do Separador',
      texts: [['pickerAppVersion', 'Versão do App do Separador']],
      switch: ['pickerAppUpdateRequired', 'Atualização obrigatória do App do Separador'],
    },
  ];

export function appSettingsValues(s: AppSettingsPage_SettingsFragment | null): AppSettingsValues {
  return {
    maintenance: s?.maintenance ?? false,
    supportUrl: s?.supportUrl ?? '',
    androidVersion: s?.androidVersion ?? '',
    androidPackageName: s?.androidPackageName ?? '',
    playStoreUrl: s?.playStoreUrl ?? '',
    androidUpdateRequired: s?.androidUpdateRequired ?? false,
    iosVersion: s?.iosVersion ?? '',
    iosPackageName: s?.iosPackageName ?? '',
    appStoreUrl: s?.appStoreUrl ?? '',
    iosUpdateRequired: s?.iosUpdateRequired ?? false,
    pickerAppVersion: s?.pickerAppVersion ?? '',
    pickerAppUpdateRequired: s?.pickerAppUpdateRequired ?? false,
  };
}

/** The input, or the required fields left empty. */
export function appSettingsInput(v: AppSettingsValues): { input: AppSettingsInput } | { errors: Record<string, string> } {
  const missing = REQUIRED.filter((f) => !v[f].trim());
  const errors = { ...boundProblems(v, INPUT_LIMITS.AppSettingsInput), ...Object.fromEntries(missing.map((f) => [f, REQUIRED_MESSAGE])) };
  if (Object.keys(errors).length) return { errors };
  return { input: { ...v, androidPackageName: v.androidPackageName.trim() || null, iosPackageName: v.iosPackageName.trim() || null } };
}

/** The editor's draft: `key` tells rows apart (a new one has no id yet). */
export interface DraftParagraph {
  key: string;
  id: string | null;
  text: string;
  item: boolean;
}
export interface DraftTopic {
  key: string;
  id: string | null;
  title: string;
  paragraphs: DraftParagraph[];
}

let nextKey = 0;
export const newKey = () => `novo-${++nextKey}`;

export function termsDraft(topics: readonly TermsView_TopicFragment[]): DraftTopic[] {
  return topics.map((t) => ({
    key: `t${t.id}`,
    id: t.id,
    title: t.title,
    paragraphs: t.paragraphs.map((p) => ({ key: `p${p.id}`, id: p.id, text: p.text, item: p.item })),
  }));
}

export const termsInput = (draft: readonly DraftTopic[]): TermsTopicInput[] =>
  draft.map((t) => ({ id: t.id, title: t.title, paragraphs: t.paragraphs.map((p) => ({ id: p.id, text: p.text, item: p.item })) }));

/** The positions (from 1) of topics without title. */
export const untitled = (draft: readonly DraftTopic[]) => draft.flatMap((t, i) => (t.title.trim() ? [] : [i]));

/** A copy of the list with the item at `index` moved one place up (-1) or down (+1). */
export function moved<T>(list: readonly T[], index: number, by: -1 | 1): T[] {
  const to = index + by;
  if (to < 0 || to >= list.length) return [...list];
  const copy = [...list];
  [copy[index], copy[to]] = [copy[to], copy[index]];
  return copy;
}
