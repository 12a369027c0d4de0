// The one formatter of Brazilian documents and contacts for display (docs/decisions/0047-shared-ui-behaviour.md): CPF
// 000.000.000-00, CNPJ 00.000.000/0000-00, CEP 00000-000, phone (00) 00000-0000, through @brazilian-utils. Empty values
// show '-'; a value without the expected number of digits is shown as it came, so odd data stays visible rather than
// disguised as a valid document.
import { formatCep as maskCep } from '@brazilian-utils/brazilian-utils/format-cep';
import { formatCnpj as maskCnpj } from '@brazilian-utils/brazilian-utils/format-cnpj';
import { formatCpf as maskCpf } from '@brazilian-utils/brazilian-utils/format-cpf';
import { formatPhone as maskPhone } from '@brazilian-utils/brazilian-utils/format-phone';
import { INPUT_LIMITS } from '../generated/input-limits';

export const EMPTY = '-';

type Raw = string | null | undefined;

function digitsOf(value: string): string {
  return value.replace(/\D/g, '');
}

function masked(value: Raw, lengths: readonly number[], mask: (digits: string) => string): string {
  const text = value?.trim();
  if (!text) return EMPTY;
  const digits = digitsOf(text);
  return lengths.includes(digits.length) ? mask(digits) : text;
}

export function formatCpf(value: Raw): string {
  return masked(value, [11], (digits) => maskCpf(digits));
}

/** Numeric or alphanumeric CNPJ (IN RFB 2.229/2024: 12 letters or digits, then 2 check digits). */
export function formatCnpj(value: Raw): string {
  const text = value?.trim();
  const chars = text?.toUpperCase().replace(/[^0-9A-Z]/g, '') ?? '';
  if (text && /^[0-9A-Z]{12}\d{2}$/.test(chars) && /[A-Z]/.test(chars)) return maskCnpj(chars, { version: 2 });
  return masked(value, [14], (digits) => maskCnpj(digits));
}

export function formatCep(value: Raw): string {
  return masked(value, [8], (digits) => maskCep(digits));
}

/** The one CEP rule of every CEP field (the gateway's, gateway/src/kit/form-rules.ts): '64220000', '64220-000'
 *  or '64.220-000' (the post office's older print), stored as its 8 digits. */
export const CEP_INVALID = 'CEP inválido! Informe os 8 dígitos.';
export const isCep = (value: string) => /^\d{2}\.?\d{3}-?\d{3}$/.test(value.trim());
/** The schema's bound of every CEP field: '64.220-000' is the longest way it is typed. */
export const CEP_MAX_LENGTH = INPUT_LIMITS.PostalCodeInput.code.maxLength;
export const cepDigits = (value: string) => value.replace(/\D/g, '');
/** A CEP as typed, shown as 00000-000 once it is one. */
export const cepText = (value: string) => (isCep(value) ? formatCep(cepDigits(value)) : value);

/** DDD and number: 11 digits for a mobile, 10 for a landline. */
export function formatPhone(value: Raw): string {
  return masked(value, [10, 11], (digits) => maskPhone(digits, { mask: 'nanp' }));
}

/** RG with its issuing body and state ('1234567 SSP PI'); without the number there is no RG to show. */
export function formatRg(rg: Raw, issuer: Raw, state: Raw): string {
  if (!rg?.trim()) return EMPTY;
  return [rg, issuer, state]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
}

/** Any other text field: '-' when empty. */
export function orDash(value: Raw | number): string {
  if (value === null || value === undefined) return EMPTY;
  const text = String(value).trim();
  return text || EMPTY;
}
