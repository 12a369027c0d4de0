// The general settings form's rules (docs/areas/catalogue.md#validation): every field required except the loyalty
// user, numbers at least 0. The password is required only while none is stored (an empty one keeps the stored
// password).
import type { BranchSettingsInput } from '../../generated/resolvers-types';
import { FORM_MESSAGES, isCep, isWebUrl, maximumMessage, problemList, type FieldProblem } from '../../kit/form-rules';

export const SETTINGS_MESSAGES = {
  ...FORM_MESSAGES,
  saved: 'Configurações Atualizadas com Sucesso!',
  saveFailed: 'Erro ao Atualizar Configurações: ',
  loadFailed: 'Erro ao Carregar Configurações: ',
  notFound: 'Filial não encontrada.',
  savedMeanwhile: 'as configurações desta filial acabaram de ser salvas por outra pessoa. Abra-as de novo e confira.',
  stockMarginMax: maximumMessage('100'),
} as const;

/** The stock margin is a share of the stock (margemMS, percent): more than all of it means nothing. */
export const STOCK_MARGIN_MAX = 100;

const DECIMALS = ['minimumPurchase', 'minimumPickupPurchase', 'stockMarginPercent', 'serviceFee'] as const;
const INTEGERS = ['additionalOrderItemLimit', 'deliveryIntervalMinutes', 'nextDaySearchLimit', 'serviceFeeProductId', 'deliveryFeeProductId'] as const;
const TEXTS = ['serviceFeeErpCode', 'deliveryFeeErpCode', 'neighbourhoodPostalCode', 'supportUrl'] as const;

/** In the form's order, so the first problem is the first field to fix. */
export function settingsProblems(input: BranchSettingsInput, passwordStored: boolean): FieldProblem[] {
  const { problems, add } = problemList();
  for (const field of DECIMALS) {
    const value = input[field];
    if (value === null || value === undefined || value === '') add(field, SETTINGS_MESSAGES.required);
    else if (Number(value) < 0) add(field, SETTINGS_MESSAGES.minZero);
    else if (field === 'stockMarginPercent' && Number(value) > STOCK_MARGIN_MAX) add(field, SETTINGS_MESSAGES.stockMarginMax);
  }
  for (const field of INTEGERS) {
    const value = input[field];
    if (value === null || value === undefined) add(field, SETTINGS_MESSAGES.required);
    else if (value < 0) add(field, SETTINGS_MESSAGES.minZero);
  }
  for (const field of TEXTS) if (!input[field]?.trim()) add(field, SETTINGS_MESSAGES.required);
  const cep = input.neighbourhoodPostalCode?.trim();
  if (cep && !isCep(cep)) add('neighbourhoodPostalCode', SETTINGS_MESSAGES.cep);
  const url = input.supportUrl?.trim();
  if (url && !isWebUrl(url)) add('supportUrl', SETTINGS_MESSAGES.url);
  if (!passwordStored && !input.loyaltyPassword?.trim()) add('loyaltyPassword', SETTINGS_MESSAGES.required);
  return problems;
}
