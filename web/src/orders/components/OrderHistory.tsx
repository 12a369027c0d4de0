// The 'Histórico' section of 'Detalhes do pedido': the order's changes as a timeline, oldest first, each line with
// its date and time (pt-BR, São Paulo) and the person who made it when the gateway names them. Presentational.
import { Callout, Spinner } from '@blueprintjs/core';
import { formatDateTimeMinutes } from '../../lib/format';
import { additionalOrderNote, HISTORY_TEXTS, historyText, type HistoryEntry } from '../history';
import './orderHistory.css';

/** The section's greatest height; longer histories scroll inside it (the dialog gives it this room). */
export const HISTORY_HEIGHT_PX = 200;

interface Props {
  orderId: string;
  entries: readonly HistoryEntry[] | null;
  loading: boolean;
  error?: string;
  /** The names of the order's items by id (the dialog's item list), for 'Item em falta: <produto>'. */
  itemNames: ReadonlyMap<string, string>;
}

export function OrderHistory({ orderId, entries, loading, error, itemNames }: Props) {
  return (
    // Focusable: a box that scrolls must scroll from the keyboard too (WCAG 2.1.1; axe scrollable-region-focusable).
    <section className="order-history" aria-labelledby="order-history-title" tabIndex={0} style={{ maxHeight: HISTORY_HEIGHT_PX }}>
      <h4 id="order-history-title">{HISTORY_TEXTS.title}</h4>
      {loading && !entries && <Spinner size={20} aria-label={HISTORY_TEXTS.loading} />}
      {error && <Callout intent="danger">{`${HISTORY_TEXTS.loadFailed} ${error}`}</Callout>}
      {entries && entries.length === 0 && <p className="order-history-empty">{HISTORY_TEXTS.empty}</p>}
      {entries && entries.length > 0 && (
        <ol className="order-history-list">
          {entries.map((entry, index) => {
            const additional = additionalOrderNote(entry, orderId);
            return (
              <li key={`${entry.at}-${index}`} className="order-history-entry">
                <time dateTime={entry.at}>{formatDateTimeMinutes(entry.at)}</time>
                <span className="order-history-text">
                  {historyText(entry, itemNames)}
                  {additional && <span className="order-history-additional">{` (${additional})`}</span>}
                </span>
                {entry.actor && <span className="order-history-actor">{entry.actor}</span>}
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
