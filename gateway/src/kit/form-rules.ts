// What the catalogue forms share (docs/areas/catalogue.md#validation): the required and minimum texts, postal codes
// and web links. Each domain's rules.ts uses these and adds its own; the web shows the messages it gets back.

export const FORM_MESSAGES = {
  required: 'Campo obrigatório!',
  minZero: 'O valor mínimo é 0!',
  cep: 'CEP inválido! Informe os 8 dígitos.',
  url: 'Informe um endereço começando com http:// ou https://',
} as const;

/** A number above what its field takes, worded like the spec's minimum ('O valor mínimo é 0!'). */
export const maximumMessage = (max: string) => `O valor máximo é ${max}!`;

/** docs/areas/catalogue.md#validation: the generic required text of every form not named with 'Campo obrigatório!' or
 *  'Campo Obrigatório' (coverage area, CEP, payment method, section, ...). */
export const emptyMessage = (label: string) => `${label} não pode estar vazio!`;

export interface FieldProblem {
  field: string;
  message: string;
}

/** The most characters a typed CEP takes: '64.220-000' (the schema's @maxLength of every CEP field). */
export const CEP_MAX_LENGTH = 10;

/** CEP as stored (docs/areas/catalogue.md#postal-codes: 8 digits): its digits. */
export const normaliseCep = (value: string) => value.replace(/\D/g, '');

/** The ways people type a CEP: '64220000', '64220-000' and '64.220-000' (the post office's older print). */
export const isCep = (value: string) => /^\d{2}\.?\d{3}-?\d{3}$/.test(value.trim());

export function isWebUrl(value: string): boolean {
  try {
    const url = new URL(value.trim());
    return (url.protocol === 'https:' || url.protocol === 'http:') && !url.username && !url.password && url.hostname.includes('.');
  } catch {
    return false;
  }
}

/** Collects a form's problems, the first per field. */
export function problemList() {
  const problems: FieldProblem[] = [];
  const add = (field: string, message: string) => {
    if (!problems.some((p) => p.field === field)) problems.push({ field, message });
  };
  return { problems, add };
}
