// The navigator's pure rules (docs/decisions/0044-navigator-and-order-history.md): how the typed text is read (a
// number, a CPF, an EAN, words), which kinds a user may find (the policy's pages), the panel pages by name, and each
// hit's URL (the web's URL state of the page where the record lives: web/src/*/urls.ts). The only copy of the search's
// texts.
import type { Page } from '../../generated/resolvers-types';
import { canOpenPage, reachesBranch, type BranchSubject, type UserType } from '../../auth/policy';

export const SEARCH_MESSAGES = {
  loadFailed: 'Erro ao Carregar Busca: ',
} as const;

export const MIN_TEXT = 2;
export const MAX_LIMIT = 20;

/** The panel's menu pages by name, as the web names them (web/src/kernel/pageNames.ts; a unit test compares). */
export const PAGE_NAMES: Readonly<Partial<Record<Page, string>>> = {
  cliente: 'Clientes',
  pedido: 'Pedidos',
  pedidosconcluidos: 'Pedidos Concluídos',
  pedidoscancelados: 'Pedidos Cancelados',
  area: 'Área de Cobertura',
  cep: 'CEPs',
  secao: 'Seções',
  destaque: 'Destaques',
  filial: 'Filiais',
  pagamento: 'Formas de Pagamento',
  notificacao: 'Notificações',
  produto: 'Produtos',
  horario: 'Períodos de Entrega',
  funcionamento: 'Cadastro de Feriados',
  configuracoes: 'Configurações Gerais',
  configuracaoapp: 'Configurações Apps',
  logbd: 'Log Banco de Dados',
  logapi: 'Log API',
  funcionario: 'Funcionários',
  entregador: 'Entregadores',
  separador: 'Separadores',
  receitas: 'Receitas',
  relatorio: 'Relatórios',
  integracoes: 'Integrações',
};

/** What the text can be, read once: each kind asks the upstream only when the text has its shape. */
export interface SearchTerms {
  /** An order number: digits only (a leading '#' allowed), at most 9 */
  orderId: number | null;
  /** 11 digits, punctuated or not */
  cpf: string | null;
  /** The start of a CPF: 3 to 10 digits written with its dots or dash ('481.240'), or 6 to 10 bare digits */
  cpfPrefix: string | null;
  /** Digits up to 7: a product code (codprod) or a matrícula */
  code: string | null;
  /** 8 to 14 digits: an EAN (codauxiliar) */
  ean: string | null;
  /** Text with letters: a name, a description or a page's name */
  words: string | null;
}

