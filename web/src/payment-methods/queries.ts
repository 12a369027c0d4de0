// GraphQL documents of 'Formas de Pagamento' (schema/payment-methods.graphql).
import { graphql } from '../generated';

/** One card of the grid (and the edit form's first values). */
export const PaymentMethodGridMethodFragment = graphql(`
  fragment PaymentMethodGrid_method on PaymentMethod {
    id
    internalCode
    erpChargeCode
    description
    imageUrl
  }
`);

export const PaymentMethodsQuery = graphql(`
  query PaymentMethods($page: Int, $pageSize: Int) {
    paymentMethods(page: $page, pageSize: $pageSize) {
      total
      items {
        ...PaymentMethodGrid_method
      }
    }
  }
`);

export const CreatePaymentMethodMutation = graphql(`
  mutation CreatePaymentMethod($input: PaymentMethodInput!) {
    createPaymentMethod(input: $input) {
      message
      errors {
        ...UserErrorFields
      }
      paymentMethod {
        ...PaymentMethodGrid_method
      }
    }
  }
`);

export const UpdatePaymentMethodMutation = graphql(`
  mutation UpdatePaymentMethod($id: ID!, $input: PaymentMethodInput!) {
    updatePaymentMethod(id: $id, input: $input) {
      message
      errors {
        ...UserErrorFields
      }
      paymentMethod {
        ...PaymentMethodGrid_method
      }
    }
  }
`);

export const DeletePaymentMethodMutation = graphql(`
  mutation DeletePaymentMethod($id: ID!) {
    deletePaymentMethod(id: $id) {
      deletedId
      message
      errors {
        ...UserErrorFields
      }
    }
  }
`);
