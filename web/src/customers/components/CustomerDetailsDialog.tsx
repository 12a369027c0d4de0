// 'Dados do Cliente': id, name, CPF, RG with issuer and state, e-mail, addresses and phones.
import { Callout, DialogBody, HTMLTable, Spinner } from '@blueprintjs/core';
import { AppDialog } from '../../lib/dialog';
import { graphql } from '../../generated';
import type { CustomerDetails_CustomerFragment } from '../../generated/graphql';
import { formatCep, formatCpf, formatPhone, formatRg, orDash } from '../../lib/documents';

export const CustomerDetailsFragment = graphql(`
  fragment CustomerDetails_customer on Customer {
    id
    erpCode
    name
    cpf
    rg
    rgIssuer
    rgState
    email
    addresses {
      ...AddressFields
    }
    phones {
      id
      number
      main
    }
  }
`);

interface Props {
  open: boolean;
  loading: boolean;
  error?: string;
  customer: CustomerDetails_CustomerFragment | null;
  onClose: () => void;
}

export function CustomerDetailsDialog({ open, loading, error, customer, onClose }: Props) {
  return (
    <AppDialog isOpen={open} title="Dados do Cliente" onClose={onClose} style={{ width: 720 }}>
      <DialogBody>
        {loading && <Spinner size={24} aria-label="Carregando cliente" />}
        {error && <Callout intent="danger">{error}</Callout>}
        {customer && (
          <>
            <dl className="customer-details">
              <dt>Código</dt>
              <dd>{customer.id}</dd>
              <dt>Código ERP</dt>
              <dd>{orDash(customer.erpCode)}</dd>
              <dt>Nome</dt>
              <dd>{customer.name}</dd>
              <dt>CPF</dt>
              <dd>{formatCpf(customer.cpf)}</dd>
              <dt>RG</dt>
              <dd>{formatRg(customer.rg, customer.rgIssuer, customer.rgState)}</dd>
              <dt>E-mail</dt>
              <dd>{orDash(customer.email)}</dd>
            </dl>
            <h4>Endereços</h4>
            <HTMLTable compact striped>
              <thead>
                <tr>
                  <th>Endereço</th>
                  <th>Número</th>
                  <th>Bairro</th>
                  <th>CEP</th>
                </tr>
              </thead>
              <tbody>
                {(customer.addresses ?? []).map((address) => (
                  <tr key={address.id}>
                    <td>{[address.street, address.complement].filter(Boolean).join(' - ') || '-'}</td>
                    <td>{orDash(address.number)}</td>
                    <td>{orDash(address.neighbourhood)}</td>
                    <td>{formatCep(address.postalCode)}</td>
                  </tr>
                ))}
                {!customer.addresses?.length && (
                  <tr>
                    <td colSpan={4}>Nenhum endereço cadastrado</td>
                  </tr>
                )}
              </tbody>
            </HTMLTable>
            <h4>Telefones</h4>
            <ul>
              {(customer.phones ?? []).map((phone) => (
                <li key={phone.id}>
                  {formatPhone(phone.number)}
                  {phone.main && ' (principal)'}
                </li>
              ))}
              {!customer.phones?.length && <li>Nenhum telefone cadastrado</li>}
            </ul>
          </>
        )}
      </DialogBody>
    </AppDialog>
  );
}
