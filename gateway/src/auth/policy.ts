// THE role and branch matrix: page access from the "Roles and permissions" sections of the three spec documents
// (with docs/decisions/ where they disagree), the finer PolicyAction rules, and which lists are bound to the
// user's own branch. The schema directives, me.pages (hence the web menu and routes) and the domains' branch
// filters all read from here; nothing else decides who sees what.
import { GraphQLError } from 'graphql';
import type { Page, PolicyAction } from '../generated/resolvers-types';

/** 1 superuser, 2 manager, 3 submanager, 4 separator, 5 marketing, 6 deliveryman, 7 checker. */
export type UserType = 1 | 2 | 3 | 4 | 5 | 6 | 7;
export const USER_TYPES: readonly UserType[] = [1, 2, 3, 4, 5, 6, 7];

const ALL: readonly UserType[] = USER_TYPES;

/** In menu order (the order of the Page enum, which follows the specs). */
export const PAGE_ACCESS: ReadonlyArray<readonly [Page, readonly UserType[]]> = [
  ['dashboard', ALL],
  ['cliente', [1, 2, 3, 5]], // docs/areas/orders.md#permissions: below 4, or 5
  ['pedido', [1, 2, 3, 4, 7]], // docs/areas/orders.md#permissions: below 5, or 7
  ['pedidosconcluidos', [1, 2, 3, 4]],
  ['pedidoscancelados', [1, 2, 3, 4]],
  ['area', [1]], // docs/areas/catalogue.md#permissions: type 1 only
  ['cep', [1]],
  ['secao', [1, 2]], // docs/areas/catalogue.md#permissions: below 3
  ['destaque', [1, 5]],
  ['filial', [1]], // no spec gives it to anyone else: docs/decisions/0026-branch-page-type-1-only.md
  ['pagamento', [1]],
  ['notificacao', [1, 2, 3, 5]], // docs/areas/catalogue.md#permissions: below 4, or 5
  ['produto', [1, 2, 3, 5]],
  ['horario', [1, 2]],
  ['funcionamento', [1, 2, 3]], // docs/areas/catalogue.md#permissions: below 4
  ['configuracoes', [1, 2]],
  ['configuracaoapp', [1]], // docs/areas/staff-and-support.md#permissions
  ['logbd', [1, 2]],
  ['logapi', [1, 2]],
  ['funcionario', [1]],
  ['entregador', [1, 3]],
  ['separador', [1, 3]],
  ['receitas', [1, 2, 3]],
  ['relatorio', [1, 2, 3]],
  ['recovery', [1]],
  ['integracoes', [1]], // keys for internal tools: docs/areas/integrations.md#integration-keys
];

const pageAccess = new Map<Page, ReadonlySet<UserType>>(PAGE_ACCESS.map(([page, types]) => [page, new Set(types)]));

/** Who may do each finer action; an action is also subject to its page. */
export const ACTION_ACCESS: Readonly<Record<PolicyAction, readonly UserType[]>> = {
  CHANGE_ORDER_STATUS: [1, 3], // docs/areas/orders.md#permissions
  RESEND_INVOICING: [1],
  SEE_ORDER_STAFF: [1, 3],
  EDIT_DELIVERY_PERIODS: [1], // docs/areas/catalogue.md#permissions: superuser; type 1 is given only to is_superuser users
  EDIT_PRODUCT: [1, 2, 3, 4, 6, 7], // docs/areas/catalogue.md#permissions: type 5 sees product fields read-only
  EDIT_PRODUCT_OUT_OF_LINE: [1, 2],
  REFRESH_PRODUCT: [1, 2, 3, 5],
  SEE_SALES_CHART: [1, 2, 3], // other types see the welcome card only: docs/decisions/0024-dashboard-chart-scope.md
};

/** The finer actions a user type may perform (me.actions: the web draws buttons and cells from it). */
export function allowedActions(type: UserType): PolicyAction[] {
  return (Object.keys(ACTION_ACCESS) as PolicyAction[]).filter((action) => ACTION_ACCESS[action].includes(type));
}

