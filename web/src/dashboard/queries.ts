// GraphQL documents of the dashboard (schema/dashboard.graphql).
import { graphql } from '../generated';

export const SalesByMonthQuery = graphql(`
  query SalesByMonth($years: [Int!]) {
    salesByMonth(years: $years) {
      branch
      availability {
        available
        note
      }
      years {
        year
        months {
          month
          label
          orders
          revenue
        }
      }
    }
  }
`);
