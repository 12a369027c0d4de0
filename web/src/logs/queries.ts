// GraphQL documents of 'Log API' and 'Log Banco de Dados' (schema/logs.graphql). Fragments are named for what
// reads them: a grid's row (`<Grid>_entry`) and a user as `userLabel` (filters.ts) names them.
import { graphql } from '../generated';

export const LogUserLabel_user = graphql(`
  fragment LogUserLabel_user on LogUser {
    id
    username
    name
  }
`);

export const ApiLogGrid_entry = graphql(`
  fragment ApiLogGrid_entry on ApiLogEntry {
    id
    at
    method
    table
    before
    after
    user {
      ...LogUserLabel_user
    }
  }
`);

export const ApiLogsQuery = graphql(`
  query ApiLogs($filter: ApiLogFilter, $page: Int, $pageSize: Int) {
    apiLogs(filter: $filter, page: $page, pageSize: $pageSize) {
      total
      truncated
      items {
        ...ApiLogGrid_entry
      }
    }
  }
`);

export const ApiLogUsersQuery = graphql(`
  query ApiLogUsers {
    apiLogUsers {
      ...LogUserLabel_user
    }
  }
`);

export const DatabaseLogGrid_entry = graphql(`
  fragment DatabaseLogGrid_entry on DatabaseLogEntry {
    id
    startedAt
    endedAt
    origin
    method
    table
    status
    note
    error
    user {
      ...LogUserLabel_user
    }
  }
`);

export const DatabaseLogsQuery = graphql(`
  query DatabaseLogs($filter: DatabaseLogFilter, $page: Int, $pageSize: Int) {
    databaseLogs(filter: $filter, page: $page, pageSize: $pageSize) {
      total
      truncated
      items {
        ...DatabaseLogGrid_entry
      }
    }
  }
`);

export const DatabaseLogUsersQuery = graphql(`
  query DatabaseLogUsers {
    databaseLogUsers {
      ...LogUserLabel_user
    }
  }
`);
