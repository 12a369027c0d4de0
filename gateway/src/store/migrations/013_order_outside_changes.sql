-- Changes of orders made outside the panel (the customer app, the product API) that the order watcher saw while
-- boards were open (domains/orders/outside-changes.ts): the order's state before (null when the watcher had not seen
-- it before) and after, at the moment the product API gave (the feed's atualizadoem, or the poll's read time), so
-- 'Histórico' can tell them with 'fora do painel' as the actor. One row per order, moment and state: a new leader
-- reading the same change again writes nothing.
CREATE TABLE order_outside_changes (
  id bigserial PRIMARY KEY,
  order_id bigint NOT NULL,
  at timestamptz NOT NULL,
  before_state jsonb,
  after_state jsonb NOT NULL,
  signature text NOT NULL,
  UNIQUE (order_id, at, signature)
);
CREATE INDEX order_outside_changes_by_order ON order_outside_changes (order_id, at);
