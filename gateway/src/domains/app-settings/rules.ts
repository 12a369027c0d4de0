// The settings form's, the terms editor's and the privacy policy's rules and texts (docs/areas/staff-and-support.md#validation):
// links and versions required, package names optional; a topic needs its title; a changed paragraph with empty
// text is left as it was; the privacy policy needs its title and body ('Campo obrigatório!').
import type { AppSettingsInput, PrivacyPolicyInput } from '../../generated/resolvers-types';
import { FORM_MESSAGES, isWebUrl, problemList, type FieldProblem } from '../../kit/form-rules';

export const APP_SETTINGS_MESSAGES = {
  ...FORM_MESSAGES,
  saved: 'Configurações atualizadas com sucesso!',
  saveFailed: 'Erro ao atualizar configurações do app: ',
  loadFailed: 'Erro ao carregar configurações do app: ',
  missing: 'nenhuma configuração cadastrada na API.',
  termsSaved: 'Termos de uso atualizados com Sucesso!',
  termsLoadFailed: 'Erro ao Carregar Termos de Uso: ',
  termsSaveFailed: 'Erro ao salvar os Termos de Uso: ',
  deleteFailed: 'Erro ao Excluir Tópico/Parágrafo: ',
  superseded: 'Os termos foram alterados por outra pessoa desde esta tentativa. Recarregue os termos e edite de novo.',
  unknownTopic: 'Tópico não encontrado (excluído por outra pessoa?). Recarregue os termos.',
  unknownParagraph: 'Parágrafo não encontrado (excluído por outra pessoa?). Recarregue os termos.',
  repeated: 'O mesmo tópico ou parágrafo aparece duas vezes.',
  badRequestId: 'Identificador da gravação inválido: recarregue a página e tente novamente.',
  tooMany: 'Termos grandes demais: no máximo 200 tópicos e 500 parágrafos por tópico.',
} as const;

/** The spec's text (docs/areas/staff-and-support.md#errors); Nº is the topic's or paragraph's position, and the same text serves updates and paragraphs. */
const TERMS_WRITE_FAILURE = 'Erro ao Criar Nº tópico. Tente Novamente';

/** 'Erro ao Criar 2º tópico. Tente Novamente', 'Erro ao Atualizar 1º parágrafo. Tente Novamente'... */
export function termsWriteFailure(action: 'Criar' | 'Atualizar', what: 'tópico' | 'parágrafo', position: number): string {
  return TERMS_WRITE_FAILURE.replace('Criar', action).replace('Nº', `${position}º`).replace('tópico', what);
}

const REQUIRED: ReadonlyArray<keyof AppSettingsInput> = ['supportUrl', 'androidVersion', 'playStoreUrl', 'iosVersion', 'appStoreUrl', 'pickerAppVersion'];
const LINKS: ReadonlyArray<keyof AppSettingsInput> = ['supportUrl', 'playStoreUrl', 'appStoreUrl'];

export function appSettingsProblems(input: AppSettingsInput): FieldProblem[] {
  const { problems, add } = problemList();
  for (const field of REQUIRED) if (!String(input[field] ?? '').trim()) add(field, FORM_MESSAGES.required);
  for (const field of LINKS) if (!isWebUrl(String(input[field] ?? ''))) add(field, FORM_MESSAGES.url);
  return problems;
}

// The spec names the dialog only; the texts follow the terms' ('Termos de uso atualizados com Sucesso!').
export const PRIVACY_POLICY_MESSAGES = {
  required: FORM_MESSAGES.required,
  saved: 'Política de privacidade atualizada com Sucesso!',
  saveFailed: 'Erro ao Atualizar Política de Privacidade: ',
  loadFailed: 'Erro ao Carregar Política de Privacidade: ',
  missing: 'nenhuma política de privacidade cadastrada na API.',
  /** The product API has no politica-privacidade (capability privacyPolicy off). */
  unavailable: 'A política de privacidade não está disponível neste servidor de produtos.',
} as const;

export function privacyPolicyProblems(input: PrivacyPolicyInput): FieldProblem[] {
  const { problems, add } = problemList();
  if (!input.title.trim()) add('title', PRIVACY_POLICY_MESSAGES.required);
  if (!input.body.trim()) add('body', PRIVACY_POLICY_MESSAGES.required);
  return problems;
}
