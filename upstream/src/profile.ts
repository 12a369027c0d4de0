// Which extensions the reference services offer beyond what the company's services are known to do (the specs'
// call tables and the upstream contracts). The default profile has every extension this repo's references grew;
// `REFERENCE_PROFILE=seeds` turns every one of them off, so the gateway is also tested against services that do
// only what is written down (a real service may lack any of them).
export const REFERENCE_PROFILES = ['default', 'seeds'] as const;
export type ReferenceProfile = (typeof REFERENCE_PROFILES)[number];

export interface ReferenceFeatures {
  readonly profile: ReferenceProfile;
  /** Product API `pedidos-alterados/`: the feed of orders changed since a cursor. */
  readonly changesFeed: boolean;
  /** ERP bridge and loyalty platform answer a repeated POST with the same `Idempotency-Key` by the first result. */
  readonly idempotencyKey: boolean;
  /** ERP bridge `processa-pedido` updates the budget of a branch + order it already has instead of making another. */
  readonly erpUpsert: boolean;
  /** Product API offers carry `pvenda_anterior` (the price before the offer). */
  readonly previousOfferPrice: boolean;
  /** Product API reset answer names the user (`username`) whose reset it started. */
  readonly resetUsername: boolean;
  /** Product API name filters ignore accents ('feijao' finds 'FEIJÃO'). */
  readonly accentInsensitiveNames: boolean;
  /** Product API list filters the specs do not name are honoured; off, they are ignored as a DRF view without that
   *  filterset field ignores them. */
  readonly extraFilters: boolean;
  /** Product API `dashboard/vendas-mensais/`: orders and revenue per month (the dashboard chart, docs/decisions/0024-dashboard-chart-scope.md). */
  readonly monthlySales: boolean;
  /** Product API `politica-privacidade/`: the apps' privacy policy record (docs/decisions/0023-privacy-policy-one-text.md). */
  readonly privacyPolicy: boolean;
  /** Largest page a product API list answers whatever `page_size` asks (null: no cap beyond the list's own). */
  readonly maxPageSize: number | null;
}

/** The page size cap of the seeds profile: small enough that an item list of a large order spans pages. */
export const SEEDS_MAX_PAGE_SIZE = 100;

export function referenceFeatures(profile: ReferenceProfile = 'default'): ReferenceFeatures {
  const extensions = profile === 'default';
  return {
    profile,
    changesFeed: extensions,
    idempotencyKey: extensions,
    erpUpsert: extensions,
    previousOfferPrice: extensions,
    resetUsername: extensions,
    accentInsensitiveNames: extensions,
    extraFilters: extensions,
    monthlySales: extensions,
    privacyPolicy: extensions,
    maxPageSize: extensions ? null : SEEDS_MAX_PAGE_SIZE,
  };
}

/** `REFERENCE_PROFILE` read and checked: an unknown name is an error, not the default. */
export function profileFromEnv(value: string | undefined): ReferenceProfile {
  const name = (value ?? '').trim() || 'default';
  if (!(REFERENCE_PROFILES as readonly string[]).includes(name)) {
    throw new Error(`REFERENCE_PROFILE=${name} is not a reference profile (${REFERENCE_PROFILES.join(', ')})`);
  }
  return name as ReferenceProfile;
}
