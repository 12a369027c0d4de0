// The reference Product API: DRF-style endpoints under /api/v1/ on node:http.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Db } from '@painel/db/database';
import { referenceFeatures, type ReferenceFeatures } from '../profile';
import { mountAuth } from './auth-views';
import { ApiError, readJsonBody, sendReply } from './http';
import { checkBody, checkParams } from './input-checks';
import { mountResources } from './mount';
import { mountRecipes } from './recipes';
import { branchResources } from './resources/branches';
import { catalogueResources } from './resources/catalogue';
import { contentResources } from './resources/content';
import { orderResources } from './resources/orders';
import { peopleResources } from './resources/people';
import { offeredResources } from './resources/profiled';
import { Router, type RequestContext } from './router';
import { createResetTokenGenerator, type ResetTokenGenerator } from './reset-tokens';
import { createTokenService, loadSecret } from './tokens';
import { mountViews } from './views';

export const BASE_PATH = '/api/v1/';

export interface ProductApiOptions {
  /** Extra routes (e.g. reports): `mount: (router, db) => router.get('relatorio5/', handler)`. */
  mount?: (router: Router, db: Db, features: ReferenceFeatures) => void;
  /** The extensions it offers (profile.ts); default: every one. */
  features?: ReferenceFeatures;
  /** Base of the password-reset links (AuthOptions.publicWebUrl). */
  publicWebUrl?: () => string;
}

export type RequestListener = (req: IncomingMessage, res: ServerResponse) => void;

export function buildRouter(db: Db, tokens: ReturnType<typeof createTokenService>, resets: ResetTokenGenerator, options: ProductApiOptions = {}): Router {
  const router = new Router();
  const features = options.features ?? referenceFeatures();
  mountAuth(router, db, tokens, resets, { resetUsername: features.resetUsername, publicWebUrl: options.publicWebUrl });
  mountResources(router, offeredResources([...peopleResources, ...branchResources, ...catalogueResources, ...orderResources, ...contentResources], features));
  mountRecipes(router);
  mountViews(router, db);
  options.mount?.(router, db, features);
  return router;
}

export async function createProductApi(db: Db, options: ProductApiOptions = {}): Promise<RequestListener> {
  // One secret signs the JWTs and the reset links, as Django's SECRET_KEY does both.
  const secret = await loadSecret(db);
  const tokens = createTokenService(secret, undefined, async (userId) => {
    const { rows } = await db.query<{ is_active: boolean }>('SELECT is_active FROM users WHERE id = $1', [userId]);
    return rows[0]?.is_active === true;
  });
  const router = buildRouter(db, tokens, createResetTokenGenerator(secret), options);
  const features = options.features ?? referenceFeatures();
  return (req, res) => {
    void handle(req, res, db, router, tokens, features).catch((error: unknown) => {
      console.error('product-api: unexpected error', error);
      if (!res.headersSent) sendReply(res, { status: 500, body: { detail: 'A server error occurred.' } });
      else res.destroy();
    });
  };
}

async function handle(
  req: IncomingMessage,
  res: ServerResponse,
  db: Db,
  router: Router,
  tokens: ReturnType<typeof createTokenService>,
  features: ReferenceFeatures,
) {
  try {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (!url.pathname.startsWith(BASE_PATH) && url.pathname !== BASE_PATH.slice(0, -1)) {
      throw new ApiError(404, { detail: 'Not found.' });
    }
    const path = url.pathname.slice(BASE_PATH.length);
    const method = (req.method ?? 'GET').toUpperCase();
    const match = router.match(method, path);
    checkParams(url.searchParams);
    checkParams(Object.entries(match.params));
    const user = match.options.public ? null : await tokens.authenticate(req.headers.authorization);
    let bodyPromise: Promise<unknown> | undefined;
    const proto = (req.headers['x-forwarded-proto'] as string | undefined) ?? 'http';
    const ctx: RequestContext = {
      req,
      db,
      method,
      params: match.params,
      query: url.searchParams,
      user,
      baseUrl: `${proto}://${req.headers.host ?? 'localhost'}${BASE_PATH}`,
      path,
      features,
      body: () =>
        (bodyPromise ??= readJsonBody(req).then((body) => {
          checkBody(body);
          return body;
        })),
    };
    const reply = await match.handler(ctx);
    sendReply(res, method === 'HEAD' ? { ...reply, body: undefined } : reply);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    sendReply(res, { status: error.status, body: error.body, headers: error.headers });
  }
}
