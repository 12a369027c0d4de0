import { useQuery } from '@apollo/client/react';
import { CustomerDetailsDialog } from '../components/CustomerDetailsDialog';
import { errorText } from '../../lib/errors';
import { CustomerDetailsQuery } from '../queries';

/** Loads one customer for 'Dados do Cliente'. */
export function CustomerDetailsView({ customerId, onClose }: { customerId: string | null; onClose: () => void }) {
  const { data, loading, error } = useQuery(CustomerDetailsQuery, { variables: { id: customerId ?? '' }, skip: !customerId });
  return (
    <CustomerDetailsDialog
      open={customerId !== null}
      loading={loading}
      error={error ? `Erro ao buscar clientes: ${errorText(error)}` : data && !data.customer ? 'Nenhum Cliente encontrado' : undefined}
      customer={data?.customer ?? null}
      onClose={onClose}
    />
  );
}