export function canOpenPage(type: UserType, page: Page): boolean {
  return pageAccess.get(page)?.has(type) ?? false;
}

export function isAllowed(type: UserType, page: Page, action?: PolicyAction | null): boolean {
  if (!canOpenPage(type, page)) return false;
  return action ? ACTION_ACCESS[action].includes(type) : true;
}

/**
 * A caller as the policy sees it: a person's session (its user type), or an integration key's (auth/
 * integration-keys.ts), which opens exactly its own pages; a key's finer actions are those of its type (1, or 3
 * when bound to a branch), its branch binding is its own on every scope (isBranchBound).
 */
export interface PolicyCaller {
  type: UserType;
  integration?: { pages: ReadonlySet<Page> };
}

/** isAllowed for a caller: a key by its own page set, a person by their user type. */
export function callerMay(caller: PolicyCaller, page: Page, action?: PolicyAction | null): boolean {
  if (!caller.integration) return isAllowed(caller.type, page, action);
  return caller.integration.pages.has(page) && (action ? ACTION_ACCESS[action].includes(caller.type) : true);
}

/** Every page the user may open, in menu order (the web decides which of them are menu entries). */
export function allowedPages(type: UserType): Page[] {
  return PAGE_ACCESS.filter(([, types]) => types.includes(type)).map(([page]) => page);
}

/** Data sets whose rows belong to a branch, and the user types that see only their own branch's rows. */
export type BranchScope =
  | 'openOrders'
  | 'closedOrders'
  | 'staff'
  | 'products'
  | 'holidays'
  | 'salesChart'
  | 'reports'
  | 'branchSettings'
  | 'coverageAreas'
  | 'branches'
  | 'sectionRanks'
  | 'deliverySchedule';

export const BRANCH_BINDING: Readonly<Record<BranchScope, readonly UserType[]>> = {
  openOrders: [3, 4, 7], // docs/decisions/0001-page-access-follows-the-guards.md: the wider of the two readings, docs/areas/orders.md#permissions
  closedOrders: [3, 4], // completed and cancelled orders
  staff: [3, 4], // docs/areas/staff-and-support.md#permissions: staff, picker and deliveryman lists
  products: [3, 4], // docs/areas/catalogue.md#permissions
  holidays: [3], // docs/areas/catalogue.md#permissions: type 3 cannot pick a branch on the calendar
  salesChart: [3], // the dashboard chart of a submanager shows its own branch: docs/decisions/0024-dashboard-chart-scope.md
  reports: [3], // docs/areas/staff-and-support.md#permissions: a submanager's reports cover its own branch only
  // Pages only unbound types have: no person is bound there, a key bound to a branch is (isBranchBound).
  branchSettings: [],
  coverageAreas: [],
  branches: [],
  sectionRanks: [],
  deliverySchedule: [],
};

/**
 * Who a binding applies to: a person by their user type, or an integration key (`integration` set), which is
 * bound by its own branch on every scope.
 */
export interface BranchSubject {
  type: UserType;
  branch: number | null;
  integration?: object | null;
}

/** Where a page's data stands: the scope its rows, records and branch arguments are bound by, or 'branchWide'. */
type PageBinding = BranchScope | 'branchWide';

/**
 * Every page's binding, the one list the branch rules read (a new page must say which it is). 'branchWide': the
 * page's data belongs to no branch (customers, postal codes, highlights, payment methods, pushes to customers, the
 * app's settings, the logs, staff credentials), so a branch-bound caller cannot be given it.
 */
const PAGE_BINDING: Readonly<Record<Page, PageBinding>> = {
  dashboard: 'salesChart',
  cliente: 'branchWide',
  pedido: 'openOrders',
  pedidosconcluidos: 'closedOrders',
  pedidoscancelados: 'closedOrders',
  area: 'coverageAreas',
  cep: 'branchWide',
  secao: 'sectionRanks',
  destaque: 'branchWide',
  filial: 'branches',
  pagamento: 'branchWide',
  notificacao: 'branchWide',
  produto: 'products',
  horario: 'deliverySchedule',
  funcionamento: 'holidays',
  configuracoes: 'branchSettings',
  configuracaoapp: 'branchWide',
  logbd: 'branchWide',
  logapi: 'branchWide',
  funcionario: 'staff',
  entregador: 'staff',
  separador: 'staff',
  receitas: 'products',
  relatorio: 'reports',
  recovery: 'branchWide',
  integracoes: 'branchWide',
};

