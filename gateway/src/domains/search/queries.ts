// The navigator's reads: one product API call per kind the text can be and the user may find, all in parallel
// (orders by number through the batched id lookup, customers, products and staff through their list filters).
// Pages come from the policy and need no call. Branch binding is the lists' own (policy BRANCH_BINDING).
import type { Context } from '../../context';
import { sessionOf } from '../../context';
import type { SearchHit } from '../../generated/resolvers-types';
import { canOpenPage, isBranchBound, type BranchScope } from '../../auth/policy';
import type { Session } from '../../auth/session';
import { branchCode } from '../../upstreams/product-api/orders';
import type { ProductListFilter } from '../../upstreams/product-api/products';
import type { Params } from '../../upstreams/product-api/transport';
import { customerHit, orderHit, pageHit, productHit, staffHit } from './mappers';
import { balanceHits, clampLimit, filterWords, holdsWords, matchingPages, orderPageFor, readTerms, staffPages, type SearchTerms } from './rules';

/** Rows read for a product description asked by one of its words (the others then narrow them). */
const WORD_PAGE = 50;

/** The branch a bound user's rows are limited to: undefined when not bound, null when bound without a branch. */
function boundBranch(session: Session, scope: BranchScope): number | null | undefined {
  return isBranchBound(session, scope) ? session.branch : undefined;
}

async function orders(ctx: Context, session: Session, terms: SearchTerms): Promise<SearchHit[]> {
  if (terms.orderId === null || !canOpenPage(session.type, 'pedido')) return [];
  const order = await ctx.upstreams.productApi.orders.load(terms.orderId);
  const page = order && orderPageFor(session, order.status, branchCode(order));
  return order && page ? [orderHit(order, page)] : [];
}

async function customers(ctx: Context, session: Session, terms: SearchTerms, limit: number): Promise<SearchHit[]> {
  if (!canOpenPage(session.type, 'cliente')) return [];
  const filter = terms.cpf ? { cpf: terms.cpf } : terms.words ? { cliente: terms.words } : null;
  if (!filter) return [];
  const found = await ctx.upstreams.productApi.customers.list(filter, 1, limit);
  return found.items.map(customerHit);
}

async function products(ctx: Context, session: Session, terms: SearchTerms, limit: number): Promise<SearchHit[]> {
  if (!canOpenPage(session.type, 'produto')) return [];
  const branch = boundBranch(session, 'products');
  if (branch === null) return [];
  // An unbound user finds the product in every branch (the products page asks for one; the hit names it).
  const list = (by: Params, size: number) =>
    ctx.upstreams.productApi.products.list({ ...by, ...(branch !== undefined ? { codfilial: branch } : {}) } as unknown as ProductListFilter, 1, size);
  if (terms.code || terms.ean) return (await list(terms.code ? { codprod: terms.code } : { codauxiliar: terms.ean }, limit)).items.map(productHit);
  const words = terms.words;
  if (!words) return [];
  // The description filter (documented as icontains) matches accents as typed: it is asked once per word, so a word
  // written as stored ('verde' of 'feijao verde') finds the row, and the rows holding every word accents aside stay.
  const pages = await Promise.all(filterWords(words).map((word) => list({ descricao: word }, WORD_PAGE)));
  const seen = new Set<number>();
  const rows = pages.flatMap((page) => page.items).filter((row) => !seen.has(row.id) && seen.add(row.id) && holdsWords(row.descricao, words));
  return rows.slice(0, limit).map(productHit);
}

async function staff(ctx: Context, session: Session, terms: SearchTerms, limit: number): Promise<SearchHit[]> {
  const pages = staffPages(session.type);
  const by: Params | null = terms.code ? { matricula: terms.code } : terms.words ? { nome: terms.words } : null;
  const branch = boundBranch(session, 'staff');
  if (pages.length === 0 || !by || branch === null) return [];
  const query: Params = { ...by, is_superuser: false };
  if (branch !== undefined) query.branch = branch;
  // Without 'Funcionários' the user finds the people of the pages it has (pickers, deliverymen): any of those roles.
  if (pages[0] !== 'funcionario') query.roles = pages.map((p) => (p === 'separador' ? 'is_separating' : 'is_deliveryman')).join(',');
  const found = await ctx.upstreams.productApi.staff.list(query, 1, limit);
  return found.items.map((member) => {
    const page = pages[0] === 'funcionario' ? 'funcionario' : member.is_separating && pages.includes('separador') ? 'separador' : 'entregador';
    return staffHit(member, page);
  });
}

/** Page names first (the few fixed places), then orders, customers, products and staff, a share of the limit each. */
export async function search(ctx: Context, text: string, requestedLimit: number | null | undefined): Promise<SearchHit[]> {
  const session = sessionOf(ctx);
  const terms = readTerms(text);
  if (!terms) return [];
  const limit = clampLimit(requestedLimit);
  const pages = terms.words ? matchingPages(session.type, terms.words).map(pageHit) : [];
  const found = await Promise.all([
    orders(ctx, session, terms),
    customers(ctx, session, terms, limit),
    products(ctx, session, terms, limit),
    staff(ctx, session, terms, limit),
  ]);
  return balanceHits([pages, ...found], limit);
}
