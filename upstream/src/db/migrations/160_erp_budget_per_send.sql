-- A bridge that does not upsert (the seeds profile, as a real Winthor bridge may be) makes a budget per send: the
-- same branch and order may have several. The default profile's upsert finds the budget with this index instead.
ALTER TABLE erp_orders DROP CONSTRAINT erp_orders_codfilial_id_pedido_key;
CREATE INDEX erp_orders_branch_order ON erp_orders (codfilial, id_pedido);
