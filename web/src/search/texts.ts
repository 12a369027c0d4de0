// The navigator's texts (Portuguese), in one place: the dialog and its tests read them from here.
import type { SearchHitKind } from '../generated/graphql';

export const NAVIGATOR_TEXTS = {
  title: 'Buscar',
  placeholder: 'Buscar pedido, cliente, produto, funcionário ou página',
  results: 'Resultados da busca',
  searching: 'Buscando...',
  noResults: 'Nenhum resultado',
  typeMore: 'Digite ao menos 2 letras ou um número',
  failed: 'Erro ao buscar: ',
  hint: '↑ ↓ para escolher, Enter para abrir, Esc para fechar',
  partialCpf: 'Para buscar um cliente pelo CPF, digite os 11 dígitos (com ou sem pontos).',
} as const;

/**
 * A CPF typed in part with its dots or dash ('481.240'): the product API's CPF filter (docs/areas/orders.md#calls) matches the whole
 * number only, so the navigator says to type all 11 digits rather than answer 'Nenhum resultado' alone.
 */
export function partialCpf(text: string): boolean {
  const trimmed = text.trim();
  return /^\d{1,3}(\.\d{0,3}){1,2}(-\d{0,2})?$/.test(trimmed) && trimmed.replace(/\D/g, '').length < 11;
}

export const KIND_LABEL: Readonly<Record<SearchHitKind, string>> = {
  ORDER: 'Pedido',
  CUSTOMER: 'Cliente',
  PRODUCT: 'Produto',
  EMPLOYEE: 'Funcionário',
  PAGE: 'Página',
};

/** What the gateway answers for: 2 characters, or a number (an order of one digit). */
export function searchable(text: string): boolean {
  const trimmed = text.trim();
  return trimmed.length >= 2 || /^\d$/.test(trimmed);
}

/** Debounce of the typed text before asking the gateway. */
export const DEBOUNCE_MS = 250;
