// Resolvers of schema/staff.graphql ('Funcionários', 'Busca de Separadores', 'Busca de Entregadores').
import { Employee } from './mappers';
import { staffMutations } from './mutations';
import { staffQueries } from './queries';

export const staffResolvers = { Query: staffQueries, Mutation: staffMutations, Employee };
