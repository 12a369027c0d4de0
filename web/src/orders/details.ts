// Order details documents: the header blocks (also used by printing) and the item rows.
import { graphql } from '../generated';

export const OrderHeaderFragment = graphql(`
  fragment OrderHeader_order on Order {
    id
    status
    statusLabel
    type
    placedAt
    deliveryDate
    invoiceNumber
    note
    allowsSubstitution
    total
    separatedTotal
    discount
    deliveryFee
    amounts {
      ordered
      separated
      invoiced
      deliveryFee
      discount
      additionalShare
      toCharge
      toChargeFrom
      changeFor
      changeDue
    }
    covenantCode
    hasLimitedItems
    hasButcheryItems
    itemCount
    customer {
      id
      erpCode
      name
      cpf
      mainPhone
    }
    branch {
      code
      name
    }
    paymentMethod {
      id
      description
    }
    deliveryWindow {
      id
      start
      end
    }
    address {
      ...AddressFields
    }
    picker {
      id
      name
    }
    deliveryman {
      id
      name
    }
  }
`);

export const OrderItemRowFragment = graphql(`
  fragment OrderItemRow_item on OrderItem {
    id
    quantity
    pickedQuantity
    price
    listPrice
    discount
    missing
    cancelled
    separated
    limited
    pickingNote
    product {
      id
      code
      auxCode
      description
      unit
      offerType
      category
      section {
        id
        description
        rank
      }
    }
  }
`);

/** Every item of the order in one call: the items field's default page is all of them (docs/areas/orders.md#order-details: up to 10 000). */
export const OrderDetailsQuery = graphql(`
  query OrderDetails($id: ID!) {
    order(id: $id) {
      ...OrderHeader_order
      itemsLockedReason
      cancellation {
        id
        date
        reason
        cancelledBy
      }
      amounts {
        steps {
          stage
          label
          amount
          difference
          reasons
        }
      }
      items {
        total
        items {
          ...OrderItemRow_item
          substitutes {
            ...OrderItemRow_item
          }
        }
      }
    }
  }
`);

/** What a 'Comanda de entrega' prints: the header, the items, and each additional order's number and items. */
export const DeliverySlipFragment = graphql(`
  fragment DeliverySlip_order on Order {
    ...OrderHeader_order
    items {
      items {
        ...OrderItemRow_item
      }
    }
    additionalOrders {
      id
      invoiceNumber
      items {
        items {
          ...OrderItemRow_item
        }
      }
    }
  }
`);

export const DeliverySlipQuery = graphql(`
  query DeliverySlip($id: ID!) {
    order(id: $id) {
      ...DeliverySlip_order
    }
  }
`);

export const SetOrderItemMissingMutation = graphql(`
  mutation SetOrderItemMissing($itemId: ID!, $missing: Boolean!) {
    setOrderItemMissing(itemId: $itemId, missing: $missing) {
      id
      missing
    }
  }
`);
