// GraphQL documents of 'Relatórios' (schema/reports.graphql). The CSV itself is GET <csvPath>?<parameters> on the
// gateway (rules.ts builds the query string), streamed, and the XLSX GET <xlsxPath> with the same query string; only the catalogue and the branch choice come from here.
import { graphql } from '../generated';

export const ReportsPageQuery = graphql(`
  query ReportsPage {
    reports {
      index
      title
      fileName
      parameters
      csvPath
      xlsxPath
      xlsxFileName
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
