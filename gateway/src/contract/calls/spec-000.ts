// The calls of docs/areas/orders.md#calls (login, customers, orders, items, cancellations, general settings) and the reads
// the gateway makes before the writes that table lists.
import { accountPk, firstValue, keyOf, someBranch, someOpenOrder } from '../ids';
import { at, byId, fixed, type CallCheck } from './shape';

const ORDER_KEYS = ['id', 'codcli', 'codfilial', 'status', 'tipopedido', 'datapedido', 'vltotal'];

export const SPEC_000_CALLS: readonly CallCheck[] = [
  {
    row: 'GET auth/users/serializer/ username, is_staff=true -> results[0].pk (docs/areas/orders.md#calls)',
    path: at('auth/users/serializer/'),
    query: async (c) => ({ username: c.config.account.matricula, is_staff: true }),
    shape: 'list',
    keys: ['pk', 'username'],
  },
  {
    row: 'GET detalhe-funcionario/ user={pk} -> results[0].id (docs/areas/orders.md#calls)',
    path: at('detalhe-funcionario/'),
    query: async (c) => ({ user: String(await accountPk(c)) }),
    shape: 'list',
    keys: ['id', 'nome', 'branch', 'user'],
  },
  {
    row: 'GET clientes/ cliente, cpf, dtUltmCompra_after/_before, page_size, page (docs/areas/orders.md#calls)',
    path: at('clientes/'),
    query: fixed({ page_size: 5, page: 1 }),
    shape: 'list',
    keys: ['id', 'cliente', 'cpf'],
  },
  {
    row: 'GET detalhe-funcionario/ is_available, is_separating / is_deliveryman, page_size=99999, branch (docs/areas/orders.md#calls)',
    path: at('detalhe-funcionario/'),
    query: fixed({ is_available: true, is_separating: true, page_size: 99999 }),
    shape: 'list',
    keys: ['id', 'nome', 'branch'],
  },
  {
    row: 'GET pedidos-em-aberto/ pedidoadicional=false, codfilial, data_after/_before, status__in, codcli, page_size, page (docs/areas/orders.md#calls)',
    path: at('pedidos-em-aberto/'),
    query: fixed({ pedidoadicional: 'false', page_size: 5, page: 1 }),
    shape: 'list',
    keys: ORDER_KEYS,
  },
  {
    row: 'GET pedidos-concluidos/ pedidoadicional=false, codfilial, datapedido_after/_before, codcli, page_size, page (docs/areas/orders.md#calls)',
    path: at('pedidos-concluidos/'),
    query: fixed({ pedidoadicional: 'false', page_size: 5, page: 1 }),
    shape: 'list',
    keys: ORDER_KEYS,
  },
  {
    row: 'GET detalhe-cancelamento-pedido/ codfilial, codcli, data_after/_before, page_size, page (docs/areas/orders.md#calls)',
    path: at('detalhe-cancelamento-pedido/'),
    query: fixed({ page_size: 5, page: 1 }),
    shape: 'list',
    keys: ['id', 'data', 'numpedido', 'motivo'],
  },
  {
    row: 'GET pedidos/{id} -> the order (docs/areas/orders.md#calls)',
    path: async (c) => {
      const order = await someOpenOrder(c);
      return order ? `pedidos/${String(order.id)}/` : null;
    },
    shape: 'record',
    keys: ORDER_KEYS,
  },
  {
    row: 'GET detalhe-item-pedido/ pedido={id}, page_size=100000 (docs/areas/orders.md#calls)',
    path: at('detalhe-item-pedido/'),
    query: async (c) => ({ pedido: String((await someOpenOrder(c))?.id ?? 0), page_size: 100000 }),
    shape: 'list',
    keys: ['id', 'codprod', 'quantidade'],
  },
  {
    row: 'GET itens-pedidos/{id}/ (the item PUT itens-pedidos/{id}/ writes back, docs/areas/orders.md#calls)',
    path: async (c) => {
      const order = await someOpenOrder(c);
      return order ? byId('itens-pedidos/', 'detalhe-item-pedido/', 'id', { pedido: String(order.id) })(c) : null;
    },
    shape: 'record',
    keys: ['id', 'pedido', 'em_falta'],
  },
  {
    row: 'GET cancelamento-pedido/ numpedido (the record before POST cancelamento-pedido/, docs/areas/orders.md#calls)',
    path: at('cancelamento-pedido/'),
    query: async (c) => ({ numpedido: String(keyOf(await firstValue(c, 'detalhe-cancelamento-pedido/', 'numpedido')) ?? 0), page_size: 1 }),
    shape: 'list',
    keys: ['id', 'numpedido', 'motivo'],
  },
  {
    row: 'GET configuracoes-gerais/ filial -> results[0].confGeral (docs/areas/orders.md#calls, docs/areas/catalogue.md#calls)',
    path: at('configuracoes-gerais/'),
    query: async (c) => ({ filial: String((await someBranch(c))?.id ?? 0) }),
    shape: 'list',
    keys: ['id', 'filial', 'confGeral'],
  },
];
