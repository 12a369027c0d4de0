// Product API records <-> the schema's types (schema/app-settings.graphql).
import type { AppSettingsInput, PrivacyPolicyInput } from '../../generated/resolvers-types';
import type { AppSettingsRecord, AppSettingsWrite } from '../../upstreams/product-api/app-settings';
import type { PrivacyPolicyRecord } from '../../upstreams/product-api/privacy-policy';
import type { TermsTopicRecord } from '../../upstreams/product-api/terms';
import type { StoredTopic } from './terms-diff';

const optional = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);

export function toAppSettings(r: AppSettingsRecord) {
  return {
    id: String(r.id),
    maintenance: Boolean(r.manutencao),
    supportUrl: r.url_suporte ?? '',
    androidVersion: r.versao_android ?? '',
    androidPackageName: r.package_name_android ?? null,
    playStoreUrl: r.url_play_store ?? '',
    androidUpdateRequired: Boolean(r.att_obrigatoria_android),
    iosVersion: r.versao_ios ?? '',
    iosPackageName: r.package_name_ios ?? null,
    appStoreUrl: r.url_app_store ?? '',
    iosUpdateRequired: Boolean(r.att_obrigatoria_ios),
    pickerAppVersion: r.versao_app_separador ?? '',
    pickerAppUpdateRequired: Boolean(r.att_obrig_separador),
  };
}

export function toAppSettingsWrite(input: AppSettingsInput): AppSettingsWrite {
  return {
    manutencao: input.maintenance,
    url_suporte: input.supportUrl.trim(),
    versao_android: input.androidVersion.trim(),
    package_name_android: optional(input.androidPackageName),
    url_play_store: input.playStoreUrl.trim(),
    att_obrigatoria_android: input.androidUpdateRequired,
    versao_ios: input.iosVersion.trim(),
    package_name_ios: optional(input.iosPackageName),
    url_app_store: input.appStoreUrl.trim(),
    att_obrigatoria_ios: input.iosUpdateRequired,
    versao_app_separador: input.pickerAppVersion.trim(),
    att_obrig_separador: input.pickerAppUpdateRequired,
  };
}

/** The topics in order (sequencia, then id), each with its paragraphs in order. */
export function toStoredTopics(records: readonly TermsTopicRecord[]): StoredTopic[] {
  const byOrder = <T extends { sequencia: number; id: number }>(a: T, b: T) => a.sequencia - b.sequencia || a.id - b.id;
  return [...records].sort(byOrder).map((t) => ({
    id: t.id,
    titulo: t.titulo,
    sequencia: t.sequencia,
    paragrafos: [...(t.paragrafos ?? [])]
      .sort(byOrder)
      .map((p) => ({ id: p.id, texto: p.texto, inciso: Boolean(p.inciso), sequencia: p.sequencia, topico: p.topico })),
  }));
}

export function toTermsTopics(topics: readonly StoredTopic[]) {
  return topics.map((t) => ({
    id: String(t.id),
    title: t.titulo,
    order: t.sequencia,
    paragraphs: t.paragrafos.map((p) => ({ id: String(p.id), text: p.texto, item: p.inciso, order: p.sequencia })),
  }));
}

export const toPrivacyPolicy = (r: PrivacyPolicyRecord) => ({ id: String(r.id), title: r.titulo ?? '', body: r.texto ?? '' });

export const toPrivacyPolicyWrite = (input: PrivacyPolicyInput) => ({ titulo: input.title.trim(), texto: input.body.trim() });
