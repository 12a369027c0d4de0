// The address fields every screen reads (order rows and details, the customer's addresses, print), in one
// fragment so a new field reaches them all; Address is the schema's shared type (schema/base.graphql).
import { graphql } from '../generated';

export const AddressFields = graphql(`
  fragment AddressFields on Address {
    id
    street
    number
    neighbourhood
    postalCode
    complement
    city
    state
  }
`);
