// The reference services and the ports `npm start` gives them (upstream/src/main.ts; README's table). Kept apart
// from start.ts so the demo seed can name the storage service's default origin without importing the servers.
export const UPSTREAM_NAMES = ['productApi', 'erp', 'loyalty', 'push', 'storage'] as const;
export type UpstreamName = (typeof UPSTREAM_NAMES)[number];

export const DEFAULT_PORTS: Record<UpstreamName, number> = { productApi: 4101, erp: 4102, loyalty: 4103, push: 4104, storage: 4105 };
