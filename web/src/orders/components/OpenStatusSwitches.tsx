// The status switches of 'Filtro de Pedidos em Aberto': which statuses and their names come from the gateway
// (Query.openOrderStatuses), read once and kept in the cache.
import { FormGroup, Spinner, Switch } from '@blueprintjs/core';
import { useQuery } from '@apollo/client/react';
import type { OrderStatus } from '../../generated/graphql';
import { OpenOrderStatusesQuery } from '../queries';

interface Props {
  checked: readonly OrderStatus[];
  error?: string;
  onToggle: (status: OrderStatus, on: boolean) => void;
}

export function OpenStatusSwitches({ checked, error, onToggle }: Props) {
  const { data, error: loadError } = useQuery(OpenOrderStatusesQuery, { fetchPolicy: 'cache-first' });
  const failed = loadError ? `Erro ao carregar os status: ${loadError.message}` : undefined;
  return (
    <FormGroup label="Status" intent={error || failed ? 'danger' : 'none'} helperText={error ?? failed}>
      {!data && !failed && <Spinner size={16} aria-label="Carregando os status" />}
      {data?.openOrderStatuses.map(({ status, label }) => (
        <Switch
          key={status}
          inline
          label={`${label} (${status})`}
          checked={checked.includes(status)}
          onChange={(event) => onToggle(status, event.currentTarget.checked)}
        />
      ))}
    </FormGroup>
  );
}
