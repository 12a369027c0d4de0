// The payment methods card grid (docs/areas/catalogue.md#payment-methods): image (read from the record's URL,
// docs/decisions/0014-payment-method-image-from-record.md), description, codes and the edit button; and its pager (the
// lists' page buttons, with the grid's own sizes: 6, 9 or 12 per page).
import { Button, Card } from '@blueprintjs/core';
import { StoredImage } from '../../lib/storedImage';
import type { PaymentMethodGrid_MethodFragment } from '../../generated/graphql';
import { ListPager } from '../../lib/listPager';
import type { Paging } from '../../lib/listPaging';
import { PAYMENT_PAGE_SIZES } from '../form';

interface GridProps {
  methods: readonly PaymentMethodGrid_MethodFragment[];
  onEdit: (method: PaymentMethodGrid_MethodFragment) => void;
}

export function PaymentMethodGrid({ methods, onEdit }: GridProps) {
  return (
    <ul className="payment-grid" aria-label="Formas de pagamento">
      {methods.map((method) => (
        <li key={method.id}>
          <Card className="payment-card" elevation={1}>
            <StoredImage url={method.imageUrl} alt={method.description} className="payment-image" icon="credit-card" width={200} height={125} />
            <div className="payment-card-text">
              <h3>{method.description}</h3>
              <span className="payment-codes">
                Código: {method.internalCode} · Winthor: {method.erpChargeCode}
              </span>
            </div>
            <Button icon="edit" text="Editar" aria-label={`Editar ${method.description}`} onClick={() => onEdit(method)} />
          </Card>
        </li>
      ))}
    </ul>
  );
}

interface PagerProps {
  total: number;
  paging: Paging;
  onChange: (paging: Paging) => void;
}

/** The lists' pager with the grid's own sizes (6, 9, 12; no 'all'). */
export function PaymentMethodPager(props: PagerProps) {
  return <ListPager {...props} sizes={PAYMENT_PAGE_SIZES} />;
}
