-- Product API tables (reference implementation of the company's Django REST API).
-- Conventions:
--  * Column names are the lowercase of the API field names (codFilial -> codfilial, dtUltmCompra -> dtultmcompra).
--    Exceptions, because the API name is an SQL keyword: funcionarios.user_id (API "user"),
--    recipe_ingredients.sort_order / recipe_instructions.sort_order (API "order").
--  * Every column called filial / codfilial / branch holds the BRANCH CODE (filiais.codfilial, e.g. 17),
--    never filiais.id. The API looks branches up by code too (filiais/{codFilial}/).
--  * Money is numeric(14,3) (DRF sends decimal strings); dates are date; date-times are timestamptz.
--  * Char flags keep the spec's letters: 'S'/'N', status letters, offer types.

CREATE TABLE users (
  id serial PRIMARY KEY,                       -- exposed as "pk"
  username text NOT NULL UNIQUE,               -- staff: registration number (matricula), e.g. '1001'
  password text NOT NULL,                      -- bcryptjs hash
  first_name text NOT NULL DEFAULT '',
  last_name text NOT NULL DEFAULT '',
  email text NOT NULL DEFAULT '',
  branch integer,                              -- branch code; null for superuser, manager, marketing
  is_client boolean NOT NULL DEFAULT false,
  is_staff boolean NOT NULL DEFAULT false,
  is_superuser boolean NOT NULL DEFAULT false,
  is_active boolean NOT NULL DEFAULT true,
  date_joined timestamptz NOT NULL DEFAULT now(),
  last_login timestamptz
);

CREATE TABLE filiais (
  id serial PRIMARY KEY,
  codfilial integer NOT NULL UNIQUE,           -- branch code used everywhere else
  razaosocial text NOT NULL DEFAULT '',
  cnpj text NOT NULL DEFAULT '',
  endereco text NOT NULL DEFAULT '',
  numero text NOT NULL DEFAULT '',
  bairro text NOT NULL DEFAULT '',
  cidade text NOT NULL DEFAULT '',
  estado text NOT NULL DEFAULT '',
  cep text NOT NULL DEFAULT '',
  url_maps text,
  contato text,
  url_whatsapp text,
  imagem text,
  status char(1) NOT NULL DEFAULT 'A'          -- A active, I inactive
);

CREATE TABLE funcionarios (
  id serial PRIMARY KEY,
  nome text NOT NULL,
  cpf text NOT NULL DEFAULT '',
  branch integer,                              -- branch code
  email text NOT NULL DEFAULT '',
  player_id text,                              -- push device id of the staff app
  user_id integer REFERENCES users(id),        -- API field "user"
  is_available boolean NOT NULL DEFAULT true,
  is_separating boolean NOT NULL DEFAULT false,
  is_deliveryman boolean NOT NULL DEFAULT false,
  is_manager boolean NOT NULL DEFAULT false,
  is_submanager boolean NOT NULL DEFAULT false,
  is_marketing boolean NOT NULL DEFAULT false,
  is_checker boolean NOT NULL DEFAULT false
);
CREATE INDEX funcionarios_user_idx ON funcionarios (user_id);

CREATE TABLE clientes (
  id serial PRIMARY KEY,
  codcli integer,                              -- ERP (Winthor) customer code; null until processa-cliente
  cliente text NOT NULL,                       -- name
  cpf text NOT NULL DEFAULT '',
  rg text,
  orgao_ex text,
  estado_oe text,
  email text,
  player_id text,                              -- push id: 36-char UUID player id, or an external id
  qtdcompras integer NOT NULL DEFAULT 0,
  dtultmcompra date,
  vlrultmcompra numeric(14,3),
  updated boolean NOT NULL DEFAULT false       -- set when the ERP customer data was refreshed (invoicing)
);
CREATE INDEX clientes_cpf_idx ON clientes (cpf);

CREATE TABLE clientes_enderecos (
  id serial PRIMARY KEY,
  cliente integer NOT NULL REFERENCES clientes(id) ON DELETE CASCADE,
  endereco text NOT NULL DEFAULT '',
  numero text NOT NULL DEFAULT '',
  bairro text NOT NULL DEFAULT '',
  cep text NOT NULL DEFAULT '',
  logradouro text NOT NULL DEFAULT '',
  complemento text NOT NULL DEFAULT '',
  cidade text NOT NULL DEFAULT '',
  estado text NOT NULL DEFAULT ''
);
CREATE INDEX clientes_enderecos_cliente_idx ON clientes_enderecos (cliente);

CREATE TABLE clientes_telefones (
  id serial PRIMARY KEY,
  cliente integer NOT NULL REFERENCES clientes(id) ON DELETE CASCADE,
  telefone text NOT NULL,
  principal boolean NOT NULL DEFAULT false
);
CREATE INDEX clientes_telefones_cliente_idx ON clientes_telefones (cliente);

CREATE TABLE secoes (
  id serial PRIMARY KEY,
  descricao text NOT NULL,
  icone text,
  info text,
  ativo char(1) NOT NULL DEFAULT 'S',          -- S active, N inactive
  ordenar integer NOT NULL DEFAULT 0
);

CREATE TABLE rank_secao_filial (
  id serial PRIMARY KEY,
  secao integer NOT NULL REFERENCES secoes(id) ON DELETE CASCADE,
  filial integer NOT NULL,                     -- branch code
  rank integer NOT NULL DEFAULT 0,
  ativo boolean NOT NULL DEFAULT true,
  is_taxa boolean NOT NULL DEFAULT false
);
CREATE INDEX rank_secao_filial_secao_idx ON rank_secao_filial (secao);

CREATE TABLE categorias (
  id serial PRIMARY KEY,
  descricao text NOT NULL,
  secao integer REFERENCES secoes(id)
);

CREATE TABLE subcategorias (
  id serial PRIMARY KEY,
  descricao text NOT NULL,
  categoria integer REFERENCES categorias(id)
);

CREATE TABLE produtos (
  id serial PRIMARY KEY,
  codprod integer NOT NULL,                    -- ERP product code (one row per product and branch)
  codauxiliar text NOT NULL DEFAULT '',        -- barcode
  codfilial integer NOT NULL,                  -- branch code
  descricao text NOT NULL,
  unidade text NOT NULL DEFAULT 'UN',          -- KG or other
  secao integer REFERENCES secoes(id),
  categoria integer REFERENCES categorias(id),
  subcategoria integer REFERENCES subcategorias(id),
  pvenda numeric(14,3) NOT NULL DEFAULT 0,
  ptabela numeric(14,3) NOT NULL DEFAULT 0,
  can_update boolean NOT NULL DEFAULT true,    -- false: ERP refresh must not overwrite panel edits
  foralinha char(1) NOT NULL DEFAULT 'N',      -- S = out of line (invisible in the app)
  qtdestoque numeric(14,3) NOT NULL DEFAULT 0,
  estoqueminimo numeric(14,3) NOT NULL DEFAULT 0,
  qtdmincompra numeric(14,3) NOT NULL DEFAULT 0,
  oferta char(1) NOT NULL DEFAULT 'N',         -- S/N on offer
  tipopoferta text NOT NULL DEFAULT 'V',       -- V none, L limited, A wholesale, O offer, CB/CI loyalty
  tem_multiplo boolean NOT NULL DEFAULT false,
  qtd_multiplo numeric(14,3),
  pesounitario numeric(14,3),                  -- only when unidade = 'KG'
  observacao text,
  imagem text,
  datacadastro date NOT NULL DEFAULT CURRENT_DATE,
  dataatualizacao timestamptz,                 -- last ERP refresh (scripts/atualiza-produto/)
  atualizacao char(1) NOT NULL DEFAULT 'N'     -- S while a refresh is pending
);
CREATE INDEX produtos_filial_idx ON produtos (codfilial, codprod);
CREATE INDEX produtos_secao_idx ON produtos (secao);

CREATE TABLE ofertas (
  id serial PRIMARY KEY,
  tipopoferta text NOT NULL,                   -- L (tiers by quantity), A, O, V (volume)
  poferta numeric(14,3) NOT NULL DEFAULT 0,    -- offer price
  codprod integer NOT NULL,
  codauxiliar text NOT NULL DEFAULT '',
  liminicial numeric(14,3) NOT NULL DEFAULT 0, -- tier bounds for L; 0 for other types
  limfinal numeric(14,3) NOT NULL DEFAULT 0,
  dtinicial date,
  dtfinal date,
  codfilial integer NOT NULL,                  -- branch code
  produto integer REFERENCES produtos(id) ON DELETE CASCADE,
  atualizacao char(1) NOT NULL DEFAULT 'N'
);
CREATE INDEX ofertas_produto_idx ON ofertas (produto);

CREATE TABLE horarios_entrega (
  id serial PRIMARY KEY,
  horainicio time NOT NULL,
  horafim time NOT NULL
);

CREATE TABLE horarios_filiais (
  id serial PRIMARY KEY,
  filial integer NOT NULL,                     -- branch code
  horario integer NOT NULL REFERENCES horarios_entrega(id),
  quantidade integer NOT NULL DEFAULT 0,       -- max deliveries in the period
  tipo text NOT NULL DEFAULT 'N'               -- N normal, FDS weekend, F holiday, ESP special
);

CREATE TABLE horarios_especiais (
  id serial PRIMARY KEY,
  filial integer NOT NULL,                     -- branch code
  data date NOT NULL,
  tipo text NOT NULL,                          -- FDS, F or ESP
  descricao text NOT NULL DEFAULT ''
);

CREATE TABLE destaques (
  id serial PRIMARY KEY,
  titulo text NOT NULL,
  descricao text NOT NULL DEFAULT '',
  tipo char(1) NOT NULL DEFAULT 'I',           -- B Busca (link), I Informação
  link text,
  imagem text,
  status char(1) NOT NULL DEFAULT 'A'
);

CREATE TABLE ceps (
  id serial PRIMARY KEY,
  cep text NOT NULL UNIQUE,                    -- 8 digits
  endereco text
);

CREATE TABLE taxas (
  id serial PRIMARY KEY,
  filial integer NOT NULL,                     -- branch code
  cep integer NOT NULL REFERENCES ceps(id),
  valor numeric(14,3) NOT NULL DEFAULT 0
);

CREATE TABLE bairros_externos (
  id serial PRIMARY KEY,
  bairro text NOT NULL,
  valor numeric(14,3) NOT NULL DEFAULT 0,
  observacao text,
  ativo boolean NOT NULL DEFAULT true,
  cep integer NOT NULL REFERENCES ceps(id) ON DELETE CASCADE
);

CREATE TABLE formas_pagamento (
  id serial PRIMARY KEY,
  codinterno text NOT NULL DEFAULT '',
  codcobwinthor text NOT NULL DEFAULT '',      -- ERP charge code
  descricao text NOT NULL,
  imagem text
);


CREATE TABLE pedidos (
  id serial PRIMARY KEY,
  codcli integer NOT NULL REFERENCES clientes(id),   -- the customer's id (not the ERP code)
  codfilial integer NOT NULL,                        -- branch code
  status char(1) NOT NULL DEFAULT 'R',               -- R S P C F E V X
  tipopedido char(1) NOT NULL DEFAULT 'E',           -- E delivery, L store pickup
  endereco integer REFERENCES clientes_enderecos(id),
  horarioentrega integer REFERENCES horarios_entrega(id),
  dataentrega date,
  datapedido timestamptz NOT NULL DEFAULT now(),
  formapagamento integer REFERENCES formas_pagamento(id),
  codconvenio text,
  taxaentrega numeric(14,3) NOT NULL DEFAULT 0,
  separador integer REFERENCES funcionarios(id),
  entregador integer REFERENCES funcionarios(id),
  funcionario integer REFERENCES funcionarios(id),   -- staff member who last handled the order
  numorcamento bigint,                               -- ERP budget number (processa-pedido)
  numcupom text,                                     -- ERP invoice/coupon number once invoiced
  observacao text,
  substituiprod boolean NOT NULL DEFAULT false,      -- customer accepts substitutions
  vltotal numeric(14,3) NOT NULL DEFAULT 0,
  vltotalseparado numeric(14,3),
  valorseparado numeric(14,3),
  vlrdesc numeric(14,3) NOT NULL DEFAULT 0,
  pedidoadicional boolean NOT NULL DEFAULT false,    -- true: an additional order...
  pedidoprincipal integer REFERENCES pedidos(id)     -- ...linked to this main order
);
CREATE INDEX pedidos_status_idx ON pedidos (status, codfilial, datapedido);
CREATE INDEX pedidos_codcli_idx ON pedidos (codcli);
CREATE INDEX pedidos_principal_idx ON pedidos (pedidoprincipal);

CREATE TABLE itens_pedido (
  id serial PRIMARY KEY,
  pedido integer NOT NULL REFERENCES pedidos(id) ON DELETE CASCADE,
  codprod integer NOT NULL REFERENCES produtos(id),  -- product id (row of produtos), not the ERP code
  codauxiliar text NOT NULL DEFAULT '',
  codbalanca text,                                   -- scale barcode for weighed items
  quantidade numeric(14,3) NOT NULL DEFAULT 1,
  qtd_separada numeric(14,3),
  pvenda numeric(14,3) NOT NULL DEFAULT 0,
  ptabela numeric(14,3) NOT NULL DEFAULT 0,
  vlrdesconto numeric(14,3) NOT NULL DEFAULT 0,
  em_falta boolean NOT NULL DEFAULT false,
  cancela_item boolean NOT NULL DEFAULT false,
  separated boolean NOT NULL DEFAULT false,
  obs_separacao text,
  tipopoferta text NOT NULL DEFAULT 'V',             -- L = limited
  modranksecao integer,                              -- section rank at order time (picking order)
  id_prod_falta integer REFERENCES produtos(id)      -- product that was missing when this one replaced it
);
CREATE INDEX itens_pedido_pedido_idx ON itens_pedido (pedido);

-- Substitute products offered/used for an order item.
CREATE TABLE substitutos_item (
  id serial PRIMARY KEY,
  item integer NOT NULL REFERENCES itens_pedido(id) ON DELETE CASCADE,
  codprod integer NOT NULL REFERENCES produtos(id),
  quantidade numeric(14,3) NOT NULL DEFAULT 1,
  pvenda numeric(14,3) NOT NULL DEFAULT 0
);
CREATE INDEX substitutos_item_item_idx ON substitutos_item (item);

CREATE TABLE avaliacoes (
  id serial PRIMARY KEY,
  pedido integer NOT NULL REFERENCES pedidos(id) ON DELETE CASCADE,
  nota integer NOT NULL,                             -- 1..5
  observacao text,
  data timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX avaliacoes_pedido_idx ON avaliacoes (pedido);

CREATE TABLE cancelamentos (
  id serial PRIMARY KEY,
  data timestamptz NOT NULL DEFAULT now(),
  numpedido integer NOT NULL REFERENCES pedidos(id),
  cliente integer REFERENCES clientes(id),
  usuario integer REFERENCES users(id),
  motivo text NOT NULL DEFAULT ''
);
CREATE INDEX cancelamentos_pedido_idx ON cancelamentos (numpedido);

CREATE TABLE notificacoes (
  id serial PRIMARY KEY,
  titulo text NOT NULL,
  mensagem text NOT NULL,
  imagem text,
  tipo_notificacao char(1) NOT NULL DEFAULT 'G',     -- E specific users, G general
  agendada boolean NOT NULL DEFAULT false,
  data_hora_notificacao timestamptz NOT NULL DEFAULT now(),
  data_hora_agendamento timestamptz,
  usuarios_selecionados text NOT NULL DEFAULT 'Todos'
);

-- General settings per branch; the API nests these fields under "confGeral".
CREATE TABLE configuracoes_gerais (
  id serial PRIMARY KEY,
  filial integer NOT NULL UNIQUE,                    -- branch code
  vlrmincompraapp numeric(14,3) NOT NULL DEFAULT 0,
  vlrminretiradaloja numeric(14,3) NOT NULL DEFAULT 0,
  limitempedadd integer NOT NULL DEFAULT 0,          -- max items in an additional order
  margemms numeric(14,3) NOT NULL DEFAULT 0,         -- percent
  intervaloentrega integer NOT NULL DEFAULT 0,       -- minutes
  qtdminhorarios integer NOT NULL DEFAULT 0,
  taxaservico numeric(14,3) NOT NULL DEFAULT 0,
  idprodtaxaservico integer,
  codtaxaservicowinthor text,
  idprodtaxaentrega integer,
  codtaxaentregawinthor text,
  codcepbuscabairro text,                            -- CEP whose neighbourhoods are offered
  urlsuporte text,
  cvusername text,                                   -- loyalty ("Cresce Vendas") user
  cvpassword text,                                   -- loyalty token, as stored by the gateway
  idsecaoacougue integer                             -- butchery section id (secoes.id), e.g. 3378
);

CREATE TABLE application_settings (
  id serial PRIMARY KEY,
  manutencao boolean NOT NULL DEFAULT false,
  url_suporte text NOT NULL DEFAULT '',
  versao_android text NOT NULL DEFAULT '',
  package_name_android text,
  url_play_store text NOT NULL DEFAULT '',
  att_obrigatoria_android boolean NOT NULL DEFAULT false,
  versao_ios text NOT NULL DEFAULT '',
  package_name_ios text,
  url_app_store text NOT NULL DEFAULT '',
  att_obrigatoria_ios boolean NOT NULL DEFAULT false,
  versao_app_separador text NOT NULL DEFAULT '',
  att_obrig_separador boolean NOT NULL DEFAULT false
);

CREATE TABLE topicos (
  id serial PRIMARY KEY,
  titulo text NOT NULL,
  sequencia integer NOT NULL DEFAULT 0
);

CREATE TABLE paragrafos (
  id serial PRIMARY KEY,
  texto text NOT NULL,
  inciso boolean NOT NULL DEFAULT false,
  sequencia integer NOT NULL DEFAULT 0,
  topico integer NOT NULL REFERENCES topicos(id) ON DELETE CASCADE
);

CREATE TABLE recipes (
  id serial PRIMARY KEY,
  name text NOT NULL,
  description text NOT NULL DEFAULT '',
  image text
);

CREATE TABLE recipe_ingredients (
  id serial PRIMARY KEY,
  recipe integer NOT NULL REFERENCES recipes(id) ON DELETE CASCADE,
  quantity numeric(14,3),                            -- null when a_gosto
  unit text,
  name text NOT NULL,
  sort_order integer NOT NULL DEFAULT 0,             -- API "order"
  a_gosto boolean NOT NULL DEFAULT false
);
CREATE INDEX recipe_ingredients_recipe_idx ON recipe_ingredients (recipe);

-- Products linked to an ingredient (the API shows them with the product's fields plus quantidade).
CREATE TABLE recipe_ingredient_products (
  id serial PRIMARY KEY,
  ingredient integer NOT NULL REFERENCES recipe_ingredients(id) ON DELETE CASCADE,
  produto integer NOT NULL REFERENCES produtos(id) ON DELETE CASCADE,
  quantidade numeric(14,3) NOT NULL DEFAULT 1
);

CREATE TABLE recipe_instructions (
  id serial PRIMARY KEY,
  recipe integer NOT NULL REFERENCES recipes(id) ON DELETE CASCADE,
  sort_order integer NOT NULL DEFAULT 0,             -- API "order"
  description text NOT NULL
);
CREATE INDEX recipe_instructions_recipe_idx ON recipe_instructions (recipe);

-- API audit log ("application-logs"): one row per create/update/delete, written in the same transaction.
CREATE TABLE application_logs (
  id serial PRIMARY KEY,
  metodo text NOT NULL,                              -- POST, PUT, DELETE
  usuario integer REFERENCES users(id),              -- acting user's pk
  tabela text NOT NULL,
  dadoantes jsonb,                                   -- row before (null on POST)
  dadodepois jsonb,                                  -- row after (null on DELETE)
  datahora timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX application_logs_datahora_idx ON application_logs (datahora);

-- Database change log and ERP refresh job state ("update-logs"); output 'Executando' = a job is running.
CREATE TABLE update_logs (
  id serial PRIMARY KEY,
  start_date_hour timestamptz NOT NULL DEFAULT now(),
  date_hour timestamptz,                             -- end time; null while running
  user_op text NOT NULL DEFAULT '',                  -- username
  nature text NOT NULL DEFAULT '',                   -- what was run, e.g. 'atualiza-produto'
  type_op text NOT NULL DEFAULT '',                  -- INSERT, UPDATE, DELETE
  tabel text NOT NULL DEFAULT '',
  output text NOT NULL DEFAULT '',
  obs text,
  error text
);
CREATE INDEX update_logs_start_idx ON update_logs (start_date_hour);

CREATE TABLE password_reset_tokens (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  uidb64 text NOT NULL,                              -- base64url of the user's pk
  token text NOT NULL UNIQUE,                        -- random, single use
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);

-- Customer-base records (loyalty / CRM base) and their participants.
CREATE TABLE bclientes (
  id serial PRIMARY KEY,
  cpf text NOT NULL,
  nome text NOT NULL DEFAULT '',
  email text,
  telefone text
);

CREATE TABLE participantes (
  id serial PRIMARY KEY,
  bcliente integer REFERENCES bclientes(id) ON DELETE SET NULL,
  nome text NOT NULL,
  cpf text NOT NULL DEFAULT '',
  email text,
  telefone text,
  datanascimento date,
  sexo char(1),
  cep text,
  cidade text,
  estado text,
  pontos integer NOT NULL DEFAULT 0,
  ativo boolean NOT NULL DEFAULT true,
  datacadastro timestamptz NOT NULL DEFAULT now()
);

-- Secrets generated once (e.g. the JWT signing key when PRODUCT_API_SECRET is not set).
CREATE TABLE api_secrets (
  name text PRIMARY KEY,
  value text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
