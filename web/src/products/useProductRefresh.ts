// The card's forced ERP refresh (docs/areas/catalogue.md#erp-refresh): asks the gateway, then polls the job's state
// every second while it runs; the refreshed card's menu stays disabled until then, and the page is read again at the
// end.
import { useEffect, useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { showToast } from '../lib/toaster';
import { errorText, prefixedError, userErrorsText } from '../lib/errors';
import { ProductRefreshStateQuery, RefreshProductMutation } from './queries';

/** Shown before the failure when the gateway cannot be reached (its refusals and success text are its own). */
const REFRESH_FAILED = 'Erro ao atualizar produto: ';

const POLL_MS = 1000;

export function useProductRefresh(onDone: () => void) {
  // The product being refreshed, and the gateway's success text, said once the job is done.
  const [asked, setAsked] = useState<{ id: string; message: string | null } | null>(null);
  const refreshing = asked?.id ?? null;
  const [request] = useMutation(RefreshProductMutation);
  const state = useQuery(ProductRefreshStateQuery, { skip: refreshing === null, pollInterval: POLL_MS, fetchPolicy: 'network-only' });
  const running = state.data?.productRefreshState.running;

  useEffect(() => {
    if (refreshing === null || running !== false) return;
    setAsked(null);
    void showToast({ intent: 'success', message: asked?.message });
    onDone();
  }, [refreshing, running, onDone, asked]);

  const refresh = async (id: string) => {
    try {
      const payload = (await request({ variables: { id } })).data?.refreshProduct;
      if (!payload) return;
      if (payload.errors.length) {
        void showToast({ intent: 'warning', message: userErrorsText(payload.errors) });
        return;
      }
      setAsked({ id, message: payload.message });
    } catch (failure) {
      void showToast({ intent: 'danger', message: prefixedError(REFRESH_FAILED, errorText(failure)) });
    }
  };
  return { refreshing, refresh };
}
