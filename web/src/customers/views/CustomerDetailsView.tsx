// 'Dados do Cliente' of the customer search: the customer named in the URL, read for the details dialog.
import { useQuery } from '@apollo/client/react';
import { CustomerDetailsDialog } from '../components/CustomerDetailsDialog';
import { errorText, prefixedError } from '../../lib/errors';
import { CUSTOMER_TOASTS } from '../toasts';
import { CustomerDetailsQuery } from '../queries';

/** Loads one customer for 'Dados do Cliente'. */
export function CustomerDetailsView({ customerId, onClose }: { customerId: string | null; onClose: () => void }) {
  const { data, loading, error } = useQuery(CustomerDetailsQuery, { variables: { id: customerId ?? '' }, skip: !customerId });
  return (
    <CustomerDetailsDialog
      open={customerId !== null}
      loading={loading}
      error={error ? prefixedError(CUSTOMER_TOASTS.loadFailed, errorText(error)) : data && !data.customer ? CUSTOMER_TOASTS.none : undefined}
      customer={data?.customer ?? null}
      onClose={onClose}
    />
  );
}
