// Resolvers of schema/search.graphql: the navigator's query, read through the kit's `reading`, and how name filters
// match (capabilities.ts).
import type { QueryResolvers } from '../../generated/resolvers-types';
import { reading } from '../../kit/read';
import { search } from './queries';
import { SEARCH_MESSAGES } from './rules';

const Query: QueryResolvers = {
  // Only a probe that saw accents ignored counts: unknown is treated as accents matter (the note costs nothing).
  nameSearch: (_parent, _args, ctx) => ({ accentBlind: ctx.services.connections.capabilities.state('accentInsensitiveNames') === 'on' }),
  search: (_parent, { text, limit }, ctx) => reading(SEARCH_MESSAGES.loadFailed, () => search(ctx, text, limit)),
};

export const searchResolvers = { Query };
