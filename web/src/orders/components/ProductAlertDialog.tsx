// Alerts shown before picking starts on an order with limited-offer or butchery items. An AppDialog (not Blueprint's
// Alert, which put focus on its overlay, where Enter and Esc did nothing): focus starts on 'Ciente', so Enter
// acknowledges and Esc closes, like every other dialog of the panel.
import type { FormEvent } from 'react';
import { Button, Callout, DialogBody, DialogFooter } from '@blueprintjs/core';
import { AppDialog } from '../../lib/dialog';
import { BUTCHERY_TOOLTIP, LIMITED_TOOLTIP } from './OrderCells';

export type ProductAlertKind = 'limited' | 'butchery';

export const PRODUCT_ALERTS: Record<ProductAlertKind, { title: string; body: string }> = {
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
  const text = kind ? PRODUCT_ALERTS[kind] : null;
  const acknowledge = (event: FormEvent) => {
    event.preventDefault();
    onClose();
  };
  return (
    <AppDialog isOpen={kind !== null} title={text?.title ?? ''} onClose={onClose} role="alertdialog">
      <form onSubmit={acknowledge}>
        <DialogBody>
          <Callout intent="warning" icon="warning-sign">
            {text?.body}
          </Callout>
        </DialogBody>
        <DialogFooter actions={<Button type="submit" intent="warning" text="Ciente" data-autofocus />} />
      </form>
    </AppDialog>
  );
}
