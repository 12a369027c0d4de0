// An audience cut into push provider requests (docs/contracts/push.md#body: one targeting method per request, at most 2
// 000 ids each), for every sender: the order push of a workflow, a customer's notification, Notificações. Pure: the
// workflows make one journaled step of each chunk, so a retry never sends a chunk that already went out.
import { pushTarget, type DeviceTarget, type PushApiStyle } from './push-body';

/** The provider accepts at most this many ids per request. */
export const MAX_PUSH_IDS = 2000;

export type TargetKind = 'include_player_ids' | 'include_subscription_ids' | 'include_aliases';

/** Splits a list into provider-sized chunks. */
export function chunkIds<T>(ids: readonly T[], size = MAX_PUSH_IDS): T[][] {
  const chunks: T[][] = [];
  for (let i = 0; i < ids.length; i += size) chunks.push(ids.slice(i, i + size));
  return chunks;
}

/** The targeting method a chunk uses. */
export const targetKind = (target: DeviceTarget): TargetKind => kindAndId(target)[0];

function kindAndId(target: DeviceTarget): [TargetKind, string] {
  if ('include_player_ids' in target) return ['include_player_ids', target.include_player_ids[0]];
  if ('include_subscription_ids' in target) return ['include_subscription_ids', target.include_subscription_ids[0]];
  return ['include_aliases', target.include_aliases.external_id[0]];
}

function targetOf(kind: TargetKind, ids: string[]): DeviceTarget {
  if (kind === 'include_aliases') return { include_aliases: { external_id: ids }, target_channel: 'push' };
  return kind === 'include_player_ids' ? { include_player_ids: ids } : { include_subscription_ids: ids };
}

/**
 * The requests for these device ids: blank ids dropped, each id once, grouped by target kind (36-character ids are
 * device ids, others external-id aliases) in the order first seen, each group cut into chunks of `size`; a device
 * named twice goes once.
 * 5 000 aliases -> 3 requests (2 000, 2 000, 1 000).
 */
export function audienceChunks(deviceIds: readonly (string | null | undefined)[], style: PushApiStyle, size = MAX_PUSH_IDS): DeviceTarget[] {
  if (!Number.isInteger(size) || size < 1 || size > MAX_PUSH_IDS) throw new RangeError(`Chunk size must be 1..${MAX_PUSH_IDS}`);
  const groups = new Map<TargetKind, Set<string>>();
  for (const id of deviceIds) {
    const target = pushTarget(id, style);
    if (!target) continue;
    const [kind, device] = kindAndId(target);
    if (!groups.has(kind)) groups.set(kind, new Set());
    groups.get(kind)!.add(device);
  }
  return [...groups].flatMap(([kind, ids]) => chunkIds([...ids], size).map((chunk) => targetOf(kind, chunk)));
}

/** How many devices a chunk names (a segment counts as none: the provider knows its size). */
export function devicesIn(target: DeviceTarget | { included_segments: string[] }): number {
  if ('include_player_ids' in target) return target.include_player_ids.length;
  if ('include_subscription_ids' in target) return target.include_subscription_ids.length;
  if ('include_aliases' in target) return target.include_aliases.external_id.length;
  return 0;
}
