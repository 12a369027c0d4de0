// 'Busca de Clientes' table: code, name, purchases, last purchase date/value, days since, actions.
import { Button, HTMLTable } from '@blueprintjs/core';
import { graphql } from '../../generated';
import type { CustomerRow_CustomerFragment } from '../../generated/graphql';
import { formatDate, formatMoney } from '../../lib/format';
import { stripedTable, TableRows } from '../../lib/virtualRows';
import { orDash } from '../../lib/documents';

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
    <HTMLTable className="list-table" striped={stripedTable(customers.length)} compact>
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
      <TableRows items={customers} getKey={(customer) => customer.id} estimateHeight={41} columns={7}>
        {(customer) => (
          <tr>
            <td>{customer.id}</td>
            <td>{customer.name}</td>
            <td>{customer.purchaseCount}</td>
            <td>{formatDate(customer.lastPurchaseDate)}</td>
            <td className="list-nowrap">{formatMoney(customer.lastPurchaseValue)}</td>
            <td>{orDash(customer.daysSinceLastPurchase)}</td>
            <td className="list-nowrap">
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
        )}
      </TableRows>
    </HTMLTable>
  );
}
