// 'Busca de Clientes' table: code, name, purchases, last purchase date/value, days since, actions.
import { Button, HTMLTable } from '@blueprintjs/core';
import { graphql } from '../../generated';
import type { CustomerRow_CustomerFragment } from '../../generated/graphql';
import { formatDate, formatMoney } from '../../lib/format';

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
    <HTMLTable className="orders-table" striped compact>
      <thead>
        <tr>
          <th>Código</th>
          <th>Nome</th>
          <th>Qtd. Compras</th>
          <th>Última Compra</th>
          <th>Valor Última Compra</th>
          <th>Dias sem Comprar</th>
          <th>Ações</th>
        </tr>
      </thead>
      <tbody>
        {customers.map((customer) => (
          <tr key={customer.id}>
            <td>{customer.id}</td>
            <td>{customer.name}</td>
            <td>{customer.purchaseCount}</td>
            <td>{formatDate(customer.lastPurchaseDate)}</td>
            <td className="orders-nowrap">{formatMoney(customer.lastPurchaseValue)}</td>
            <td>{customer.daysSinceLastPurchase ?? '-'}</td>
            <td className="orders-nowrap">
              <Button
                variant="minimal"
                icon="person"
                title="Dados do Cliente"
                aria-label={`Dados do cliente ${customer.name}`}
                onClick={() => onDetails(customer)}
              />
              <Button
                variant="minimal"
                icon="notifications"
                title={customer.hasPushDevice ? 'Notificações' : 'Cliente sem dispositivo cadastrado'}
                intent={customer.hasPushDevice ? 'none' : 'warning'}
                aria-label={`Notificar cliente ${customer.name}`}
                onClick={() => onNotify(customer)}
              />
            </td>
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
}
