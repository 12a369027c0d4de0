// The card's forced ERP refresh (spec 001 sections 2.8 and 4): asks the gateway, then polls the job's state every
// second while it runs; the refreshed card's menu stays disabled until then, and the page is read again at the end.
import { useEffect, useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { showToast } from '../kernel/toaster';
import { errorText, prefixedError, userErrorsText } from '../lib/errors';
import { ProductRefreshStateQuery, RefreshProductMutation } from './queries';

export const REFRESH_TOASTS = {
  done: 'Atualização do produto realizada com sucesso!',
  failed: 'Erro ao atualizar produto: ',
} as const;

const POLL_MS = 1000;

export function useProductRefresh(onDone: () => void) {
  const [refreshing, setRefreshing] = useState<string | null>(null);
  const [request] = useMutation(RefreshProductMutation);
  const state = useQuery(ProductRefreshStateQuery, { skip: refreshing === null, pollInterval: POLL_MS, fetchPolicy: 'network-only' });
  const running = state.data?.productRefreshState.running;

  useEffect(() => {
    if (refreshing === null || running !== false) return;
    setRefreshing(null);
    void showToast({ intent: 'success', message: REFRESH_TOASTS.done });
    onDone();
  }, [refreshing, running, onDone]);

  const refresh = async (id: string) => {
    try {
      const payload = (await request({ variables: { id } })).data?.refreshProduct;
      if (!payload) return;
      if (payload.errors.length) {
        void showToast({ intent: 'warning', message: userErrorsText(payload.errors) });
        return;
      }
      setRefreshing(id);
    } catch (failure) {
      void showToast({ intent: 'danger', message: prefixedError(REFRESH_TOASTS.failed, errorText(failure)) });
    }
  };
  return { refreshing, refresh };
}
