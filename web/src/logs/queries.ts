// GraphQL documents of 'Log API' and 'Log Banco de Dados' (schema/logs.graphql).
import { graphql } from '../generated';

export const LogUserFields = graphql(`
  fragment LogUserFields on LogUser {
    id
    username
    name
  }
`);

export const ApiLogFields = graphql(`
  fragment ApiLogFields on ApiLogEntry {
    id
    at
    method
    table
    before
    after
    user {
      ...LogUserFields
    }
  }
`);

export const ApiLogsQuery = graphql(`
  query ApiLogs($filter: ApiLogFilter, $page: Int, $pageSize: Int) {
    apiLogs(filter: $filter, page: $page, pageSize: $pageSize) {
      total
      truncated
      items {
        ...ApiLogFields
      }
    }
  }
`);

export const ApiLogUsersQuery = graphql(`
  query ApiLogUsers {
    apiLogUsers {
      ...LogUserFields
    }
  }
`);

export const DatabaseLogFields = graphql(`
  fragment DatabaseLogFields on DatabaseLogEntry {
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
      ...LogUserFields
    }
  }
`);

export const DatabaseLogsQuery = graphql(`
  query DatabaseLogs($filter: DatabaseLogFilter, $page: Int, $pageSize: Int) {
    databaseLogs(filter: $filter, page: $page, pageSize: $pageSize) {
      total
      truncated
      items {
        ...DatabaseLogFields
      }
    }
  }
`);

export const DatabaseLogUsersQuery = graphql(`
  query DatabaseLogUsers {
    databaseLogUsers {
      ...LogUserFields
    }
  }
`);
