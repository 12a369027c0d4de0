// The 'Histórico' section of 'Detalhes do pedido': the order's changes as a timeline, oldest first, each line with
// its date and time (pt-BR, São Paulo) and the person who made it when the gateway names them ('fora do painel' for
// changes made outside it, 'agendado' for a push scheduled for later). Presentational.
import { Callout, Spinner } from '@blueprintjs/core';
import { formatDateTimeMinutes } from '../../lib/format';
import { additionalOrderNote, HISTORY_TEXTS, historyActor, historyText, type HistoryEntry } from '../history';
import './orderHistory.css';

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
    // As tall as its entries: the dialog's body scrolls it into view. Focusable, so that a keyboard reaches it past
    // the last button and pages through it (WCAG 2.1.1); no other control follows the items.
    <section className="order-history" aria-labelledby="order-history-title" tabIndex={0}>
      <h4 id="order-history-title">{HISTORY_TEXTS.title}</h4>
      {loading && !entries && <Spinner size={20} aria-label={HISTORY_TEXTS.loading} />}
      {error && <Callout intent="danger">{`${HISTORY_TEXTS.loadFailed} ${error}`}</Callout>}
      {entries && entries.length === 0 && <p className="order-history-empty">{HISTORY_TEXTS.empty}</p>}
      {entries && entries.length > 0 && (
        <ol className="order-history-list">
          {entries.map((entry, index) => {
            const additional = additionalOrderNote(entry, orderId);
            const actor = historyActor(entry);
            return (
              <li key={`${entry.at}-${index}`} className="order-history-entry">
                <time dateTime={entry.at}>{formatDateTimeMinutes(entry.at)}</time>
                <span className="order-history-text">
                  {historyText(entry, itemNames)}
                  {additional && <span className="order-history-additional">{` (${additional})`}</span>}
                </span>
                {actor && <span className="order-history-actor">{actor}</span>}
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
