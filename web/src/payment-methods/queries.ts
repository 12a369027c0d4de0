// GraphQL documents of 'Formas de Pagamento' (schema/payment-methods.graphql).
import { graphql } from '../generated';

export const PaymentMethodFields = graphql(`
  fragment PaymentMethodFields on PaymentMethod {
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
        ...PaymentMethodFields
      }
    }
  }
`);

export const SavePaymentMethodMutation = graphql(`
  mutation SavePaymentMethod($id: ID, $input: PaymentMethodInput!) {
    savePaymentMethod(id: $id, input: $input) {
      message
      errors {
        ...UserErrorFields
      }
      paymentMethod {
        ...PaymentMethodFields
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
