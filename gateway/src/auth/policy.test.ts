import { describe, expect, it } from 'vitest';
import type { Page, PolicyAction } from '../generated/resolvers-types';
import {
  ACTION_ACCESS,
  PAGE_ACCESS,
  USER_TYPES,
  allowedPages,
  assertBranchAccess,
  assertBranchRecord,
  assertSharedChange,
  branchFilter,
  canOpenPage,
  isAllowed,
  isBindablePage,
  pageBranchScope,
  isBranchBound,
  isBranchBoundAnywhere,
  reachesBranch,
  type BranchScope,
  type UserType,
} from './policy';
import { isNotFound } from '../upstreams/product-api/transport';

// Written out per user type (the transpose of policy.ts), from the three specs' "Roles and permissions" with
// docs/decisions/0001-page-access-follows-the-guards.md, so a slip in either table shows up here.
const EXPECTED: Record<UserType, Page[]> = {
  1: [
    'dashboard',
    'cliente',
    'pedido',
    'pedidosconcluidos',
    'pedidoscancelados',
    'area',
    'cep',
    'secao',
    'destaque',
    'filial',
    'pagamento',
    'notificacao',
    'produto',
    'horario',
    'funcionamento',
    'configuracoes',
    'configuracaoapp',
    'logbd',
    'logapi',
    'funcionario',
    'entregador',
    'separador',
    'receitas',
    'relatorio',
    'recovery',
    'integracoes',
  ],
  2: [
    // No 'filial': type 1's alone (docs/decisions/0026-branch-page-type-1-only.md).
    'dashboard',
    'cliente',
    'pedido',
    'pedidosconcluidos',
    'pedidoscancelados',
    'secao',
    'notificacao',
    'produto',
    'horario',
    'funcionamento',
    'configuracoes',
    'logbd',
    'logapi',
    'receitas',
    'relatorio',
  ],
  3: [
    'dashboard',
    'cliente',
    'pedido',
    'pedidosconcluidos',
    'pedidoscancelados',
    'notificacao',
    'produto',
    'funcionamento',
    'entregador',
    'separador',
    'receitas',
    'relatorio',
  ],
  4: ['dashboard', 'pedido', 'pedidosconcluidos', 'pedidoscancelados'],
  5: ['dashboard', 'cliente', 'destaque', 'notificacao', 'produto'],
  6: ['dashboard'],
  7: ['dashboard', 'pedido'],
};

const ALL_PAGES: Page[] = EXPECTED[1];

describe('page access matrix', () => {
  it('covers the 26 pages of the Page enum, once each', () => {
    expect(PAGE_ACCESS.map(([page]) => page)).toEqual(ALL_PAGES);
    expect(new Set(ALL_PAGES).size).toBe(26);
  });

  for (const type of USER_TYPES) {
    for (const page of ALL_PAGES) {
      const allowed = EXPECTED[type].includes(page);
      it(`type ${type} ${allowed ? 'may' : 'may not'} open ${page}`, () => {
        expect(canOpenPage(type, page)).toBe(allowed);
        expect(isAllowed(type, page)).toBe(allowed);
      });
    }
  }

  it('lists the allowed pages in menu order', () => {
    for (const type of USER_TYPES) expect(allowedPages(type)).toEqual(EXPECTED[type]);
  });
});

describe('actions', () => {
  const EXPECTED_ACTIONS: Record<PolicyAction, { page: Page; types: UserType[] }> = {
    CHANGE_ORDER_STATUS: { page: 'pedido', types: [1, 3] },
    RESEND_INVOICING: { page: 'pedido', types: [1] },
    SEE_ORDER_STAFF: { page: 'pedido', types: [1, 3] },
    EDIT_DELIVERY_PERIODS: { page: 'horario', types: [1] },
    EDIT_PRODUCT: { page: 'produto', types: [1, 2, 3] },
    EDIT_PRODUCT_OUT_OF_LINE: { page: 'produto', types: [1, 2] },
    REFRESH_PRODUCT: { page: 'produto', types: [1, 2, 3, 5] },
    SEE_SALES_CHART: { page: 'dashboard', types: [1, 2, 3] },
  };

  it('defines every PolicyAction', () => {
    expect(Object.keys(ACTION_ACCESS).sort()).toEqual(Object.keys(EXPECTED_ACTIONS).sort());
  });

  for (const [action, { page, types }] of Object.entries(EXPECTED_ACTIONS) as [PolicyAction, (typeof EXPECTED_ACTIONS)[PolicyAction]][]) {
    for (const type of USER_TYPES) {
      it(`${action} on ${page}: type ${type} ${types.includes(type) ? 'allowed' : 'denied'}`, () => {
        expect(isAllowed(type, page, action)).toBe(types.includes(type));
      });
    }
  }

  it('never allows an action on a page the user cannot open', () => {
    // Type 5 may refresh products but has no access to the orders page at all.
    expect(isAllowed(5, 'pedido', 'REFRESH_PRODUCT')).toBe(false);
    expect(isAllowed(7, 'pedido', 'CHANGE_ORDER_STATUS')).toBe(false);
  });
});

