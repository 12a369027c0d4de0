// GraphQL documents of the dashboard (schema/dashboard.graphql).
import { graphql } from '../generated';

export const SalesByMonthQuery = graphql(`
  query SalesByMonth($years: [Int!]) {
    salesByMonth(years: $years) {
      branch
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
