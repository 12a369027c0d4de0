// Alerts shown before picking starts on an order with limited-offer or butchery items.
import { Alert } from '@blueprintjs/core';
import { BUTCHERY_TOOLTIP, LIMITED_TOOLTIP } from './OrderCells';

export type ProductAlertKind = 'limited' | 'butchery';

const TEXTS: Record<ProductAlertKind, { title: string; body: string }> = {
  limited: {
    title: 'Alerta - Produtos em Limitação',
    body: `${LIMITED_TOOLTIP} Confira as quantidades limitadas antes de separar.`,
  },
  butchery: {
    title: 'Alerta - Produtos de Açougue',
    body: `${BUTCHERY_TOOLTIP} Solicite o preparo ao açougue antes de separar.`,
  },
};

interface Props {
  kind: ProductAlertKind | null;
  onClose: () => void;
}

export function ProductAlertDialog({ kind, onClose }: Props) {
  const text = kind ? TEXTS[kind] : null;
  return (
    <Alert isOpen={kind !== null} icon="warning-sign" intent="warning" confirmButtonText="Ciente" onClose={onClose}>
      {text && (
        <>
          <h4 className="bp6-heading">{text.title}</h4>
          <p>{text.body}</p>
        </>
      )}
    </Alert>
  );
}