export function readTerms(raw: string): SearchTerms | null {
  const text = raw.trim().replace(/\s+/g, ' ');
  const number = text.replace(/^#/, '');
  const digitsOnly = /^\d+$/.test(number);
  // Order 7 is a number of one digit; one letter would match half the records.
  if (text.length < MIN_TEXT && !digitsOnly) return null;
  const digits = text.replace(/\D/g, '');
  const cpfShaped = /^[\d.\-\s]+$/.test(text) && digits.length === 11;
  const punctuated = /^\d{3}(\.\d{0,3}){1,2}(-\d{0,2})?$/.test(text);
  const cpfStart = digits.length < 11 && (punctuated ? digits.length >= 3 : digitsOnly && !text.startsWith('#') && digits.length >= 6);
  return {
    orderId: digitsOnly && number.length <= 9 && Number(number) > 0 ? Number(number) : null,
    cpf: cpfShaped ? digits : null,
    cpfPrefix: cpfStart ? digits : null,
    code: digitsOnly && number.length <= 7 && !text.startsWith('#') ? number : null,
    ean: digitsOnly && number.length >= 8 && number.length <= 14 && !text.startsWith('#') ? number : null,
    words: /\p{L}/u.test(text) ? text : null,
  };
}

export function clampLimit(limit: number | null | undefined): number {
  if (limit == null || !Number.isFinite(limit)) return 8;
  return Math.min(MAX_LIMIT, Math.max(1, Math.trunc(limit)));
}

/**
 * The hits of every kind, cut at the limit so that no kind crowds out the others: each kind that found something gets
 * an even share (the first kinds one more when it does not divide), a share a kind leaves unused goes to the kinds
 * with more, and the answer keeps the kinds' order, each kind's hits together (the navigator draws them grouped).
 */
export function balanceHits<T>(kinds: ReadonlyArray<readonly T[]>, limit: number): T[] {
  const taken = kinds.map(() => 0);
  let left = limit;
  // Round by round, one more of each kind that has more: a kind gets its turn before any kind gets a second.
  while (left > 0) {
    let progressed = false;
    for (let k = 0; k < kinds.length && left > 0; k++) {
      if (taken[k] < kinds[k].length) {
        taken[k]++;
        left--;
        progressed = true;
      }
    }
    if (!progressed) break;
  }
  return kinds.flatMap((hits, k) => hits.slice(0, taken[k]));
}

/** Every word of `words` is in `text`, accents and case aside ('feijao verde' is in 'FEIJÃO VERDE 1KG'). */
export function holdsWords(text: string, words: string): boolean {
  const haystack = folded(text);
  return folded(words)
    .split(' ')
    .filter(Boolean)
    .every((word) => haystack.includes(word));
}

/** At most this many words of a text are each asked of a filter that matches accents as typed. */
export const MAX_FILTER_WORDS = 3;

/**
 * The words to send, one call each, to a name filter that matches accents as typed (the product description's
 * icontains): the longest ones first, of 2 letters or more, so that any word written as stored finds the record; the
 * gateway then keeps the rows that hold every word accents aside (holdsWords).
 */
export function filterWords(words: string): string[] {
  const distinct = [...new Set(words.split(' ').filter((word) => word.length >= 2))];
  const chosen = distinct.length > 0 ? distinct : [words];
  return chosen.sort((a, b) => b.length - a.length).slice(0, MAX_FILTER_WORDS);
}

/** Lower case without accents: 'funcionarios' finds 'Funcionários'. */
export function folded(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** The menu pages the user may open whose name holds the words, in menu order. */
export function matchingPages(type: UserType, words: string): Page[] {
  const wanted = folded(words);
  return (Object.keys(PAGE_NAMES) as Page[]).filter((page) => canOpenPage(type, page) && folded(PAGE_NAMES[page]!).includes(wanted));
}

/** The staff pages a user may search, most complete first: 'Funcionários' lists everyone. */
export function staffPages(type: UserType): Array<'funcionario' | 'separador' | 'entregador'> {
  if (canOpenPage(type, 'funcionario')) return ['funcionario'];
  return (['separador', 'entregador'] as const).filter((page) => canOpenPage(type, page));
}

export const pageUrl = (page: Page, params?: Record<string, string>): string => {
  const search = params ? new URLSearchParams(params).toString() : '';
  return search ? `/dashboard/${page}/?${search}` : `/dashboard/${page}/`;
};

export type OrderPage = 'pedido' | 'pedidosconcluidos' | 'pedidoscancelados';

/** Where an order lives: the open board, or the completed or cancelled list. */
export function orderPage(status: string): OrderPage {
  if (status === 'V') return 'pedidosconcluidos';
  if (status === 'X') return 'pedidoscancelados';
  return 'pedido';
}

/**
 * The page that shows the order to this user, or null: the same binding as order(id) (the 'pedido' page, the
 * open orders' branch binding, and for a finished order its list's page and binding).
 */
export function orderPageFor(user: BranchSubject, status: string, branch: number): OrderPage | null {
  if (!canOpenPage(user.type, 'pedido') || !reachesBranch(user, 'openOrders', branch)) return null;
  const page = orderPage(status);
  if (page === 'pedido') return page;
  return canOpenPage(user.type, page) && reachesBranch(user, 'closedOrders', branch) ? page : null;
}

/** 52998224725 -> 529.982.247-25 (anything else as stored). */
export function formatCpf(cpf: string | null | undefined): string | null {
  if (!cpf) return null;
  const digits = cpf.replace(/\D/g, '');
  return digits.length === 11 ? `${digits.slice(0, 3)}.${digits.slice(3, 6)}.${digits.slice(6, 9)}-${digits.slice(9)}` : cpf;
}

/** 2026-11-24T10:00:00-03:00 -> 24/11/2026 (the day as written by the API). */
export function dayOf(iso: string | null | undefined): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso ?? '');
  return match ? `${match[3]}/${match[2]}/${match[1]}` : null;
}

/** The subtitle's parts that exist, joined. */
export const line = (...parts: Array<string | null | undefined | false>): string | null => {
  const present = parts.filter((p): p is string => typeof p === 'string' && p !== '');
  return present.length ? present.join(' · ') : null;
};