/** The page's branch scope, or null when the page's data belongs to no branch. */
export function pageBranchScope(page: Page): BranchScope | null {
  const binding = PAGE_BINDING[page];
  return binding === 'branchWide' ? null : binding;
}

/** Whether a caller bound to a branch may hold the page: only when the policy can bind its data to that branch. */
export const isBindablePage = (page: Page): boolean => pageBranchScope(page) !== null;

/**
 * THE binding rule, for every scope: an integration key with a branch is bound on all of them (it may be given
 * only pages whose data the policy binds: isBindablePage); a person where BRANCH_BINDING binds their type.
 */
export function isBranchBound(subject: BranchSubject, scope: BranchScope): boolean {
  if (subject.integration) return subject.branch !== null;
  return BRANCH_BINDING[scope].includes(subject.type);
}

/** Bound on at least one scope: what me.branchBound tells the web (it hides branch pickers and labels). */
export function isBranchBoundAnywhere(type: UserType): boolean {
  return (Object.keys(BRANCH_BINDING) as BranchScope[]).some((scope) => BRANCH_BINDING[scope].includes(type));
}

export function forbidden(): GraphQLError {
  return new GraphQLError('Acesso negado.', { extensions: { code: 'FORBIDDEN' } });
}

/**
 * The branch filter a list query must use. A bound user gets their own branch whatever they asked for (asking
 * for another branch is refused rather than silently answered with different data); others get what they
 * asked for (null = all branches). A bound user without a branch sees nothing: fail closed.
 */
export function branchFilter(user: BranchSubject, scope: BranchScope, requested?: number | null): number | null {
  if (!isBranchBound(user, scope)) return requested ?? null;
  if (user.branch === null) throw forbidden();
  if (requested != null && requested !== user.branch) throw forbidden();
  return user.branch;
}

/** Whether the user may reach a record of this branch: always when not bound on the scope, else its own only. */
export function reachesBranch(user: BranchSubject, scope: BranchScope, recordBranch: number | string | null): boolean {
  if (!isBranchBound(user, scope)) return true;
  return user.branch !== null && recordBranch !== null && Number(recordBranch) === user.branch;
}

/** A bound user may read a record only when it belongs to their branch (FORBIDDEN otherwise). */
export function assertBranchAccess(user: BranchSubject, scope: BranchScope, recordBranch: number | string | null): void {
  if (!reachesBranch(user, scope, recordBranch)) throw forbidden();
}

/**
 * Not-found in the product API's own shape (code NOT_FOUND, upstreamStatus 404): what isNotFound() recognises, so
 * a caller's missing-id path answers it with its page's own words.
 */
export function missingRecord(): GraphQLError {
  return new GraphQLError('Registro não encontrado.', { extensions: { code: 'NOT_FOUND', upstreamStatus: 404 } });
}

/**
 * For actions on a record named by id: another branch's record is a record the user does not have, answered
 * exactly like an id that does not exist (as order(id) does), so a bound user cannot learn which ids exist in
 * other branches. Call it inside the lookup's try, next to the read, so the caller's isNotFound() path answers.
 */
export function assertBranchRecord(user: BranchSubject, scope: BranchScope, recordBranch: number | string | null): void {
  if (!reachesBranch(user, scope, recordBranch)) throw missingRecord();
}

/**
 * A change of what every branch shares (a section, a postal code's neighbourhoods, a new branch): a caller bound
 * to one branch on the scope may read it but not change it, since the change reaches the other branches too.
 */
export function assertSharedChange(user: BranchSubject, scope: BranchScope): void {
  if (isBranchBound(user, scope)) throw forbidden();
}
