// Exactly-once under concurrency (docs/decisions/0048-exactly-once-changes.md): ten identical submissions of every
// create-like mutation sent at once write one record (or one change) with one audit entry per upstream write; every
// racer answers the winner's record or a Portuguese refusal, never the product API's own text. Rows are counted on the
// reference product API directly, audit entries in its application-logs.
import { describe, expect, it } from 'vitest';
import type { Client } from './stack';
import { withWorkflowStack } from './setup';
import type { Loose, WorkflowStack } from './workflow-stack';

const RACERS = 10;

let stack: WorkflowStack;
let superuser: Client;

const count = async (path: string): Promise<number> => (await stack.api.get(`${path}${path.includes('?') ? '&' : '?'}page_size=1`)).total;
const audits = (table: string) => count(`application-logs/?tabela=${encodeURIComponent(table)}`);
const all = async (path: string): Promise<Loose[]> => (await stack.api.get(`${path}${path.includes('?') ? '&' : '?'}page_size=10000`)).results;

/** Words of the product API's English answers ('A record with this filial already exists', 'Invalid pk'). */
const UPSTREAM_TEXT = /\b(the|this|with|already|exists|invalid|must|field|record|object|not found)\b/i;

interface Raced {
  /** The payloads of the ten answers. */
  payloads: Loose[];
  /** The ids the successful answers name (one record for all of them). */
  ids: Set<string>;
}

/**
 * Sends the same mutation ten times at once and checks each answer is the record or a Portuguese refusal. Half
 * the racers get the answer of their first read of `late` (a product API path) 1.5 s after the API answered:
 * they decide on what they read before the winner wrote, and act after it finished (what a busy API does to
 * some of the requests a double click or a retrying client sends).
 */
async function race(query: string, variables: Record<string, unknown>, field: string, record: string | null, late: string): Promise<Raced> {
  stack.proxies.productApi.add({ method: 'GET', path: late, action: 'late', ms: 1500, times: RACERS / 2 });
  const answers = await Promise.all(Array.from({ length: RACERS }, () => superuser.query(query, variables))).finally(() => stack.proxies.productApi.clear());
  const payloads = answers.map((a) => {
    expect(a.body.errors, JSON.stringify(a.body.errors)).toBeUndefined();
    return a.body.data![field];
  });
  for (const p of payloads) for (const e of p.errors) expect(e.message, `${field}: ${e.message}`).not.toMatch(UPSTREAM_TEXT);
  const won = payloads.filter((p) => p.errors.length === 0);
  expect(won.length, `${field}: ${JSON.stringify(payloads.map((p) => p.errors))}`).toBeGreaterThan(0);
  const ids = new Set(record ? won.map((p) => String(p[record]?.id ?? p[record]?.code)) : []);
  return { payloads, ids };
}

/** Counts before and after a race: the rows each reader counts and the audit entries of each table. */
async function measured(readers: Record<string, () => Promise<number>>, tables: string[], act: () => Promise<Raced>) {
  const before = Object.fromEntries(await Promise.all(Object.entries(readers).map(async ([k, r]) => [k, await r()])));
  const auditsBefore = Object.fromEntries(await Promise.all(tables.map(async (t) => [t, await audits(t)])));
  const raced = await act();
  const rows = Object.fromEntries(await Promise.all(Object.entries(readers).map(async ([k, r]) => [k, (await r()) - before[k]])));
  const logged = Object.fromEntries(await Promise.all(tables.map(async (t) => [t, (await audits(t)) - auditsBefore[t]])));
  return { ...raced, rows, logged };
}

const dayFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

withWorkflowStack(['1001'], (started, clients) => {
  stack = started;
  [superuser] = clients;
});

