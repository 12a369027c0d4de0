// The red 'Tente Novamente' of a failed row of 'Pedidos em Aberto': it says why the run failed, as a tooltip (title) for the
// pointer and as the button's description for screen readers, so a colleague who did not start it knows what
// happened before resuming it.
import { Button } from '@blueprintjs/core';
import './slipSelection.css';

export const RETRY_TEXTS = { retry: 'Tente Novamente', unknown: 'Falha sem motivo informado.' } as const;

interface Props {
  orderId: string;
  /** The failed run's error message, as the gateway answered it. */
  reason: string | null | undefined;
  onRetry: () => void;
}

export function RetryButton({ orderId, reason, onRetry }: Props) {
  const why = reason?.trim() || RETRY_TEXTS.unknown;
  const descriptionId = `orders-retry-reason-${orderId}`;
  return (
    <>
      <Button size="small" intent="danger" icon="refresh" text={RETRY_TEXTS.retry} title={why} aria-describedby={descriptionId} onClick={onRetry} />
      <span id={descriptionId} className="orders-visually-hidden">
        {why}
      </span>
    </>
  );
}
