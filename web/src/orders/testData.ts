// Builders of typed order data for the unit tests (plain objects shaped like the GraphQL answers).
import type { DeliverySlip_OrderFragment, OrderHeader_OrderFragment } from '../generated/graphql';
import type { DetailItem } from './items';

let nextId = 1;

export function makeItem(patch: Partial<DetailItem> & { section?: [string, string, number | null] | null } = {}): DetailItem {
  const id = String(nextId++);
  const { section = ['1', 'Mercearia', 1], ...rest } = patch;
  return {
    id,
    quantity: '1.000',
    pickedQuantity: '1.000',
    price: '10.00',
    listPrice: '10.00',
    discount: '0.00',
    missing: false,
    cancelled: false,
    separated: false,
    limited: false,
    pickingNote: null,
    substitutes: [],
    product: {
      id: `p${id}`,
      code: `${1000 + Number(id)}`,
      auxCode: null,
      description: `Produto ${id}`,
      unit: 'UN',
      offerType: null,
      category: null,
      section: section && { id: section[0], description: section[1], rank: section[2] },
    },
    ...rest,
  };
}

export function makeOrderHeader(patch: Partial<OrderHeader_OrderFragment> = {}): OrderHeader_OrderFragment {
  return {
    id: '500',
    status: 'S',
    statusLabel: 'Em Separação',
    type: 'E',
    placedAt: '2026-03-10T13:30:00.000Z',
    deliveryDate: '2026-03-11',
    invoiceNumber: null,
    note: 'Tocar a campainha',
    allowsSubstitution: true,
    total: '120.50',
    separatedTotal: '100.00',
    discount: '0.00',
    deliveryFee: '5.00',
    amounts: {
      ordered: '120.50',
      separated: '100.00',
      invoiced: null,
      deliveryFee: '5.00',
      discount: '0.00',
      additionalShare: '0.00',
      toCharge: '100.00',
      toChargeFrom: 'SEPARATED',
      changeFor: null,
      changeDue: null,
    },
    covenantCode: 'CV-9',
    hasLimitedItems: true,
    hasButcheryItems: false,
    itemCount: 3,
    customer: { id: '7', erpCode: '3311', name: 'Maria <Souza>', cpf: '12345678909', mainPhone: '86999990000' },
    branch: { code: 17, name: 'Supermercado Centro' },
    paymentMethod: { id: '11', description: 'Convênio' },
    deliveryWindow: { id: '1', start: '08:00', end: '10:00' },
    address: {
      id: '1',
      street: 'Rua A',
      number: '10',
      neighbourhood: 'Centro',
      postalCode: '64000000',
      complement: 'Apto 2',
      city: 'Teresina',
      state: 'PI',
    },
    picker: { id: '3', name: 'João' },
    deliveryman: null,
    ...patch,
  };
}

/** A 'Comanda de entrega' order: the header with its items and additional orders. */
export function makeSlipOrder(patch: Partial<DeliverySlip_OrderFragment> = {}): DeliverySlip_OrderFragment {
  return { ...makeOrderHeader(), items: { items: [makeItem()] }, additionalOrders: [], ...patch };
}
