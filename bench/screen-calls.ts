// Benchmark: product API calls per screen of the catalogue pages (docs/areas/catalogue.md#screens) through the
// gateway, per resource type, against the calls a client makes when it fetches each record of the screen by its own
// call. Screens: a calendar month of 'Cadastro de Feriados' (branch choices, then the branch's entries), the branch
// details (branch with its periods) and the whole coverage table of 'Área de Cobertura' (fees with branch and CEP
// nested; each row's neighbourhood offer comes from its branch's settings), and 'Seções': the app's section list and
// the rank dialog of a branch (branch choices, then the branch's ranks with each rank's section nested); and the two
// log pages (docs/areas/staff-and-support.md#api-log and #database-log; 'Log API': entries with their user nested; 'Log Banco de Dados': entries, then the names of
// the users they show in one batch) at 5 and all rows, with the staff list their filter dialog offers; and 'Produtos'
// (docs/areas/catalogue.md#products): the branch choices, then a page of 8 cards with their offers, section, category
// and subcategory; and the staff pages (docs/areas/staff-and-support.md#staff: 'Funcionários', 'Busca de Separadores', 'Busca de Entregadores'
// at 5 and all rows: staff, then their branches' names). Target: at most one call per resource type and screen (the
// calendar reads the branch only for an empty month). Each screen runs the web's own documents.
import { print } from 'graphql';
import { startGateway } from '../gateway/src/server';
import {
  ApiLogsDocument,
  ApiLogUsersDocument,
  BranchDetailsDocument,
  CoverageAreasDocument,
  DatabaseLogsDocument,
  DeliverymanEmployeesDocument,
  EmployeesDocument,
  HolidayBranchesDocument,
  PickerEmployeesDocument,
  ProductBranchChoicesDocument,
  ProductsDocument,
  SectionRankBranchesDocument,
  SectionRanksDocument,
  SectionsDocument,
  SpecialDatesDocument,
} from '../web/src/generated/graphql';
import { gql, loginToken } from './lib/gateway-client';
import { startUpstreamChild } from './lib/open-orders';
import { countingProxy, resourceOf, type RecordedCall } from './lib/recording';
import type { BenchResult, Metric } from './lib/report';

interface Screen {
  name: string;
  steps: Array<{ query: string; variables: Record<string, unknown> }>;
  /** Records of each resource the screen shows: a client fetching them one by one makes this many calls. */
  oneByOne: (answers: Array<Record<string, unknown>>) => Record<string, number>;
}

type Loose = Record<string, unknown> & { length?: number };
const count = (value: unknown) => (Array.isArray(value) ? value.length : value ? 1 : 0);

