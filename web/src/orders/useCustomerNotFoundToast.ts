// The order lists' CPF filter: when no customer has the CPF the gateway answers an empty page carrying the spec's
// message (customerNotFound), shown as a warning once per answer.
import { useEffect } from 'react';
import { showToast } from '../lib/toaster';

export function useCustomerNotFoundToast(page: { customerNotFound?: { message: string } | null } | undefined): void {
  const message = page?.customerNotFound?.message;
  useEffect(() => {
    if (message) void showToast({ intent: 'warning', message }, 'lista');
  }, [page, message]);
}
