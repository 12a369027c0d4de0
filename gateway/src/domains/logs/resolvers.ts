// Resolvers of schema/logs.graphql: 'Log API' (page logapi) and 'Log Banco de Dados' (page logbd), read only.
// Each list page costs one product API call for its entries, plus, for the database log, one for the names of the
// users it shows; a failed load answers the spec's prefix with the upstream's text.
import type { Context } from '../../context';
import type { QueryResolvers } from '../../generated/resolvers-types';
import type { UserRecord } from '../../upstreams/product-api/users';
import { reading } from '../../kit/read';
import { comparePt } from '../../kit/collation';
import { pageRequest, pageResult } from '../../kit/paging';
import { serviceAccountFromEnv } from '../../auth/integration-keys-account';
import { toApiLogEntry, toDatabaseLogEntry, toLogUser } from './mappers';
import { apiLogQuery, databaseLogQuery, LOG_MESSAGES } from './rules';

/** The staff users a log filter offers, by name then matrícula. */
async function staffChoices(ctx: Context) {
  const users = await ctx.upstreams.productApi.users.staffUsers();
  return users.map(toLogUser).sort((a, b) => comparePt(a.name ?? a.username, b.name ?? b.username) || a.username.localeCompare(b.username));
}

/** The users named on a page of the database log, in one call; names that are no username (commas) are not asked. */
async function usersByName(ctx: Context, names: Array<string | null>): Promise<Map<string, UserRecord>> {
  const wanted = [...new Set(names.filter((n): n is string => Boolean(n) && !n!.includes(',')))];
  const found = await ctx.upstreams.productApi.users.byUsernames(wanted);
  return new Map(found.map((user) => [user.username, user]));
}

const Query: QueryResolvers = {
  apiLogs: (_parent, { filter, page, pageSize }, ctx) =>
    reading(LOG_MESSAGES.apiLoadFailed, async () => {
      const request = pageRequest(page, pageSize);
      const found = await ctx.upstreams.productApi.apiLogs.list(apiLogQuery(filter), request.page, request.size);
      const serviceAccount = serviceAccountFromEnv()?.matricula ?? null;
      return pageResult(request, { total: found.total, items: found.items.map((record) => toApiLogEntry(record, serviceAccount)) });
    }),
  apiLogUsers: (_parent, _args, ctx) => reading(LOG_MESSAGES.apiLoadFailed, () => staffChoices(ctx)),
  databaseLogs: (_parent, { filter, page, pageSize }, ctx) =>
    reading(LOG_MESSAGES.databaseLoadFailed, async () => {
      const request = pageRequest(page, pageSize);
      const found = await ctx.upstreams.productApi.databaseLogs.list(databaseLogQuery(filter), request.page, request.size);
      const users = await usersByName(
        ctx,
        found.items.map((r) => r.user_op),
      );
      return pageResult(request, { total: found.total, items: found.items.map((r) => toDatabaseLogEntry(r, users)) });
    }),
  databaseLogUsers: (_parent, _args, ctx) => reading(LOG_MESSAGES.databaseLoadFailed, () => staffChoices(ctx)),
};

export const logResolvers = { Query };
