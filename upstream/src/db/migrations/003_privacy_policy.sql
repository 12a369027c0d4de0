-- Privacy policy (docs/decisions/0023-privacy-policy-one-text.md): one text, title and body, kept by the product API
-- like the terms of use and edited in the panel's dialog ('Configurações Apps'). The demo text is inserted here rather
-- than by the seed, so a database seeded before this migration gets it too.
CREATE TABLE politica_privacidade (
  id serial PRIMARY KEY,
  titulo text NOT NULL,
  texto text NOT NULL
);

INSERT INTO politica_privacidade (titulo, texto) VALUES (
  'Política de Privacidade',
  E'Esta política explica como o aplicativo Bom Preço trata os dados pessoais de seus clientes, conforme a Lei Geral de Proteção de Dados (Lei nº 13.709/2018).\n\n'
  'Coletamos nome, CPF, e-mail, telefone e endereços de entrega para cadastrar sua conta, processar pedidos e entregas e enviar notificações que você autorizou.\n\n'
  'Seus dados não são vendidos. São compartilhados apenas com parceiros necessários à entrega, ao pagamento e ao programa de fidelidade.\n\n'
  'Você pode pedir acesso, correção ou exclusão dos seus dados a qualquer momento pelo canal de suporte do aplicativo.'
);
