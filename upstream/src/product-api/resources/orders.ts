// Orders, items, ratings and cancellations, with the read views the panel uses.
import type { Queryable } from '@painel/db/database';
import { readRows } from '../crud';
import type { FieldDef, FilterDef, ResourceDef } from '../registry';
import { bool, compileResource, date, datetime, dec, flag, id, int, text } from '../registry';
import { addressJson, branchJson, customerJson, productJson, staffJson, userJson } from './nested';

const orderFields: FieldDef[] = [
  id(),
  int('codcli', { required: true, read: customerJson('t.codcli') }),
  int('codfilial', { required: true, refKey: 'codFilial', read: branchJson('t.codfilial') }),
  flag('status'),
  flag('tipopedido'),
  int('endereco', { nullable: true, read: addressJson('t.endereco') }),
  int('horarioentrega', {
    nullable: true,
    read: `(SELECT json_build_object('id', h.id, 'horaInicio', to_char(h.horainicio, 'HH24:MI:SS'),
      'horaFim', to_char(h.horafim, 'HH24:MI:SS')) FROM horarios_entrega h WHERE h.id = t.horarioentrega)`,
  }),
  date('dataentrega', { nullable: true }),
  datetime('datapedido'),
  int('formapagamento', {
    nullable: true,
    read: `(SELECT json_build_object('id', fp.id, 'descricao', fp.descricao, 'codInterno', fp.codinterno,
      'codCobWinthor', fp.codcobwinthor) FROM formas_pagamento fp WHERE fp.id = t.formapagamento)`,
  }),
  text('codConvenio', { nullable: true }),
  dec('taxaentrega'),
  int('separador', { nullable: true, read: staffJson('t.separador') }),
  int('entregador', { nullable: true, read: staffJson('t.entregador') }),
  int('funcionario', { nullable: true }),
  int('numorcamento', { nullable: true }),
  text('numcupom', { nullable: true }),
  text('observacao', { nullable: true }),
  bool('substituiProd'),
  dec('vltotal'),
  dec('vltotalseparado', { nullable: true }),
  dec('valorSeparado', { nullable: true }),
  dec('vlrdesc'),
  bool('pedidoadicional'),
  int('pedidoprincipal', { nullable: true }),
  { name: 'numitens', type: 'int', column: null, readOnly: true, read: '(SELECT count(*)::int FROM itens_pedido i WHERE i.pedido = t.id)' },
  {
    name: 'possuilimitacao',
    type: 'bool',
    column: null,
    readOnly: true,
    read: `EXISTS (SELECT 1 FROM itens_pedido i WHERE i.pedido = t.id AND i.tipopoferta = 'L')`,
  },
  {
    // The butchery section is configuration (configuracoes_gerais.idsecaoacougue of the order's branch; settings
    // name the branch by id, orders by code).
    name: 'possuiacougue',
    type: 'bool',
    column: null,
    readOnly: true,
    read: `EXISTS (SELECT 1 FROM itens_pedido i JOIN produtos p ON p.id = i.codprod
      JOIN filiais f ON f.codfilial = t.codfilial JOIN configuracoes_gerais g ON g.filial = f.id WHERE i.pedido = t.id AND p.secao = g.idsecaoacougue)`,
  },
  {
    name: 'avaliacoes',
    type: 'json',
    column: null,
    readOnly: true,
    read: `(SELECT COALESCE(json_agg(json_build_object('id', a.id, 'nota', a.nota, 'observacao', a.observacao, 'data', a.data)
      ORDER BY a.id), '[]'::json) FROM avaliacoes a WHERE a.pedido = t.id)`,
  },
];

const orderFilters: FilterDef[] = [
  { param: 'data', kind: 'range', type: 'datetime', expr: 't.datapedido' },
  { param: 'codCli', kind: 'exact', type: 'int', expr: '(SELECT c.codcli FROM clientes c WHERE c.id = t.codcli)' },
];

const plainOrders = compileResource({ path: 'pedidos-base', table: 'pedidos', fields: orderFields, orderBy: 't.id' });

/** Additional orders ride along with their main order, in the same shape. */
async function withAdditional(rows: Record<string, unknown>[], q: Queryable): Promise<void> {
  const ids = rows.map((r) => r.id as number);
  const extra = await readRows(q, plainOrders, ['t.pedidoprincipal = ANY($1::int[])'], [ids], false);
  const byMain = new Map<number, Record<string, unknown>[]>();
  for (const row of extra) {
    const main = row.pedidoprincipal as number;
    byMain.set(main, [...(byMain.get(main) ?? []), row]);
  }
  for (const row of rows) row.adicionais = byMain.get(row.id as number) ?? [];
}

export const pedidos: ResourceDef = {
  path: 'pedidos',
  table: 'pedidos',
  fields: orderFields,
  filters: orderFilters,
  expand: withAdditional,
  orderBy: 't.datapedido DESC, t.id DESC',
};

export const pedidosEmAberto: ResourceDef = {
  ...pedidos,
  path: 'pedidos-em-aberto',
  actions: ['list', 'retrieve'],
  where: `t.status NOT IN ('V', 'X')`,
  orderBy: 't.datapedido, t.id',
};

export const pedidosConcluidos: ResourceDef = {
  ...pedidos,
  path: 'pedidos-concluidos',
  actions: ['list', 'retrieve'],
  where: `t.status = 'V'`,
};

