// The settings form's values (text, as typed) <-> the schema's BranchSettings / BranchSettingsInput, and the six
// sections of docs/areas/catalogue.md#general-settings. Typing (a number where a number goes) and the form's rules
// (settingsProblems: the gateway's, gateway/src/domains/settings/rules.ts, checked again there) are said together,
// every field in one round: a form refused field by field, one kind of problem per 'Salvar', is fixed in several
// rounds.
import type { BranchSettingsInput, SettingsPage_SettingsFragment } from '../generated/graphql';
import { INPUT_LIMITS } from '../generated/input-limits';
import { CEP_INVALID, formatCep, isCep } from '../lib/documents';
import { MIN_ZERO, WHOLE_NUMBER } from '../lib/formMessages';
import { maximumMessage, numberBoundProblem, textBoundProblem, WHOLE_COUNT } from '../lib/inputBounds';
import { decimalOf, decimalProblem, moneyText } from '../lib/moneyField';

/** money: pt-BR currency (R$, two places); percent: a percentage; both travel as the gateway's Decimal. */
type Kind = 'money' | 'percent' | 'integer' | 'text';
export type SettingsField = Exclude<keyof BranchSettingsInput, 'loyaltyPassword'>;
export type SettingsValues = Record<SettingsField | 'loyaltyPassword', string>;

export const SETTINGS_SECTIONS: ReadonlyArray<{ title: string; fields: ReadonlyArray<readonly [SettingsField, string, Kind]> }> = [
  {
    title: 'Pedido',
    fields: [
      ['minimumPurchase', 'Valor Mínimo de Compra no App (R$)', 'money'],
      ['minimumPickupPurchase', 'Valor Mínimo para Retirada na Loja (R$)', 'money'],
      ['additionalOrderItemLimit', 'Limite de Itens do Pedido Adicional', 'integer'],
      ['stockMarginPercent', 'Margem de Estoque (%)', 'percent'],
    ],
  },
  {
    title: 'Entrega',
    fields: [
      ['deliveryIntervalMinutes', 'Intervalo entre Entregas (minutos)', 'integer'],
      ['nextDaySearchLimit', 'Mínimo de Horários Livres antes do Dia Seguinte', 'integer'],
    ],
  },
  {
    title: 'Taxa de Serviço',
    fields: [
      ['serviceFee', 'Taxa de Serviço (R$)', 'money'],
      ['serviceFeeProductId', 'ID do Produto da Taxa de Serviço', 'integer'],
      ['serviceFeeErpCode', 'Código da Taxa de Serviço no Winthor', 'text'],
    ],
  },
  {
    title: 'Taxa de Entrega',
    fields: [
      ['deliveryFeeProductId', 'ID do Produto da Taxa de Entrega', 'integer'],
      ['deliveryFeeErpCode', 'Código da Taxa de Entrega no Winthor', 'text'],
    ],
  },
  {
    title: 'Outros',
    fields: [
      ['neighbourhoodPostalCode', 'CEP de Busca de Bairros', 'text'],
      ['supportUrl', 'URL do Chat de Suporte', 'text'],
    ],
  },
  { title: 'Cresce Vendas', fields: [['loyaltyUsername', 'Usuário', 'text']] },
];

const KIND = new Map(SETTINGS_SECTIONS.flatMap((s) => s.fields.map(([field, , kind]) => [field, kind] as const)));
export const NUMBER_TYPING_MESSAGE = 'Informe um número.';
export const REQUIRED = 'Campo obrigatório!';
export const URL_MESSAGE = 'Informe um endereço começando com http:// ou https://';
/** The stock margin is a share of the stock, in percent: more than all of it means nothing. */
export const STOCK_MARGIN_MAX = 100;
/** The gateway's limits of the settings' fields (its BranchSettingsInput). */
export const SETTINGS_BOUNDS = INPUT_LIMITS.BranchSettingsInput;

/** Whether a field takes a number (the keyboard a tablet shows). */
export const isNumberField = (field: string) => KIND.get(field as SettingsField) !== undefined && KIND.get(field as SettingsField) !== 'text';

/** The API keeps three places ('60.000'): money shows two ('60,00'), a percentage only the places it has ('2,99'). */
function shown(value: string | number | null | undefined, kind: Kind): string {
  if (value === null || value === undefined) return '';
  if (kind === 'money') return moneyText(String(value));
  if (kind === 'percent' && Number.isFinite(Number(value))) return String(Number(value)).replace('.', ',');
  return String(value);
}

