// GraphQL documents of 'Busca de Clientes' (schema/customers.graphql). Row and details fragments live with
// their components.
import { graphql } from '../generated';

export const CustomersQuery = graphql(`
  query Customers($filter: CustomerFilter, $page: Int, $pageSize: Int) {
    customers(filter: $filter, page: $page, pageSize: $pageSize) {
      total
      items {
        ...CustomerRow_customer
      }
    }
  }
`);

export const CustomerDetailsQuery = graphql(`
  query CustomerDetails($id: ID!) {
    customer(id: $id) {
      ...CustomerDetails_customer
    }
  }
`);

export const NotifyCustomerMutation = graphql(`
  mutation NotifyCustomer($input: CustomerNotificationInput!) {
    notifyCustomer(input: $input) {
      sent
      message
      errors {
        ...UserErrorFields
      }
    }
  }
`);
