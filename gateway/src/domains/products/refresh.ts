// The forced ERP refresh of one product (spec 001 sections 4, 6 and 7): the gateway calls the refresh script with
// the session's own upstream token (it never reaches the browser), refusing while update-logs' newest entry says
// 'Executando' (unless stale, DESIGN section 4); the page polls productRefreshState until the job is done.
import { GraphQLError } from 'graphql';
import { assertBranchRecord } from '../../auth/policy';
import { sessionOf } from '../../context';
import type { MutationResolvers, ProductRefreshState, QueryResolvers } from '../../generated/resolvers-types';
import type { UpdateLogRecord } from '../../upstreams/product-api/products';
import { isNotFound } from '../../upstreams/product-api/transport';
import type { UserErrorData } from '../../user-error';
import { textOf } from '../../kit/text';
import { PRODUCT_EDIT_MESSAGES, refreshStaleMinutes, refreshState } from './edit-rules';

export const REFRESH_MESSAGES = {
  done: 'Atualização do produto realizada com sucesso!',
  busy: 'É necessário aguardar a finalização da atualização atual para requisitar outra!',
  failed: 'Erro ao atualizar produto: ',
  notUpdatable: 'Este produto não é atualizado pelo ERP.',
} as const;

const failure = (code: UserErrorData['code'], message: string, field: string | null = null): UserErrorData[] => [{ code, message, field }];
const refused = (errors: UserErrorData[]) => ({ state: null, message: null, errors });

export function toRefreshState(latest: UpdateLogRecord | null, now: Date): ProductRefreshState {
  const state = refreshState(latest, now, refreshStaleMinutes());
  return { running: state === 'running', stale: state === 'stale', output: latest?.output ?? null, startedAt: latest?.start_date_hour ?? null };
}

export const refreshQueries: QueryResolvers = {
  productRefreshState: async (_parent, _args, ctx) => {
    try {
      return toRefreshState(await ctx.upstreams.productApi.products.latestUpdateLog(), ctx.now);
    } catch (error) {
      throw new GraphQLError(`${REFRESH_MESSAGES.failed}${textOf(error)}`, { extensions: { code: 'UPSTREAM_ERROR' } });
    }
  },
};

export const refreshMutations: MutationResolvers = {
  refreshProduct: async (_parent, { id }, ctx) => {
    const session = sessionOf(ctx);
    if (!/^\d{1,12}$/.test(id.trim())) return refused(failure('NOT_FOUND', PRODUCT_EDIT_MESSAGES.notFound, 'id'));
    const api = ctx.upstreams.productApi.products;
    try {
      const [product, latest] = await Promise.all([api.get(Number(id)), api.latestUpdateLog()]);
      assertBranchRecord(session, 'products', product.codfilial);
      if (!product.can_update) return refused(failure('REFUSED', REFRESH_MESSAGES.notUpdatable));
      if (toRefreshState(latest, ctx.now).running) return refused(failure('REFUSED', REFRESH_MESSAGES.busy));
      await api.requestRefresh({ user: session.matricula, codprod: product.codprod, codauxiliar: product.codauxiliar || null, codfilial: product.codfilial });
      return { state: toRefreshState(await api.latestUpdateLog(), ctx.now), message: REFRESH_MESSAGES.done, errors: [] };
    } catch (error) {
      if (error instanceof GraphQLError && error.extensions?.code === 'FORBIDDEN') throw error;
      if (isNotFound(error)) return refused(failure('NOT_FOUND', PRODUCT_EDIT_MESSAGES.notFound, 'id'));
      return refused(failure('UPSTREAM_ERROR', `${REFRESH_MESSAGES.failed}${textOf(error)}`));
    }
  },
};
