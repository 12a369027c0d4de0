-- When each order last changed, for the panel gateway's watcher (one per deployment) that finds orders created or
-- changed outside the panel (the customer app writes here directly) with one call every few seconds:
-- pedidos-alterados/?atualizadoem_after=<its high-water mark>. Every insert and update stamps the row with the
-- wall clock (clock_timestamp, not the transaction's start, so a long transaction's rows are not stamped in the past).
ALTER TABLE pedidos ADD COLUMN atualizadoem timestamptz NOT NULL DEFAULT clock_timestamp();

CREATE FUNCTION pedidos_stamp_atualizadoem() RETURNS trigger AS $$
BEGIN
  NEW.atualizadoem := clock_timestamp();
  RETURN NEW;
END
$$ LANGUAGE plpgsql;

CREATE TRIGGER pedidos_atualizadoem
  BEFORE INSERT OR UPDATE ON pedidos
  FOR EACH ROW EXECUTE FUNCTION pedidos_stamp_atualizadoem();

CREATE INDEX pedidos_atualizadoem_idx ON pedidos (atualizadoem, id);
