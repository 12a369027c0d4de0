// Resolvers of schema/customers.graphql: the search and one customer, read through the kit's `reading`; search
// parameters in queries.ts, field shapes in mappers.ts. The push to a customer (notifyCustomer) belongs to the
// notifications domain, which owns every push.
import type { CustomerResolvers, QueryResolvers } from '../../generated/resolvers-types';
import { reading } from '../../kit/read';
import { parseId } from '../../kit/records';
import { toAddress } from '../../kit/address';
import { daysSinceLastPurchase, hasPushDevice } from '../../kit/customer-activity';
import { mainPhone, toPhone } from './mappers';
import { searchCustomers } from './queries';
import { CUSTOMER_MESSAGES } from './rules';

const Query: QueryResolvers = {
  customers: (_parent, { filter, page, pageSize }, ctx) =>
    reading(CUSTOMER_MESSAGES.loadFailed, () => searchCustomers(ctx.upstreams.productApi, filter, page, pageSize, ctx.now)),
  customer: (_parent, { id }, ctx) => reading(CUSTOMER_MESSAGES.loadFailed, () => ctx.upstreams.productApi.customers.load(parseId(id))),
};

const Customer: CustomerResolvers = {
  id: (c) => String(c.id),
  erpCode: (c) => (c.codCli === null || c.codCli === undefined ? null : String(c.codCli)),
  name: (c) => c.cliente,
  cpf: (c) => c.cpf ?? null,
  rg: (c) => c.rg ?? null,
  rgIssuer: (c) => c.orgao_ex ?? null,
  rgState: (c) => c.estado_oe ?? null,
  email: (c) => c.email ?? null,
  addresses: (c) => (c.enderecos ?? []).map(toAddress),
  phones: (c) => (c.telefones ?? []).map(toPhone),
  mainPhone: (c) => mainPhone(c.telefones),
  hasPushDevice: (c) => hasPushDevice(c),
  purchaseCount: (c) => Number(c.qtdCompras ?? 0),
  lastPurchaseDate: (c) => c.dtUltmCompra ?? null,
  lastPurchaseValue: (c) => (c.vlrUltmCompra === null || c.vlrUltmCompra === undefined ? null : String(c.vlrUltmCompra)),
  daysSinceLastPurchase: (c, _args, ctx) => daysSinceLastPurchase(c.dtUltmCompra, ctx.now),
};

export const customerResolvers = { Query, Customer };
