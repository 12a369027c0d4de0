// Assembles the whole demo dataset as rows per table, in foreign-key order. Pure: the same options give the
// same rows (the password hash is passed in because bcrypt salts are random and hashing is slow).
import { branchCodeOf, branchRows } from './branches';
import { buildCatalogue } from './catalogue-rows';
import { contentRows } from './content-rows';
import { saoPauloDate } from './dates';
import { buildErpRecords, type ProductInfo } from './erp-records';
import { buildLoyaltyRecords } from './loyalty-records';
import { buildOrders } from './orders';
import { buildPeople } from './people';
import { Random } from './random';
import { settingsRows } from './settings-rows';
import type { Row } from './bulk-insert';

export interface DatasetOptions {
  /** Multiplies customers, products and orders (1 = the demo dataset). */
  scale: number;
  /** "Now" of the dataset: orders are placed relative to it. */
  now: Date;
  passwordHash: string;
  seed?: number;
}

export type Dataset = [table: string, rows: Row[]][];

export function buildDataset(options: DatasetOptions): Dataset {
  const scale = Math.max(1, Math.floor(options.scale));
  const random = new Random(options.seed ?? 20260317);
  const today = saoPauloDate(options.now);
  const people = buildPeople(random, options.passwordHash, scale, new Date(`${Number(today.slice(0, 4)) - 2}-01-05T12:00:00-03:00`).toISOString());
  const catalogue = buildCatalogue(random, scale, options.now);
  const settings = settingsRows(random, today, catalogue.feeProducts);
  const orders = buildOrders(random, options.now, scale, people, catalogue);
  const productNames = new Map(catalogue.produtos.map((p) => [Number(p.id), String(p.descricao)]));
  const staffUserIds = people.staff.filter((s) => ['superuser', 'manager', 'submanager', 'marketing'].includes(s.role)).map((s) => s.userId);
  const content = contentRows(random, options.now, catalogue.productsByBranch.get(18) ?? [], productNames, staffUserIds);

  // A customer whose CPF is fixed, so manual checks and docs can search for a known customer.
  people.clientes[0].cpf = '52998224725';
  const bclientes = people.clientes.slice(0, 20).map((c, i) => ({ id: i + 1, cpf: c.cpf, nome: c.cliente, email: c.email, telefone: null }));
  const participantes = bclientes.slice(0, 12).map((b, i) => ({
    id: i + 1,
    bcliente: b.id,
    nome: b.nome,
    cpf: b.cpf,
    email: b.email,
    telefone: null,
    datanascimento: `19${70 + i}-0${(i % 9) + 1}-1${i % 9}`,
    sexo: i % 2 ? 'F' : 'M',
    cep: '64220000',
    cidade: 'Teresina',
    estado: 'PI',
    pontos: random.int(0, 5000),
    ativo: i !== 11,
    datacadastro: options.now.toISOString(),
  }));

  // A generator of its own, so the reference services' records leave the rest of the dataset unchanged.
  const referenceRandom = new Random(((options.seed ?? 20260317) ^ 0x9e3779b9) >>> 0);
  const products = new Map<number, ProductInfo>(
    catalogue.produtos.map((p) => [
      Number(p.id),
      {
        codprod: Number(p.codprod),
        codauxiliar: String(p.codauxiliar),
        descricao: String(p.descricao),
        unidade: String(p.unidade),
        secao: Number(p.secao),
        categoria: Number(p.categoria),
      },
    ]),
  );
  const erp = buildErpRecords(referenceRandom, options.now, orders.pedidos, orders.itens_pedido, people.clientes, products);
  const descriptions = (rows: Row[]) => new Map(rows.map((r) => [Number(r.id), String(r.descricao)]));
  const loyalty = buildLoyaltyRecords(referenceRandom, options.now, erp.invoices, {
    clientes: people.clientes,
    usernames: new Map(settings.configuracoes_gerais.map((r) => [branchCodeOf(Number(r.filial)), String(r.cvusername)])),
    paymentMethods: descriptions(settings.formas_pagamento),
    sections: descriptions(catalogue.secoes),
    categories: descriptions(catalogue.categorias),
  });

  return [
    ['users', people.users],
    ['filiais', branchRows()],
    ['funcionarios', people.funcionarios],
    ['clientes', people.clientes],
    ['clientes_enderecos', people.enderecos],
    ['clientes_telefones', people.telefones],
    ['secoes', catalogue.secoes],
    ['rank_secao_filial', catalogue.ranks],
    ['categorias', catalogue.categorias],
    ['subcategorias', catalogue.subcategorias],
    ['produtos', catalogue.produtos],
    ['ofertas', catalogue.ofertas],
    ['horarios_entrega', settings.horarios_entrega],
    ['horarios_filiais', settings.horarios_filiais],
    ['horarios_especiais', settings.horarios_especiais],
    ['destaques', settings.destaques],
    ['ceps', settings.ceps],
    ['taxas', settings.taxas],
    ['bairros_externos', settings.bairros_externos],
    ['formas_pagamento', settings.formas_pagamento],
    ['pedidos', orders.pedidos],
    ['itens_pedido', orders.itens_pedido],
    ['substitutos_item', orders.substitutos_item],
    ['avaliacoes', orders.avaliacoes],
    ['cancelamentos', orders.cancelamentos],
    ['notificacoes', content.notificacoes],
    ['configuracoes_gerais', settings.configuracoes_gerais],
    ['application_settings', settings.application_settings],
    ['topicos', content.topicos],
    ['paragrafos', content.paragrafos],
    ['recipes', content.recipes],
    ['recipe_ingredients', content.recipe_ingredients],
    ['recipe_ingredient_products', content.recipe_ingredient_products],
    ['recipe_instructions', content.recipe_instructions],
    ['application_logs', content.application_logs],
    ['update_logs', content.update_logs],
    ['bclientes', bclientes],
    ['participantes', participantes],
    ['erp_customers', erp.erp_customers],
    ['erp_orders', erp.erp_orders],
    ['erp_order_items', erp.erp_order_items],
    ['loyalty_members', loyalty.loyalty_members],
    ['loyalty_shops', loyalty.loyalty_shops],
  ];
}
