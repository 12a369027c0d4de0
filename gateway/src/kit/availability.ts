// Features that rest on a product API extension (upstreams/capabilities.ts) say in the open when the start probe
// found it absent: the page shows the feature's note in its place, a write is refused with it, and no call is made.
// An unknown state is not absent: the feature tries, as on a service that has it.
import { GraphQLError } from 'graphql';
import type { Context } from '../context';
import type { CapabilityName } from '../upstreams/capabilities';

export interface Availability {
  available: boolean;
  note: string | null;
}

export function availability(ctx: Context, capability: CapabilityName, note: string): Availability {
  const available = !ctx.services.connections.capabilities.lacks(capability);
  return { available, note: available ? null : note };
}

/** A read of a feature the product API does not offer: NOT_AVAILABLE with the feature's note. */
export const notAvailable = (note: string) => new GraphQLError(note, { extensions: { code: 'NOT_AVAILABLE' } });
