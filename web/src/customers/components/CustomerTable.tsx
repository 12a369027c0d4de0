// 'Busca de Clientes' table: code, name, purchases, last purchase date/value, days since, actions.
import { graphql } from '../../generated';
import type { CustomerRow_CustomerFragment } from '../../generated/graphql';
import { formatDate, formatMoney } from '../../lib/format';
import { ListTable } from '../../lib/listTable';
import { orDash } from '../../lib/documents';
import { RowButton } from '../../lib/rowParts';

export const CustomerRowFragment = graphql(`
  fragment CustomerRow_customer on Customer {
    id
    name
    purchaseCount
    lastPurchaseDate
    lastPurchaseValue
    daysSinceLastPurchase
    hasPushDevice
  }
`);

export type CustomerRow = CustomerRow_CustomerFragment;

interface Props {
  customers: readonly CustomerRow[];
  onDetails: (customer: CustomerRow) => void;
  onNotify: (customer: CustomerRow) => void;
}

export function CustomerTable({ customers, onDetails, onNotify }: Props) {
  return (
    <ListTable
      headers={['Código', 'Nome', 'Qtd. Compras', 'Última Compra', 'Valor Última Compra', 'Dias sem Comprar', 'Ações']}
      items={customers}
      getKey={(customer) => customer.id}
      estimateHeight={41}
    >
      {(customer) => (
        <tr>
          <td>{customer.id}</td>
          <td>{customer.name}</td>
          <td>{customer.purchaseCount}</td>
          <td>{formatDate(customer.lastPurchaseDate)}</td>
          <td className="list-nowrap">{formatMoney(customer.lastPurchaseValue)}</td>
          <td>{orDash(customer.daysSinceLastPurchase)}</td>
          <td className="list-nowrap">
            <RowButton
              variant="minimal"
              icon="person"
              title="Dados do Cliente"
              aria-label={`Dados do cliente ${customer.name}`}
              onClick={() => onDetails(customer)}
            />
            <RowButton
              variant="minimal"
              icon="notifications"
              title={customer.hasPushDevice ? 'Notificações' : 'Cliente sem dispositivo cadastrado'}
              intent={customer.hasPushDevice ? 'none' : 'warning'}
              aria-label={`Notificar cliente ${customer.name}`}
              onClick={() => onNotify(customer)}
            />
          </td>
        </tr>
      )}
    </ListTable>
  );
}
