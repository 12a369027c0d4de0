// The card's delete confirmation (docs/areas/catalogue.md#products; docs/decisions/0015-products-belong-to-the-erp.md): products belong to the ERP and
// are not deleted by the panel, so the card's delete removes the product's offers. The spec's delete dialogs ask
// 'Deseja Realmente Excluir ...?' with Cancelar and Confirmar in red; focus starts on Confirmar (Enter confirms, Esc
// cancels).
import { Classes } from '@blueprintjs/core';
import type { ProductCard_ProductFragment } from '../../generated/graphql';
import { ConfirmDialog, DELETE_ANSWERS } from '../../lib/dialog';

export const DELETE_OFFERS_TEXTS = {
  title: 'Excluir Ofertas',
  question: 'Deseja Realmente Excluir as Ofertas desse Produto?',
  note: 'O produto continua no catálogo do ERP; só as ofertas são excluídas.',
} as const;

interface Props {
  /** The card's product; null: closed */
  product: ProductCard_ProductFragment | null;
  loading: boolean;
  onClose: () => void;
  onConfirm: () => void;
}

export function DeleteOffersDialog({ product, loading, onClose, onConfirm }: Props) {
  return (
    <ConfirmDialog
      open={product !== null}
      title={DELETE_OFFERS_TEXTS.title}
      question={DELETE_OFFERS_TEXTS.question}
      detail={
        product && (
          <>
            <p>
              <strong>{product.description}</strong> ({product.offers.length} {product.offers.length === 1 ? 'oferta' : 'ofertas'})
            </p>
            <p className={Classes.TEXT_MUTED}>{DELETE_OFFERS_TEXTS.note}</p>
          </>
        )
      }
      answers={DELETE_ANSWERS}
      loading={loading}
      onClose={onClose}
      onSubmit={onConfirm}
    />
  );
}