/**
 * Orders changed since a moment, oldest change first (the panel gateway's watcher: one call every few seconds finds
 * what the customer app created or changed). A compact read-only view: the existing order answers stay as they were.
 * `atualizadoem` is text with microseconds (a JSON date would lose them), the value the next call's
 * atualizadoem_after takes (inclusive, as every *_after filter: the caller skips what it saw at that very moment).
 */
export const pedidosAlterados: ResourceDef = {
  path: 'pedidos-alterados',
  table: 'pedidos',
  actions: ['list'],
  autoFilters: false,
  fields: [
    id(),
    int('codfilial', { required: true }),
    flag('status'),
    datetime('datapedido'),
    int('separador', { nullable: true }),
    int('entregador', { nullable: true }),
    text('numcupom', { nullable: true }),
    bool('pedidoadicional'),
    int('pedidoprincipal', { nullable: true }),
    {
      name: 'atualizadoem',
      type: 'text',
      column: null,
      readOnly: true,
      read: `to_char(t.atualizadoem AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
    },
  ],
  filters: [{ param: 'atualizadoem', kind: 'range', type: 'datetime', expr: 't.atualizadoem' }],
  orderBy: 't.atualizadoem, t.id',
};

const itemFields: FieldDef[] = [
  id(),
  int('pedido', { required: true }),
  int('codprod', { required: true }),
  text('codauxiliar'),
  text('codbalanca', { nullable: true }),
  dec('quantidade'),
  dec('qtd_separada', { nullable: true }),
  dec('pvenda'),
  dec('ptabela'),
  dec('vlrdesconto'),
  bool('em_falta'),
  bool('cancela_item'),
  bool('separated'),
  text('obs_separacao', { nullable: true }),
  text('tipopoferta'),
  int('modranksecao', { nullable: true }),
  int('id_prod_falta', { nullable: true }),
];

export const itensPedidos: ResourceDef = { path: 'itens-pedidos', table: 'itens_pedido', fields: itemFields };

export const detalheItemPedido: ResourceDef = {
  path: 'detalhe-item-pedido',
  table: 'itens_pedido',
  actions: ['list', 'retrieve'],
  fields: [
    ...itemFields.map((f) => (f.name === 'codprod' ? { ...f, read: productJson('t.codprod') } : f)),
    {
      name: 'substitutos',
      type: 'json',
      column: null,
      readOnly: true,
      read: `(SELECT COALESCE(json_agg(json_build_object('id', si.id, 'quantidade', si.quantidade::text,
        'pvenda', si.pvenda::text, 'codprod', ${productJson('si.codprod')}) ORDER BY si.id), '[]'::json)
        FROM substitutos_item si WHERE si.item = t.id)`,
    },
  ],
  orderBy: 't.modranksecao NULLS LAST, t.id',
};

export const avaliacoes: ResourceDef = {
  path: 'avaliacoes',
  table: 'avaliacoes',
  fields: [
    id(),
    int('pedido', { required: true }),
    int('nota', { required: true }),
    text('observacao', { nullable: true }),
    datetime('data', { readOnly: true }),
  ],
};

const cancelFields: FieldDef[] = [
  id(),
  datetime('data'),
  int('numpedido', { required: true }),
  int('cliente', { nullable: true }),
  int('usuario', { nullable: true }),
  text('motivo', { required: true }),
];

export const cancelamentoPedido: ResourceDef = {
  path: 'cancelamento-pedido',
  table: 'cancelamentos',
  fields: cancelFields,
  orderBy: 't.data DESC, t.id DESC',
};

export const detalheCancelamentoPedido: ResourceDef = {
  path: 'detalhe-cancelamento-pedido',
  table: 'cancelamentos',
  actions: ['list', 'retrieve'],
  fields: [
    ...cancelFields.map((f) => {
      if (f.name === 'numpedido') {
        return {
          ...f,
          read: `(SELECT json_build_object('id', p.id, 'codfilial', p.codfilial, 'status', p.status, 'tipopedido', p.tipopedido,
            'datapedido', p.datapedido, 'vltotal', p.vltotal::text, 'numorcamento', p.numorcamento, 'numcupom', p.numcupom)
            FROM pedidos p WHERE p.id = t.numpedido)`,
        };
      }
      if (f.name === 'cliente') return { ...f, read: customerJson('t.cliente') };
      if (f.name === 'usuario') return { ...f, read: userJson('t.usuario') };
      return f;
    }),
    { name: 'valor', type: 'decimal', column: null, readOnly: true, read: '(SELECT p.vltotal FROM pedidos p WHERE p.id = t.numpedido)' },
  ],
  filters: [
    { param: 'codfilial', kind: 'exact', type: 'int', expr: '(SELECT p.codfilial FROM pedidos p WHERE p.id = t.numpedido)' },
    { param: 'codcli', kind: 'exact', type: 'int', expr: '(SELECT p.codcli FROM pedidos p WHERE p.id = t.numpedido)' },
  ],
  orderBy: 't.data DESC, t.id DESC',
};

export const orderResources = [
  pedidos,
  pedidosEmAberto,
  pedidosConcluidos,
  pedidosAlterados,
  itensPedidos,
  detalheItemPedido,
  avaliacoes,
  cancelamentoPedido,
  detalheCancelamentoPedido,
];
