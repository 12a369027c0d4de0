// The navigator's reads: one product API call per kind the text can be and the user may find, all in parallel
// (orders by number through the batched id lookup, customers, products and staff through their list filters).
// Pages come from the policy and need no call. Branch binding is the lists' own (policy BRANCH_BINDING). Names and
// the start of a CPF are looked up in the gateway's accent-blind index of each list (name-index.ts says why and
// what bounds it); the upstream filters answer when the index cannot (too large a list, its first read failed).
import type { Context } from '../../context';
import { sessionOf } from '../../context';
import type { SearchHit } from '../../generated/resolvers-types';
import { canOpenPage, isBranchBound, type BranchScope } from '../../auth/policy';
import type { Session } from '../../auth/session';
import { ProductApi } from '../../upstreams/product-api';
import type { CustomerRecord } from '../../upstreams/product-api/customers';
import type { ProductListFilter, SortedProductRecord } from '../../upstreams/product-api/products';
import type { StaffRecord } from '../../upstreams/product-api/staff';
import type { Page, Params } from '../../upstreams/product-api/transport';
import { byCpfPrefix, byWords, FIRST_READ_WAIT_MS, nameIndex, type Indexed, type IndexSource } from './name-index';
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
  const page = order && orderPageFor(session, order.status, order.codfilial.codFilial);
  return order && page ? [orderHit(order, page)] : [];
}

/** The rows of this gateway's index `key`, read through `read` when it is due; null when the index cannot answer. */
function indexed<T>(ctx: Context, key: string, source: Omit<IndexSource<T>, 'onError'>): Promise<readonly Indexed<T>[] | null> {
  const onError = (error: unknown) => ctx.log.warn('search index not read', { index: key, error: String(error) });
  const left = ctx.scope?.deadline?.remaining();
  const wait = left === undefined ? FIRST_READ_WAIT_MS : Math.min(FIRST_READ_WAIT_MS, left / 2);
  return nameIndex<T>(ctx.services.store, key).current(ctx.services.now().getTime(), { ...source, onError }, wait);
}

/**
 * The product API as an index's read uses it: the caller's token, without the request's scope, so a read that takes
 * longer than the request which started it is not cut at that request's deadline (it goes on for the next searches).
 * A context without connections (a unit test's double) reads through its own clients.
 */
function indexReader(ctx: Context): ProductApi {
  const connections = ctx.services.connections;
  if (!connections?.productApi) return ctx.upstreams.productApi;
  return new ProductApi({ ...connections.productApi, scope: undefined }, ctx.upstreams.tokens, connections.sites);
}

/** Whether the service's own name filters ignore accents (probed): then they answer names, fresher than an index. */
const accentBlindFilters = (ctx: Context) => ctx.services.connections.capabilities.state('accentInsensitiveNames') === 'on';

const customerRows = (ctx: Context) =>
  indexed<CustomerRecord>(ctx, 'customers', {
    read: (page, size) => indexReader(ctx).customers.list({}, page, size),
    keep: ({ id, cliente, cpf, codCli }) => ({ id, cliente, cpf, codCli }),
    name: (row) => row.cliente ?? '',
    cpf: (row) => row.cpf,
  });

async function customers(ctx: Context, session: Session, terms: SearchTerms, limit: number): Promise<SearchHit[]> {
  if (!canOpenPage(session.type, 'cliente')) return [];
  const list = async (filter: Params) => (await ctx.upstreams.productApi.customers.list(filter, 1, limit)).items.map(customerHit);
  // A whole CPF is the documented exact filter; its start is found only in the index (null: nobody, the web says why).
  if (terms.cpf) return list({ cpf: terms.cpf });
  if (terms.cpfPrefix) return byCpfPrefix((await customerRows(ctx)) ?? [], terms.cpfPrefix, limit).map(customerHit);
  if (!terms.words) return [];
  const rows = accentBlindFilters(ctx) ? null : await customerRows(ctx);
  return rows ? byWords(rows, terms.words, limit).map(customerHit) : list({ cliente: terms.words });
}

async function products(ctx: Context, session: Session, terms: SearchTerms, limit: number): Promise<SearchHit[]> {
  if (!canOpenPage(session.type, 'produto')) return [];
  const branch = boundBranch(session, 'products');
  if (branch === null) return [];
  // An unbound user finds the product in every branch (the products page asks for one; the hit names it).
  const list = (by: Params, size: number, page = 1, api = ctx.upstreams.productApi) =>
    api.products.list({ ...by, ...(branch !== undefined ? { codfilial: branch } : {}) } as unknown as ProductListFilter, page, size);
  if (terms.code || terms.ean) return (await list(terms.code ? { codprod: terms.code } : { codauxiliar: terms.ean }, limit)).items.map(productHit);
  const words = terms.words;
  if (!words) return [];
  const index = await indexed<SortedProductRecord>(ctx, `products:${branch ?? 'all'}`, {
    read: (page, size) => list({}, size, page, indexReader(ctx)),
    keep: ({ id, codprod, codauxiliar, codfilial, descricao }) => ({ id, codprod, codauxiliar, codfilial, descricao }) as SortedProductRecord,
    name: (row) => row.descricao ?? '',
  });
  if (index) return byWords(index, words, limit).map(productHit);
  // Without the index: the description filter (documented as icontains) matches accents as typed: it is asked once per word, so a word
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
  let found: StaffRecord[] | null = null;
  if (!terms.code && terms.words && !accentBlindFilters(ctx)) {
    // The same list without the name, indexed per query (the branch and roles of the user's pages).
    const { nome: _name, ...scope } = query;
    const rows = await indexed<StaffRecord>(ctx, `staff:${JSON.stringify(scope)}`, {
      read: (page, size): Promise<Page<StaffRecord>> => indexReader(ctx).staff.list(scope, page, size),
      keep: ({ id, nome, branch, user, is_separating, is_deliveryman }) => ({ id, nome, branch, user, is_separating, is_deliveryman }) as StaffRecord,
      name: (row) => row.nome ?? '',
    });
    found = rows && byWords(rows, terms.words, limit);
  }
  found ??= (await ctx.upstreams.productApi.staff.list(query, 1, limit)).items;
  return found.map((member) => {
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
