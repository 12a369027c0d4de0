// The forced ERP refresh of one product (spec 001 sections 4, 6 and 7): the gateway calls the refresh script with
// the session's own upstream token (it never reaches the browser), refusing while update-logs' newest entry says
// 'Executando' (unless stale, DESIGN section 4); the page polls productRefreshState until the job is done. The ask
// is a journaled run on the product's subject (workflows/pipeline.ts), each submission its own: every click that
// passes the checks asks the script, as before the journal.
import { sessionOf } from '../../context';
import type { MutationResolvers, ProductRefreshState, QueryResolvers } from '../../generated/resolvers-types';
import { failure, isRefusal, refusal } from '../../kit/payload';
import { reading } from '../../kit/read';
import { textOf } from '../../kit/text';
import type { UpdateLogRecord } from '../../upstreams/product-api/products';
import { workflowDeps } from '../../workflows/deps';
import { eachSubmission } from '../../workflows/keys';
import { busyText, runPlan } from '../../workflows/pipeline';
import { journalSubject } from '../../workflows/subjects';
import { REFRESH_MESSAGES, refreshStaleMinutes, refreshState } from './edit-rules';
import { productLookup } from './mutations';

const refused = refusal('state');

export function toRefreshState(latest: UpdateLogRecord | null, now: Date): ProductRefreshState {
  const state = refreshState(latest, now, refreshStaleMinutes());
  return { running: state === 'running', stale: state === 'stale', output: latest?.output ?? null, startedAt: latest?.start_date_hour ?? null };
}

/** The upstream's failure as the refresh's own words. */
const failed = (error: unknown) => failure('UPSTREAM_ERROR', `${REFRESH_MESSAGES.failed}${textOf(error)}`);

export const refreshQueries: QueryResolvers = {
  productRefreshState: (_parent, _args, ctx) =>
    reading(REFRESH_MESSAGES.failed, async () => toRefreshState(await ctx.upstreams.productApi.products.latestUpdateLog(), ctx.now)),
};

export const refreshMutations: MutationResolvers = {
  refreshProduct: async (_parent, { id }, ctx) => {
    const api = ctx.upstreams.productApi.products;
    // The product (bound to the user's branch) and the job's state, read side by side.
    const [product, latest] = await Promise.all([
      productLookup(ctx, id, REFRESH_MESSAGES.failed),
      api.latestUpdateLog().then(
        (log) => ({ log }),
        (error: unknown) => ({ error }),
      ),
    ]);
    if (isRefusal(product)) return refused(product);
    if ('error' in latest) return refused(failed(latest.error));
    if (!product.can_update) return refused(failure('REFUSED', REFRESH_MESSAGES.notUpdatable));
    if (toRefreshState(latest.log, ctx.now).running) return refused(failure('REFUSED', REFRESH_MESSAGES.busy));
    const session = sessionOf(ctx);
    const { errors } = await runPlan(workflowDeps(ctx), {
      kind: 'product_refresh',
      subject: journalSubject('produtos', product.id),
      key: eachSubmission(),
      input: { codprod: product.codprod, codfilial: product.codfilial },
      steps: [
        {
          name: 'request',
          failure: (error) => failed(error)[0],
          run: async () => {
            await api.requestRefresh({ user: session.matricula, codprod: product.codprod, codauxiliar: product.codauxiliar || null, codfilial: product.codfilial });
            return null;
          },
        },
      ],
      busy: busyText(REFRESH_MESSAGES.failed),
    });
    if (errors.length) return refused(errors);
    try {
      return { state: toRefreshState(await api.latestUpdateLog(), ctx.now), message: REFRESH_MESSAGES.done, errors: [] };
    } catch (error) {
      return refused(failed(error));
    }
  },
};