/** What a field's box shows beside the number: 'R$' before money, '%' after a percentage. */
export const fieldUnit = (field: string): 'R$' | '%' | null => {
  const kind = KIND.get(field as SettingsField);
  return kind === 'money' ? 'R$' : kind === 'percent' ? '%' : null;
};

export function settingsValues(settings: SettingsPage_SettingsFragment | null | undefined): SettingsValues {
  const values = { loyaltyPassword: '' } as SettingsValues;
  for (const [field, kind] of KIND) values[field] = shown(settings?.[field], kind);
  if (values.neighbourhoodPostalCode.length === 8) values.neighbourhoodPostalCode = formatCep(values.neighbourhoodPostalCode);
  return values;
}

/** The field labels, naming each field in a refusal's toast. */
export const SETTINGS_LABELS: Readonly<Record<string, string>> = Object.fromEntries(
  SETTINGS_SECTIONS.flatMap((s) => s.fields.map(([field, label]) => [field, label])),
);

/** The mutation's input, or the fields whose text is not a number or is below 0. */
export function settingsInput(values: SettingsValues): { input: BranchSettingsInput } | { typing: Record<string, string> } {
  const input: Record<string, unknown> = {};
  const typing: Record<string, string> = {};
  for (const [field, kind] of KIND) {
    const text = values[field].trim();
    if (kind === 'text' || text === '') input[field] = kind === 'text' ? text : null;
    else if (kind === 'integer' && /^-?\d+$/.test(text)) input[field] = Number(text);
    else if ((kind === 'money' || kind === 'percent') && decimalOf(text) !== null) input[field] = decimalOf(text);
    else if (kind === 'integer') typing[field] = /^-?\d+[.,]\d+$/.test(text) ? WHOLE_NUMBER : NUMBER_TYPING_MESSAGE;
    else typing[field] = decimalProblem(text, NUMBER_TYPING_MESSAGE)!;
    // docs/areas/catalogue.md#validation: numbers at least 0, said on the field at the first 'Salvar'.
    if (input[field] !== null && input[field] !== undefined && kind !== 'text' && Number(input[field]) < 0) typing[field] = MIN_ZERO;
    // Within what the gateway takes: a whole number in GraphQL's Int, a text within its field's length.
    else if (kind === 'integer' && numberBoundProblem(text, WHOLE_COUNT)) typing[field] = numberBoundProblem(text, WHOLE_COUNT)!;
    else if (field === 'stockMarginPercent' && Number(input[field]) > STOCK_MARGIN_MAX) typing[field] = maximumMessage(STOCK_MARGIN_MAX);
    const bound = SETTINGS_BOUNDS[field as keyof typeof SETTINGS_BOUNDS];
    const tooLong = kind === 'text' && bound && 'maxLength' in bound ? textBoundProblem(text, bound) : null;
    if (tooLong) typing[field] = tooLong;
  }
  if (Object.keys(typing).length) return { typing };
  if (values.loyaltyPassword.trim()) input.loyaltyPassword = values.loyaltyPassword;
  return { input: input as BranchSettingsInput };
}

/** Whether a URL is a web link (http or https with a host name), as the gateway's isWebUrl takes it. */
function isWebUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}

/**
 * The form's rules, before anything is sent (docs/areas/catalogue.md#validation): every field required except the
 * loyalty user, the password only while none is stored, the CEP and the support URL well formed. With settingsInput's
 * typing problems, every field's problem shows at the first 'Salvar'.
 */
export function settingsProblems(values: SettingsValues, passwordSet: boolean): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const field of KIND.keys()) if (field !== 'loyaltyUsername' && !values[field].trim()) problems[field] = REQUIRED;
  if (!passwordSet && !values.loyaltyPassword.trim()) problems.loyaltyPassword = REQUIRED;
  const cep = values.neighbourhoodPostalCode.trim();
  if (cep && !isCep(cep)) problems.neighbourhoodPostalCode = CEP_INVALID;
  const url = values.supportUrl.trim();
  if (url && !isWebUrl(url)) problems.supportUrl = URL_MESSAGE;
  return problems;
}