describe('ten identical submissions at once write once', () => {
  it('saveNeighbourhood (create): one neighbourhood, one audit entry', async () => {
    const { coveragePostalCode: cep } = (await superuser.query('{ coveragePostalCode(code: "64220-000") { id } }')).body.data!;
    const query = `mutation($p: ID!, $i: NeighbourhoodInput!) { saveNeighbourhood(postalCodeId: $p, input: $i) { errors { code message field } neighbourhood { id } } }`;
    const named = () => count(`bairros-externos/?cep=${cep.id}&bairro=Corrida do Bairro`);
    const result = await measured({ named }, ['bairros-externos'], () =>
      race(query, { p: cep.id, i: { name: 'Corrida do Bairro', fee: '4.50', note: '', active: true } }, 'saveNeighbourhood', 'neighbourhood', '/ceps/'),
    );
    expect(result.rows).toEqual({ named: 1 });
    expect(result.logged).toEqual({ 'bairros-externos': 1 });
    expect(result.ids.size).toBe(1);
  });

  it('createSpecialDate: one entry for the branch and day, one audit entry', async () => {
    const query = `mutation($i: SpecialDateInput!) { createSpecialDate(input: $i) { errors { code message field } specialDate { id } } }`;
    const day = () => count('horarios-especiais/?filial=1&data=2026-07-15'); /* branch 17 by its id */
    const result = await measured({ day }, ['horarios-especiais'], () =>
      race(
        query,
        { i: { branch: 17, date: '2026-07-15', type: 'F', description: 'Feriado da corrida' } },
        'createSpecialDate',
        'specialDate',
        '/horarios-especiais/',
      ),
    );
    expect(result.rows).toEqual({ day: 1 });
    expect(result.logged).toEqual({ 'horarios-especiais': 1 });
    expect(result.ids.size).toBe(1);
  });

  it('createSpecialDate for one day with different forms: still one entry, the others refused in Portuguese', async () => {
    const query = `mutation($i: SpecialDateInput!) { createSpecialDate(input: $i) { errors { code message field } specialDate { id } } }`;
    const before = await count('horarios-especiais/?filial=1&data=2026-07-16');
    stack.proxies.productApi.add({ method: 'GET', path: '/horarios-especiais/', action: 'late', ms: 1500, times: RACERS / 2 });
    const answers = await Promise.all(
      Array.from({ length: RACERS }, (_, n) => superuser.query(query, { i: { branch: 17, date: '2026-07-16', type: 'ESP', description: `Horário ${n}` } })),
    ).finally(() => stack.proxies.productApi.clear());
    const payloads = answers.map((a) => a.body.data!.createSpecialDate);
    expect(payloads.filter((p: Loose) => p.errors.length === 0)).toHaveLength(1);
    for (const p of payloads) for (const e of p.errors) expect(['DAY_TAKEN', 'WORKFLOW_BUSY']).toContain(e.code);
    expect((await count('horarios-especiais/?filial=1&data=2026-07-16')) - before).toBe(1);
  });

  const SETTINGS = `mutation($b: Int!, $i: BranchSettingsInput!) { saveBranchSettings(branch: $b, input: $i) { errors { code message field } settings { id } } }`;
  const settingsForm = (extra: Record<string, unknown> = {}) => ({
    minimumPurchase: '50.00',
    minimumPickupPurchase: '20.00',
    additionalOrderItemLimit: 10,
    stockMarginPercent: '5',
    deliveryIntervalMinutes: 60,
    nextDaySearchLimit: 2,
    serviceFee: '2.50',
    serviceFeeProductId: 900001,
    serviceFeeErpCode: 'TXS',
    deliveryFeeProductId: 900002,
    deliveryFeeErpCode: 'TXE',
    neighbourhoodPostalCode: '64220-000',
    supportUrl: 'https://suporte.example.com/chat',
    loyaltyUsername: 'cv-corrida',
    ...extra,
  });

  it('saveBranchSettings (create): one settings record, one audit entry, no upstream text', async () => {
    // Settings name their branch by id (docs/areas/catalogue.md#branch-ids-and-codes: filial={id}), the form by code.
    const branches = await all('filiais/');
    const withSettings = new Set((await all('configuracoes-gerais/')).map((r: Loose) => Number(r.filial)));
    const bareBranch = branches.find((b: Loose) => !withSettings.has(Number(b.id)));
    expect(bareBranch).toBeDefined();
    const bare = Number(bareBranch.codFilial);
    const stored = () => count(`configuracoes-gerais/?filial=${bareBranch.id}`);
    const result = await measured({ stored }, ['configuracoes-gerais'], () =>
      race(SETTINGS, { b: bare, i: settingsForm({ loyaltyPassword: 'token-corrida' }) }, 'saveBranchSettings', 'settings', '/configuracoes-gerais/'),
    );
    expect(result.rows).toEqual({ stored: 1 });
    expect(result.logged).toEqual({ 'configuracoes-gerais': 1 });
  });

  it('saveBranchSettings (update): one write, one audit entry', async () => {
    const result = await measured({}, ['configuracoes-gerais'], () =>
      race(SETTINGS, { b: 17, i: settingsForm({ serviceFee: '3.75' }) }, 'saveBranchSettings', 'settings', '/configuracoes-gerais/'),
    );
    expect(result.logged).toEqual({ 'configuracoes-gerais': 1 });
  });

  it('savePostalCode and saveCoverageArea (create): one postal code, one area, one audit entry each', async () => {
    const cepQuery = `mutation($i: PostalCodeInput!) { savePostalCode(input: $i) { errors { code message field } postalCode { id } } }`;
    const ceps = () => count('ceps/?cep=64099123');
    const cep = await measured({ ceps }, ['ceps'], () =>
      race(cepQuery, { i: { code: '64099-123', address: 'Rua da Corrida' } }, 'savePostalCode', 'postalCode', '/ceps/'),
    );
    expect(cep.rows).toEqual({ ceps: 1 });
    expect(cep.logged).toEqual({ ceps: 1 });
    const cepId = [...cep.ids][0];
    const areaQuery = `mutation($i: CoverageAreaInput!) { saveCoverageArea(input: $i) { errors { code message field } area { id } } }`;
    const areas = () => count(`taxas/?filial=17&cep=${cepId}`);
    const area = await measured({ areas }, ['taxas'], () =>
      race(areaQuery, { i: { branch: 17, postalCode: '64099123', fee: '5.00' } }, 'saveCoverageArea', 'area', '/taxas/'),
    );
    expect(area.rows).toEqual({ areas: 1 });
    expect(area.logged).toEqual({ taxas: 1 });
  });

  it('saveHighlight and savePaymentMethod (create): one record, one audit entry each', async () => {
    const hlQuery = `mutation($i: HighlightInput!) { saveHighlight(input: $i) { errors { code message field } highlight { id } } }`;
    const titled = async () => (await all('destaques/')).filter((h: Loose) => h.titulo === 'Corrida de Destaques').length;
    const hl = await measured({ titled }, ['destaques'], () =>
      race(hlQuery, { i: { title: 'Corrida de Destaques', type: 'I' } }, 'saveHighlight', 'highlight', '/destaques/'),
    );
    expect(hl.rows).toEqual({ titled: 1 });
    expect(hl.logged).toEqual({ destaques: 1 });
    const pmQuery = `mutation($i: PaymentMethodInput!) { savePaymentMethod(input: $i) { errors { code message field } paymentMethod { id } } }`;
    const coded = async () => (await all('formas-pagamento/')).filter((m: Loose) => m.codInterno === 'CORR').length;
    const pm = await measured({ coded }, ['formas-pagamento'], () =>
      race(pmQuery, { i: { internalCode: 'CORR', erpChargeCode: '0098', description: 'Corrida' } }, 'savePaymentMethod', 'paymentMethod', '/formas-pagamento/'),
    );
    expect(pm.rows).toEqual({ coded: 1 });
    expect(pm.logged).toEqual({ 'formas-pagamento': 1 });
  });

  it('createDeliveryPeriod and addBranchDeliveryPeriod: one period, one branch period, one audit entry each', async () => {
    const createQuery = `mutation($i: DeliveryPeriodInput!) { createDeliveryPeriod(input: $i) { errors { code message field } period { id } } }`;
    const periods = async () =>
      (await all('horarios-entrega/')).filter((p: Loose) => String(p.horaInicio).startsWith('05:10') && String(p.horaFim).startsWith('05:40')).length;
    const created = await measured({ periods }, ['horarios-entrega'], () =>
      race(createQuery, { i: { start: '05:10', end: '05:40' } }, 'createDeliveryPeriod', 'period', '/horarios-entrega/'),
    );
    expect(created.rows).toEqual({ periods: 1 });
    expect(created.logged).toEqual({ 'horarios-entrega': 1 });
    const periodId = [...created.ids][0];
    const addQuery = `mutation($b: Int!, $i: BranchDeliveryPeriodInput!) { addBranchDeliveryPeriod(branch: $b, input: $i) { errors { code message field } period { id } } }`;
    const rows = () => count(`horarios-filiais/?filial=18&horario=${periodId}`);
    const added = await measured({ rows }, ['horarios-filiais'], () =>
      race(addQuery, { b: 18, i: { periodId, maxDeliveries: 3, type: 'ESP' } }, 'addBranchDeliveryPeriod', 'period', '/filiais/'),
    );
    expect(added.rows).toEqual({ rows: 1 });
    expect(added.logged).toEqual({ 'horarios-filiais': 1 });
  });

  it('createBranch with schedules: one branch, its periods, and an audit entry for every row written', async () => {
    const periodIds = (await superuser.query('{ deliveryPeriods { id } }')).body.data!.deliveryPeriods.map((p: Loose) => p.id);
    const query = `mutation($input: BranchInput!, $schedules: [BranchScheduleInput!]) { createBranch(input: $input, schedules: $schedules) { errors { code message field } branch { code } } }`;
    const input = {
      code: 951,
      name: 'Filial Corrida',
      cnpj: '12.ABC.345/01DE-35',
      address: 'Rua das Flores',
      number: '10',
      neighbourhood: 'Centro',
      city: 'Teresina',
      state: 'pi',
      postalCode: '64000-100',
      mapsUrl: 'https://maps.google.com/?q=teresina',
      contact: '(86) 3222-1000',
      whatsappUrl: 'https://wa.me/558632221000',
      status: 'A',
    };
    const schedules = [
      { type: 'N', periodIds: periodIds.slice(0, 2), maxDeliveries: 12 },
      { type: 'FDS', periodIds: periodIds.slice(0, 1), maxDeliveries: 4 },
    ];
    const branch = () => count('filiais/?codFilial=951');
    const periods = () => count('horarios-filiais/?filial=951');
    const result = await measured({ branch, periods }, ['filiais', 'horarios-filiais'], () =>
      race(query, { input, schedules }, 'createBranch', 'branch', '/filiais/'),
    );
    expect(result.rows).toEqual({ branch: 1, periods: 3 });
    // docs/decisions/0008-one-audit-entry-per-change.md: one entry per change; the three horarios-filiais rows are
    // three changes of that table.
    expect(result.logged).toEqual({ filiais: 1, 'horarios-filiais': 3 });
    const entries = (await all('application-logs/?tabela=horarios-filiais')).filter((l: Loose) => Number(l.dadoDepois?.filial) === 951);
    expect(entries.map((l: Loose) => [l.metodo, l.dadoDepois.tipo, Number(l.dadoDepois.horario)]).sort()).toEqual(
      [
        ['POST', 'FDS', Number(periodIds[0])],
        ['POST', 'N', Number(periodIds[0])],
        ['POST', 'N', Number(periodIds[1])],
      ].sort(),
    );
  });

  it('saveProductOffers: the offer once, and the product change (offer flag and type) audited beside the offers', async () => {
    let product: Loose;
    const pageQuery = `query($n: Int!) { products(filter: { branch: 18 }, page: $n) { items { id onOffer offers { id } } } }`;
    for (let n = 1; !product && n < 20; n++) {
      product = (await superuser.query(pageQuery, { n })).body.data!.products.items.find((p: Loose) => p.offers.length === 0 && !p.onOffer);
    }
    expect(product).toBeDefined();
    const query = `mutation($productId: ID!, $offers: [ProductOfferInput!]!) { saveProductOffers(productId: $productId, offers: $offers) { errors { code message field } product { id } } }`;
    const offers = () => count(`ofertas/?produto=${product.id}`);
    const result = await measured({ offers }, ['ofertas', 'produtos'], () =>
      race(
        query,
        { productId: product.id, offers: [{ type: 'A', price: '2.50', startsOn: dayFromNow(-2), endsOn: dayFromNow(30) }] },
        'saveProductOffers',
        'product',
        '/produtos/',
      ),
    );
    expect(result.rows).toEqual({ offers: 1 });
    expect(result.logged).toEqual({ ofertas: 1, produtos: 1 });
    const [entry] = (await all('application-logs/?tabela=produtos')).filter((l: Loose) => String(l.dadoDepois?.id) === product.id);
    expect(entry).toMatchObject({ metodo: 'PUT', dadoAntes: { oferta: 'N' }, dadoDepois: { oferta: 'S', tipopoferta: 'A' } });
  });

  it('saveRecipe (create, no request id): one recipe, one audit entry', async () => {
    const query = `mutation($input: RecipeInput!) { saveRecipe(input: $input) { errors { code message field } recipe { id } } }`;
    const input = {
      name: 'Baião da Corrida',
      description: 'Arroz e feijão',
      ingredients: [{ name: 'arroz', quantity: '2', unit: 'xícara', toTaste: false, products: [] }],
      steps: [{ description: 'Cozinhe tudo junto.' }],
    };
    const named = async () => (await all('recipes/recipes/?name=Baião da Corrida')).filter((r: Loose) => r.name === 'Baião da Corrida').length;
    const result = await measured({ named }, ['recipe'], () => race(query, { input }, 'saveRecipe', 'recipe', '/recipes/'));
    expect(result.rows).toEqual({ named: 1 });
    expect(result.logged).toEqual({ recipe: 1 });
  });

  it('already keyed: createPicker and sendNotification (with its request id) write once, audited once per table', async () => {
    const pickerQuery = `mutation($input: EmployeeInput!) { createPicker(input: $input) { errors { code message field } member { id } } }`;
    const users = async () => (await all('auth/users/serializer/?username=5991')).filter((u: Loose) => u.username === '5991').length;
    const staff = async () => (await all('funcionarios/')).filter((f: Loose) => f.nome === 'Corrida Separador').length;
    const picker = await measured({ users, staff }, ['users', 'funcionarios'], () =>
      race(
        pickerQuery,
        { input: { registration: '5991', name: 'Corrida Separador', cpf: '52998224725', branch: 17, password: 'senha5991' } },
        'createPicker',
        'member',
        '/funcionarios/',
      ),
    );
    expect(picker.rows).toEqual({ users: 1, staff: 1 });
    expect(picker.logged).toEqual({ users: 1, funcionarios: 1 });
    const sendQuery = `mutation($input: SendNotificationInput!) { sendNotification(input: $input) { sent errors { code message field } } }`;
    const titled = async () => (await all('notificacoes/')).filter((n: Loose) => n.titulo === 'Corrida de Avisos').length;
    const pushes = async () => (await stack.recorded('push')).filter((r) => JSON.stringify(r.body ?? '').includes('Corrida de Avisos')).length;
    const sent = await measured({ titled, pushes }, ['notificacoes', 'notificacoes(OneSignal)'], () =>
      race(
        sendQuery,
        { input: { title: 'Corrida de Avisos', message: 'Uma vez só', audience: 'GENERAL', requestId: 'corrida-0001' } },
        'sendNotification',
        null,
        '/notificacoes/',
      ),
    );
    expect(sent.rows).toEqual({ titled: 1, pushes: 1 });
    expect(sent.logged).toEqual({ notificacoes: 1, 'notificacoes(OneSignal)': 1 });
  });

  it('sendNotification and notifyCustomer without a request id: one push, one record, one audit entry per table', async () => {
    const sendQuery = `mutation($input: SendNotificationInput!) { sendNotification(input: $input) { sent errors { code message field } } }`;
    const titled = async () => (await all('notificacoes/')).filter((n: Loose) => n.titulo === 'Corrida Sem Id').length;
    const pushes = (title: string) => async () => (await stack.recorded('push')).filter((r) => JSON.stringify(r.body ?? '').includes(title)).length;
    const sent = await measured({ titled, pushes: pushes('Corrida Sem Id') }, ['notificacoes', 'notificacoes(OneSignal)'], () =>
      race(sendQuery, { input: { title: 'Corrida Sem Id', message: 'Sem identificador', audience: 'GENERAL' } }, 'sendNotification', null, '/notificacoes/'),
    );
    expect(sent.rows).toEqual({ titled: 1, pushes: 1 });
    expect(sent.logged).toEqual({ notificacoes: 1, 'notificacoes(OneSignal)': 1 });

    const customer = (await all('clientes/')).find((c: Loose) => c.player_id);
    const notifyQuery = `mutation($input: CustomerNotificationInput!) { notifyCustomer(input: $input) { sent errors { code message field } } }`;
    const notified = await measured({ pushes: pushes('Corrida Cliente') }, ['notificacoes(OneSignal)'], () =>
      race(notifyQuery, { input: { customerId: String(customer.id), title: 'Corrida Cliente', message: 'Uma vez só' } }, 'notifyCustomer', null, '/clientes/'),
    );
    expect(notified.rows).toEqual({ pushes: 1 });
    expect(notified.logged).toEqual({ 'notificacoes(OneSignal)': 1 });
  });

  it('createIntegrationKey: one key and one secret', async () => {
    const query = `mutation($input: IntegrationKeyInput!) { createIntegrationKey(input: $input) { secret errors { code message field } integrationKey { id } } }`;
    const input = { name: 'Corrida de Chaves', pages: ['pedido'], expiresAt: new Date(stack.clock.now + 30 * 86_400_000).toISOString() };
    const answers = await Promise.all(Array.from({ length: RACERS }, () => superuser.query(query, { input })));
    const payloads = answers.map((a) => {
      expect(a.body.errors, JSON.stringify(a.body.errors)).toBeUndefined();
      return a.body.data!.createIntegrationKey as Loose;
    });
    for (const p of payloads) for (const e of p.errors) expect(e.code, e.message).toBe('WORKFLOW_BUSY');
    expect(payloads.filter((p) => p.secret !== null)).toHaveLength(1);
    const keys = (await superuser.query('{ integrationKeys { id name } }')).body.data!.integrationKeys as Loose[];
    expect(keys.filter((k) => k.name === 'Corrida de Chaves')).toHaveLength(1);
    // Every racer that was not refused names the one key.
    expect(new Set(payloads.filter((p) => p.errors.length === 0).map((p) => p.integrationKey.id)).size).toBe(1);
  });

  it('updates (product, section, app settings, privacy policy, special date): one write and one audit entry each', async () => {
    const section = (await all('secoes/'))[0];
    const sectionQuery = `mutation($id: ID!, $input: SectionInput!) { updateSection(id: $id, input: $input) { errors { code message field } section { id } } }`;
    const sectionInput = { description: section.descricao, icon: 'person-running', info: null, active: true };
    expect(
      (await measured({}, ['secoes'], () => race(sectionQuery, { id: String(section.id), input: sectionInput }, 'updateSection', 'section', '/secoes/')))
        .logged,
    ).toEqual({ secoes: 1 });

    const { appSettings } = (
      await superuser.query(
        '{ appSettings { id maintenance supportUrl androidVersion androidPackageName playStoreUrl androidUpdateRequired iosVersion iosPackageName appStoreUrl iosUpdateRequired pickerAppVersion pickerAppUpdateRequired } }',
      )
    ).body.data!;
    const { id: _id, ...form } = appSettings;
    const appQuery = `mutation($input: AppSettingsInput!) { saveAppSettings(input: $input) { errors { code message field } appSettings { id } } }`;
    expect(
      (
        await measured({}, ['application-settings'], () =>
          race(appQuery, { input: { ...form, androidVersion: '7.7.7' } }, 'saveAppSettings', 'appSettings', '/application-settings/'),
        )
      ).logged,
    ).toEqual({ 'application-settings': 1 });

    const privacyQuery = `mutation($input: PrivacyPolicyInput!) { savePrivacyPolicy(input: $input) { errors { code message field } privacyPolicy { id } } }`;
    expect(
      (
        await measured({}, ['politica-privacidade'], () =>
          race(privacyQuery, { input: { title: 'Política da Corrida', body: 'Texto.' } }, 'savePrivacyPolicy', 'privacyPolicy', '/politica-privacidade/'),
        )
      ).logged,
    ).toEqual({ 'politica-privacidade': 1 });

    const created = (
      await superuser.query(`mutation { createSpecialDate(input: { branch: 18, date: "2026-08-20", type: F, description: "Antes" }) { specialDate { id } } }`)
    ).body.data!.createSpecialDate.specialDate;
    const dateQuery = `mutation($id: ID!, $i: SpecialDateInput!) { updateSpecialDate(id: $id, input: $i) { errors { code message field } specialDate { id } } }`;
    expect(
      (
        await measured({}, ['horarios-especiais'], () =>
          race(
            dateQuery,
            { id: created.id, i: { branch: 18, date: '2026-08-21', type: 'ESP', description: 'Depois' } },
            'updateSpecialDate',
            'specialDate',
            '/horarios-especiais/',
          ),
        )
      ).logged,
    ).toEqual({ 'horarios-especiais': 1 });

    const productQuery = `query { products(filter: { branch: 17 }, page: 1) { items { id description unit section { id } category { id } subcategory { id } salePrice tablePrice outOfLine stock minimumStock onOffer offerType { code } imageUrl } } }`;
    const [p] = (await superuser.query(productQuery)).body.data!.products.items;
    const productInput = {
      description: `${p.description} X`.slice(0, 60),
      unit: p.unit,
      sectionId: p.section.id,
      categoryId: p.category.id,
      subcategoryId: p.subcategory.id,
      salePrice: p.salePrice,
      tablePrice: p.tablePrice,
      outOfLine: p.outOfLine,
      stock: p.stock,
      minimumStock: p.minimumStock,
      minimumPurchase: '1',
      onOffer: p.onOffer,
      offerType: p.offerType.code,
      soldInPacks: false,
      packQuantity: null,
      unitWeight: p.unit === 'KG' ? '0.500' : null,
      notes: null,
      imageUrl: p.imageUrl,
    };
    const updateQuery = `mutation($id: ID!, $input: ProductInput!) { updateProduct(id: $id, input: $input) { errors { code message field } product { id } } }`;
    expect(
      (await measured({}, ['produtos'], () => race(updateQuery, { id: p.id, input: productInput }, 'updateProduct', 'product', '/produtos/'))).logged,
    ).toEqual({ produtos: 1 });
  });
});
