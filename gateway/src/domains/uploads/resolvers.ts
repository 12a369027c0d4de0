// Resolvers of schema/uploads.graphql: createImageUpload (mutations.ts). The bytes themselves go through
// `PUT /uploads/<ticket>` (proxy.ts), not GraphQL.
import type { MutationResolvers } from '../../generated/resolvers-types';
import { createImageUpload } from './mutations';

const Mutation: MutationResolvers = {
  createImageUpload: (_parent, args, ctx) => createImageUpload(ctx, args),
};

export const uploadResolvers = { Mutation };
