// The line under an order list's title that says whether it updates itself ('Ao vivo') or not (and then how it
// keeps up), with the board's switch for new-order alerts.
import { Switch, Tag } from '@blueprintjs/core';
import type { Liveness } from './useLiveEvents';
import type { NewOrderAlerts } from './newOrderAlerts';
import '../icons';
import './liveBar.css';

export const LIVE_TEXT = 'Ao vivo';
/** The socket is up but orders made outside the panel (the customer app) are found by periodic reads, not at once. */
export const periodicText = (seconds: number) => `Atualização periódica (a cada ${seconds} s)`;
export const ALERTS_LABEL = 'Alertas de novos pedidos (som e notificação)';

interface Props {
  liveness: Pick<Liveness, 'live' | 'lost'>;
  /** What the screen does while not live, e.g. 'Atualização ao vivo indisponível — atualizando a cada 15 s'. */
  lostText: string;
  /** What the line says while live, when not 'Ao vivo' (the gateway polls for outside changes: periodicText). */
  periodic?: string | null;
  alerts?: Pick<NewOrderAlerts, 'on' | 'toggle'>;
}

export function LiveBar({ liveness, lostText, periodic, alerts }: Props) {
  return (
    <div className="live-bar">
      {/* A live region: a loss (and the comeback) is announced. */}
      <span role="status">
        {liveness.live && !periodic && (
          <Tag minimal round intent="success" icon="feed">
            {LIVE_TEXT}
          </Tag>
        )}
        {liveness.live && periodic && (
          <Tag minimal round intent="primary" icon="refresh">
            {periodic}
          </Tag>
        )}
        {liveness.lost && (
          <Tag minimal intent="warning" icon="offline">
            {lostText}
          </Tag>
        )}
      </span>
      {alerts && <Switch role="switch" className="live-bar-alerts" checked={alerts.on} label={ALERTS_LABEL} onChange={alerts.toggle} />}
    </div>
  );
}
