// Resolvers of schema/search.graphql: the navigator's one query, read through the kit's `reading`.
import type { QueryResolvers } from '../../generated/resolvers-types';
import { reading } from '../../kit/read';
import { search } from './queries';
import { SEARCH_MESSAGES } from './rules';

const Query: QueryResolvers = {
  search: (_parent, { text, limit }, ctx) => reading(SEARCH_MESSAGES.loadFailed, () => search(ctx, text, limit)),
};

export const searchResolvers = { Query };