const SCREENS: Screen[] = [
  {
    name: 'calendar month (branch 17)',
    steps: [
      { query: print(HolidayBranchesDocument), variables: {} },
      { query: print(SpecialDatesDocument), variables: { branch: 17 } },
    ],
    oneByOne: ([branches, dates]) => ({
      'filiais/': count(branches.holidayBranches) + 1,
      'horarios-especiais/': Math.max(1, count(dates.specialDates)),
    }),
  },
  {
    name: 'branch details (branch 17)',
    steps: [{ query: print(BranchDetailsDocument), variables: { code: 17 } }],
    oneByOne: ([details]) => {
      const periods = ((details.branch as Loose | null)?.deliveryPeriods as unknown[]) ?? [];
      return { 'filiais/': 1, 'filiais/horarios/': 1 + periods.length };
    },
  },
  ...[5, -1].map((pageSize) => ({
    name: `coverage table (${pageSize === -1 ? 'all' : pageSize} rows)`,
    steps: [{ query: print(CoverageAreasDocument), variables: { page: 1, pageSize } }],
    oneByOne: ([page]: Array<Record<string, unknown>>) => {
      const items = ((page.coverageAreas as Loose).items as Array<{ branch: { code: number } }>) ?? [];
      return { 'detalhe-taxa/': 1, 'configuracoes-gerais/': new Set(items.map((a) => a.branch.code)).size };
    },
  })),
  {
    name: 'sections list',
    steps: [{ query: print(SectionsDocument), variables: { includeInactive: false } }],
    oneByOne: () => ({ 'secoes/': 1 }),
  },
  {
    name: 'section ranks (branch 18)',
    steps: [
      { query: print(SectionRankBranchesDocument), variables: {} },
      { query: print(SectionRanksDocument), variables: { branch: 18 } },
    ],
    // One by one: the branch list, then the branch's ranks, then each rank's section by its own call (the spec's
    // GET secao-teste/{id}).
    oneByOne: ([branches, ranks]) => ({
      'filiais/': count(branches.sectionRankBranches) + 1,
      'detalhe-rank-secao-filial/': 1,
      'secao-teste/': count(ranks.sectionRanks),
    }),
  },
  ...[5, -1].map((pageSize) => ({
    name: `Log API (${pageSize === -1 ? 'all' : pageSize} rows)`,
    steps: [{ query: print(ApiLogsDocument), variables: { filter: {}, page: 1, pageSize } }],
    // One by one: the entries, then each acting user by its own call.
    oneByOne: ([page]: Array<Record<string, unknown>>) => {
      const items = ((page.apiLogs as Loose).items as Array<{ user: { id: string | null } | null }>) ?? [];
      return { 'detalhe-application-logs/': 1, 'auth/users/serializer/': new Set(items.flatMap((e) => (e.user?.id ? [e.user.id] : []))).size };
    },
  })),
  ...[5, -1].map((pageSize) => ({
    name: `Log Banco de Dados (${pageSize === -1 ? 'all' : pageSize} rows)`,
    steps: [{ query: print(DatabaseLogsDocument), variables: { filter: {}, page: 1, pageSize } }],
    // One by one: the entries, then the user of each name the page shows by its own call.
    oneByOne: ([page]: Array<Record<string, unknown>>) => {
      const items = ((page.databaseLogs as Loose).items as Array<{ user: { username: string } }>) ?? [];
      return { 'detalhe-update-logs/': 1, 'auth/users/serializer/': new Set(items.map((e) => e.user.username)).size };
    },
  })),
  {
    name: 'products page (branch 17, 8 cards)',
    steps: [
      { query: print(ProductBranchChoicesDocument), variables: {} },
      { query: print(ProductsDocument), variables: { filter: { branch: 17 }, page: 1 } },
    ],
    // One by one: the branch list, the page of products, then each card's offers (the spec's 'Erro ao carregar
    // ofertas do produto: ' read), category and subcategory by their own calls.
    oneByOne: ([, page]) => {
      const items = ((page.products as Loose).items as Array<{ category: unknown; subcategory: unknown }>) ?? [];
      if (items.length !== 8) throw new Error(`products page: ${items.length} cards, expected 8`);
      return {
        'filiais/': 1,
        'produtos-ordenados/': 1,
        'ofertas/': items.length,
        'categorias/': items.filter((p) => p.category).length,
        'subcategorias/': items.filter((p) => p.subcategory).length,
      };
    },
  },
  // The staff pages (docs/areas/staff-and-support.md#staff): a page of employees, pickers or deliverymen (users nested), their branches' names.
  ...[5, -1].flatMap((pageSize) =>
    (
      [
        ['Funcionários', EmployeesDocument, 'employees'],
        ['Busca de Separadores', PickerEmployeesDocument, 'pickerEmployees'],
        ['Busca de Entregadores', DeliverymanEmployeesDocument, 'deliverymanEmployees'],
      ] as const
    ).map(([title, document, field]) => ({
      name: `${title} (${pageSize === -1 ? 'all' : pageSize} rows)`,
      steps: [{ query: print(document), variables: { filter: {}, page: 1, pageSize } }],
      // One by one: the page of staff, then each branch shown by its own call.
      oneByOne: ([page]: Array<Record<string, unknown>>) => {
        const items = ((page[field] as Loose).items as Array<{ branch: { code: number } | null }>) ?? [];
        return { 'detalhe-funcionario/': 1, 'filiais/': new Set(items.flatMap((m) => (m.branch ? [m.branch.code] : []))).size };
      },
    })),
  ),
  {
    name: 'log filter users',
    steps: [{ query: print(ApiLogUsersDocument), variables: {} }],
    oneByOne: () => ({ 'auth/users/serializer/': 1 }),
  },
];

/** 'filiais/17/horarios/' and 'filiais/?codFilial__in=17' are different resources: the nested one keeps its tail. */
const resourceKey = (call: RecordedCall) => resourceOf(call.path).replace(/^filiais\/\d+\/horarios\/?$/, 'filiais/horarios/');

export async function screenCallsBench(): Promise<BenchResult> {
  const upstream = await startUpstreamChild();
  const proxy = await countingProxy(upstream.info.urls.productApi);
  const gateway = await startGateway({ port: 0, upstreams: { ...upstream.info.urls, productApi: proxy.url }, webDist: null, logLevel: 'silent' });
  try {
    const token = await loginToken(gateway.url);
    const metrics: Metric[] = [];
    const notes: string[] = [];
    for (const screen of SCREENS) {
      proxy.calls.length = 0;
      const answers: Array<Record<string, unknown>> = [];
      for (const step of screen.steps) {
        const reply = await gql(gateway.url, token, step.query, step.variables);
        if (reply.body.errors?.length || !reply.body.data) throw new Error(`${screen.name}: ${JSON.stringify(reply.body.errors)}`);
        answers.push(reply.body.data as Record<string, unknown>);
      }
      const gatewayCalls = new Map<string, number>();
      for (const call of proxy.calls) gatewayCalls.set(resourceKey(call), (gatewayCalls.get(resourceKey(call)) ?? 0) + 1);
      const naive = screen.oneByOne(answers);
      for (const resource of new Set([...gatewayCalls.keys(), ...Object.keys(naive)])) {
        const calls = gatewayCalls.get(resource) ?? 0;
        metrics.push({
          name: `${screen.name}: ${resource}`,
          value: `${calls} gateway vs ${naive[resource] ?? calls} one by one`,
          target: '<= 1',
          ok: calls <= 1,
        });
      }
      notes.push(`${screen.name}: ${proxy.calls.map((c) => `${c.method} ${c.path}`).join(', ')}`);
    }
    return { bench: 'screen-calls', metrics, notes };
  } finally {
    await gateway.close();
    await proxy.close();
    await upstream.stop();
  }
}
