-- The product API (docs/areas/catalogue.md#branch-ids-and-codes) names the branch of general settings, special dates
-- and section ranks by its id (`filial={id}`), and keeps the code (codFilial) for paths such as filiais/{codFilial}/:
-- these three tables held the code.
UPDATE configuracoes_gerais t SET filial = f.id FROM filiais f WHERE t.filial = f.codfilial;
UPDATE horarios_especiais t SET filial = f.id FROM filiais f WHERE t.filial = f.codfilial;
UPDATE rank_secao_filial t SET filial = f.id FROM filiais f WHERE t.filial = f.codfilial;
COMMENT ON COLUMN configuracoes_gerais.filial IS 'branch id (filiais.id)';
COMMENT ON COLUMN horarios_especiais.filial IS 'branch id (filiais.id)';
COMMENT ON COLUMN rank_secao_filial.filial IS 'branch id (filiais.id)';

-- The demo data's loyalty passwords were stored in plain text; the company's apps store them obfuscated by a
-- character shift (docs/areas/catalogue.md#loyalty-password) (seed-data/loyalty-password.ts, with the demo key).
-- Values the panel sealed meanwhile are left as they are.
UPDATE configuracoes_gerais SET cvpassword = 'TXvcUXrSr~''' WHERE cvpassword = 'cv-token-17';
UPDATE configuracoes_gerais SET cvpassword = 'TXvcUXrSr~(' WHERE cvpassword = 'cv-token-18';
COMMENT ON COLUMN configuracoes_gerais.cvpassword IS 'loyalty token, obfuscated by the spec''s character shift';
