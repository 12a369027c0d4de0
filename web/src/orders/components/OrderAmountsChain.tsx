// The order's money as one chain in its details: ordered -> separated -> invoiced -> to charge (the gateway's
// Order.amounts.steps), each step with its difference and why ('1 item em falta: -R$ 45,19'), then the change due
// for the customer's 'troco' note. Presentational.
import type { OrderAmountStage, OrderHeader_OrderFragment } from '../../generated/graphql';
import { formatMoney } from '../../lib/format';

export interface AmountStepRow {
  stage: OrderAmountStage;
  label: string;
  amount: string;
  difference?: string | null;
  reasons: readonly string[];
}

interface Props {
  steps: readonly AmountStepRow[];
  amounts: OrderHeader_OrderFragment['amounts'];
}

const signed = (value: string) => (Number(value) < 0 ? `-${formatMoney(-Number(value))}` : `+${formatMoney(value)}`);

export function OrderAmountsChain({ steps, amounts }: Props) {
  return (
    <section className="order-details-block order-amounts" aria-label="Valores do pedido">
      <h4>Valores</h4>
      <ol className="order-amounts-chain">
        {steps.map((step) => (
          <li key={step.stage} className={step.stage === 'TO_CHARGE' ? 'order-amounts-charge' : undefined}>
            <span className="order-details-label">{step.label}</span> <strong>{formatMoney(step.amount)}</strong>
            {step.difference && Number(step.difference) !== 0 && <small> ({signed(step.difference)})</small>}
            {step.reasons.map((reason) => (
              <div key={reason} className="order-amounts-reason">
                {reason}
              </div>
            ))}
          </li>
        ))}
      </ol>
      {amounts.changeFor && (
        <div>
          <span className="order-details-label">Troco para {formatMoney(amounts.changeFor)}</span>{' '}
          {amounts.changeDue ? formatMoney(amounts.changeDue) : 'valor não cobre o pedido'}
        </div>
      )}
    </section>
  );
}
