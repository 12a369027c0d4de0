-- Reference ERP bridge (erp-bridge/): customers and sales budgets (orcamentos) as the Winthor bridge keeps them.
CREATE SEQUENCE erp_codcli_seq START 100001;
CREATE TABLE erp_customers (
  codcli bigint PRIMARY KEY DEFAULT nextval('erp_codcli_seq'),
  cpf char(11) NOT NULL UNIQUE,
  nome text NOT NULL,
  payload jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Winthor order numbers are NUMBER(10).
CREATE SEQUENCE erp_numorcamento_seq START 1000000001 MAXVALUE 9999999999;
CREATE SEQUENCE erp_numcupom_seq START 200001;
CREATE TABLE erp_orders (
  numorcamento bigint PRIMARY KEY DEFAULT nextval('erp_numorcamento_seq'),
  id_pedido bigint NOT NULL,
  codcli bigint NOT NULL REFERENCES erp_customers (codcli),
  codfilial varchar(2) NOT NULL,
  codcob integer NOT NULL,
  vltotal numeric(16,3) NOT NULL DEFAULT 0,
  numcupom bigint NOT NULL DEFAULT nextval('erp_numcupom_seq'),
  dthoraautorizacaosefaz timestamptz NOT NULL DEFAULT now(),
  payload jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (codfilial, id_pedido)
);
CREATE TABLE erp_order_items (
  numorcamento bigint NOT NULL REFERENCES erp_orders (numorcamento) ON DELETE CASCADE,
  numseq integer NOT NULL,
  codauxiliar text NOT NULL,
  codprod bigint NOT NULL,
  quantidade numeric(16,3) NOT NULL,
  pvenda numeric(16,3) NOT NULL,
  vltotal numeric(16,3) NOT NULL,
  PRIMARY KEY (numorcamento, numseq)
);
