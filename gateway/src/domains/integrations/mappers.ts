// The store's key record -> the schema's IntegrationKey (the secret's hash never leaves the gateway).
import type { IntegrationKey } from '../../generated/resolvers-types';
import { keyState, type IntegrationKeyRecord } from '../../auth/integration-keys';

export function toIntegrationKey(key: IntegrationKeyRecord, now: Date): IntegrationKey {
  return {
    id: key.id,
    name: key.name,
    pages: key.pages,
    branch: key.branch,
    createdBy: key.createdBy,
    createdAt: key.createdAt,
    expiresAt: key.expiresAt,
    lastUsedAt: key.lastUsedAt,
    revokedAt: key.revokedAt,
    state: keyState(key, now),
  };
}
