// GraphQL documents of 'Relatórios' (schema/reports.graphql). The CSV itself is GET <csvPath>?<parameters> on the
// gateway (rules.ts builds the query string), streamed; only the catalogue and the branch choice come from here.
import { graphql } from '../generated';

export const ReportsPageQuery = graphql(`
  query ReportsPage {
    reports {
      index
      title
      fileName
      parameters
      csvPath
    }
    reportBranchOptions {
      allBranches
      branches {
        code
        name
      }
    }
  }
`);
