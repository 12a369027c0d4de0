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
  partialCpf: 'Nenhum cliente tem CPF começando assim: confira os dígitos (com ou sem pontos).',
} as const;

/** Hits asked of the gateway: a few of each kind (it shares them out), each kind under its heading. */
export const NAVIGATOR_LIMIT = 15;

/**
 * A CPF typed in part with its dots or dash ('481.240'): the gateway finds the customers whose CPF starts so; when
 * none does, the navigator says so rather than 'Nenhum resultado' alone.
 */
export function partialCpf(text: string): boolean {
  const trimmed = text.trim();
  return /^\d{1,3}(\.\d{0,3}){1,2}(-\d{0,2})?$/.test(trimmed) && trimmed.replace(/\D/g, '').length < 11;
}

/** The heading of each kind's group of hits. */
export const KIND_HEADING: Readonly<Record<SearchHitKind, string>> = {
  ORDER: 'Pedidos',
  CUSTOMER: 'Clientes',
  PRODUCT: 'Produtos',
  EMPLOYEE: 'Funcionários',
  PAGE: 'Páginas',
};

/** What the gateway answers for: 2 characters, or a number (an order of one digit). */
export function searchable(text: string): boolean {
  const trimmed = text.trim();
  return trimmed.length >= 2 || /^\d$/.test(trimmed);
}

/** Debounce of the typed text before asking the gateway. */
export const DEBOUNCE_MS = 250;