describe('branch binding', () => {
  const BOUND: Record<BranchScope, UserType[]> = {
    openOrders: [3, 4, 7],
    closedOrders: [3, 4],
    staff: [3, 4],
    products: [3, 4],
    holidays: [3],
    salesChart: [3],
    reports: [3],
    branchSettings: [],
    coverageAreas: [],
    branches: [],
    sectionRanks: [],
    deliverySchedule: [],
  };

  for (const [scope, types] of Object.entries(BOUND) as [BranchScope, UserType[]][]) {
    for (const type of USER_TYPES) {
      const bound = types.includes(type);
      it(`${scope}: type ${type} is ${bound ? '' : 'not '}bound`, () => {
        expect(isBranchBound({ type, branch: 17 }, scope)).toBe(bound);
        if (bound) {
          expect(branchFilter({ type, branch: 17 }, scope)).toBe(17);
          expect(branchFilter({ type, branch: 17 }, scope, 17)).toBe(17);
          expect(() => branchFilter({ type, branch: 17 }, scope, 18)).toThrow('Acesso negado.');
          expect(() => branchFilter({ type, branch: null }, scope)).toThrow('Acesso negado.');
          expect(() => assertBranchAccess({ type, branch: 17 }, scope, 17)).not.toThrow();
          expect(() => assertBranchAccess({ type, branch: 17 }, scope, '17')).not.toThrow();
          expect(() => assertBranchAccess({ type, branch: 17 }, scope, 18)).toThrow('Acesso negado.');
          expect(() => assertBranchAccess({ type, branch: 17 }, scope, null)).toThrow('Acesso negado.');
          expect(reachesBranch({ type, branch: 17 }, scope, '17')).toBe(true);
          expect(reachesBranch({ type, branch: 17 }, scope, 18)).toBe(false);
          expect(reachesBranch({ type, branch: null }, scope, 17)).toBe(false);
          expect(() => assertBranchRecord({ type, branch: 17 }, scope, 17)).not.toThrow();
          expect(() => assertBranchRecord({ type, branch: 17 }, scope, 18)).toThrow('Registro não encontrado.');
        } else {
          expect(branchFilter({ type, branch: 17 }, scope)).toBeNull();
          expect(branchFilter({ type, branch: 17 }, scope, 18)).toBe(18);
          expect(() => assertBranchAccess({ type, branch: 17 }, scope, 18)).not.toThrow();
          expect(reachesBranch({ type, branch: 17 }, scope, 18)).toBe(true);
          expect(() => assertBranchRecord({ type, branch: null }, scope, 18)).not.toThrow();
        }
      });
    }
  }

  it('binds a key with a branch on every scope, and an unbound key on none, whatever its type', () => {
    const key = { keyId: 'k' };
    for (const scope of Object.keys(BOUND) as BranchScope[]) {
      expect(isBranchBound({ type: 3, branch: 17, integration: key }, scope)).toBe(true);
      expect(() => branchFilter({ type: 3, branch: 17, integration: key }, scope, 18)).toThrow('Acesso negado.');
      expect(reachesBranch({ type: 3, branch: 17, integration: key }, scope, 18)).toBe(false);
      expect(() => assertSharedChange({ type: 3, branch: 17, integration: key }, scope)).toThrow('Acesso negado.');
      expect(isBranchBound({ type: 1, branch: null, integration: key }, scope)).toBe(false);
      expect(() => assertSharedChange({ type: 1, branch: null, integration: key }, scope)).not.toThrow();
    }
  });

  it('says for every page whether its data is bound to a branch (the pages a bound key may hold)', () => {
    const branchWide = PAGE_ACCESS.map(([page]) => page).filter((page) => !isBindablePage(page));
    expect(branchWide).toEqual(['cliente', 'cep', 'destaque', 'pagamento', 'notificacao', 'configuracaoapp', 'logbd', 'logapi', 'recovery', 'integracoes']);
    expect(pageBranchScope('cliente')).toBeNull();
    expect(pageBranchScope('configuracoes')).toBe('branchSettings');
  });

  it('reports branchBound for the types bound somewhere', () => {
    expect(USER_TYPES.filter(isBranchBoundAnywhere)).toEqual([3, 4, 7]);
  });

  it("answers another branch's record by id as the product API's not-found, which isNotFound() recognises", () => {
    try {
      assertBranchRecord({ type: 3, branch: 17 }, 'products', 18);
      expect.unreachable();
    } catch (error) {
      expect((error as { extensions: Record<string, unknown> }).extensions).toEqual({ code: 'NOT_FOUND', upstreamStatus: 404 });
      expect(isNotFound(error)).toBe(true);
    }
  });

  it('answers FORBIDDEN', () => {
    try {
      branchFilter({ type: 4, branch: 17 }, 'openOrders', 18);
      expect.unreachable();
    } catch (error) {
      expect((error as { extensions: { code: string } }).extensions.code).toBe('FORBIDDEN');
    }
  });
});
