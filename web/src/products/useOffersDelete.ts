// The card's delete confirmation: which card asked, the gateway's deleteProductOffers (one workflow with its audit
// entry), and the toasts. The answer carries the product without offers, so the card redraws from the cache.
import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import type { ProductCard_ProductFragment } from '../generated/graphql';
import { showToast } from '../lib/toaster';
import { errorText, prefixedError, userErrorsText } from '../lib/errors';
import { SAVE_FAILED } from './form';
import { DeleteProductOffersMutation } from './queries';

export function useOffersDelete() {
  const [target, setTarget] = useState<ProductCard_ProductFragment | null>(null);
  const [remove, { loading }] = useMutation(DeleteProductOffersMutation);

  // As the neighbours' deletes (docs/areas/catalogue.md#errors: modals close on error), the dialog closes either way.
  const confirm = async () => {
    if (!target) return;
    try {
      const payload = (await remove({ variables: { productId: target.id } })).data?.deleteProductOffers;
      if (payload?.errors.length) void showToast({ intent: 'danger', message: prefixedError(SAVE_FAILED.deleteOffers, userErrorsText(payload.errors)) });
      else if (payload) void showToast({ intent: 'success', message: payload.message });
    } catch (failure) {
      void showToast({ intent: 'danger', message: prefixedError(SAVE_FAILED.deleteOffers, errorText(failure)) });
    }
    setTarget(null);
  };

  return {
    target,
    loading,
    ask: (product: ProductCard_ProductFragment) => setTarget(product),
    close: () => !loading && setTarget(null),
    confirm: () => void confirm(),
  };
}
