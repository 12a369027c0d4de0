// SQL snippets for nested reads (DRF nested serializers), shared by several resources. Money inside JSON is
// cast to text so nested decimals look like top-level ones (DRF decimal strings).
export const branchJson = (codeExpr: string) =>
  `(SELECT json_build_object('id', f.id, 'codFilial', f.codfilial, 'razaoSocial', f.razaosocial, 'status', f.status)
    FROM filiais f WHERE f.codfilial = ${codeExpr})`;

export const userJson = (idExpr: string) =>
  `(SELECT json_build_object('pk', u.id, 'username', u.username, 'first_name', u.first_name,
      'last_name', u.last_name, 'email', u.email, 'branch', u.branch, 'is_superuser', u.is_superuser,
      'is_staff', u.is_staff, 'is_active', u.is_active)
    FROM users u WHERE u.id = ${idExpr})`;

export const staffJson = (idExpr: string) =>
  `(SELECT json_build_object('id', s.id, 'nome', s.nome, 'player_id', s.player_id, 'user', s.user_id)
    FROM funcionarios s WHERE s.id = ${idExpr})`;

export const customerJson = (idExpr: string) =>
  `(SELECT json_build_object('id', c.id, 'codCli', c.codcli, 'cliente', c.cliente, 'cpf', c.cpf,
      'email', c.email, 'player_id', c.player_id)
    FROM clientes c WHERE c.id = ${idExpr})`;

export const addressesJson = (customerExpr: string) =>
  `(SELECT COALESCE(json_agg(json_build_object('id', e.id, 'endereco', e.endereco, 'numero', e.numero,
      'bairro', e.bairro, 'cep', e.cep, 'logradouro', e.logradouro, 'complemento', e.complemento,
      'cidade', e.cidade, 'estado', e.estado) ORDER BY e.id), '[]'::json)
    FROM clientes_enderecos e WHERE e.cliente = ${customerExpr})`;

export const addressJson = (idExpr: string) =>
  `(SELECT json_build_object('id', e.id, 'endereco', e.endereco, 'numero', e.numero, 'bairro', e.bairro,
      'cep', e.cep, 'logradouro', e.logradouro, 'complemento', e.complemento, 'cidade', e.cidade,
      'estado', e.estado)
    FROM clientes_enderecos e WHERE e.id = ${idExpr})`;

export const phonesJson = (customerExpr: string) =>
  `(SELECT COALESCE(json_agg(json_build_object('id', ph.id, 'telefone', ph.telefone, 'principal', ph.principal)
      ORDER BY ph.id), '[]'::json)
    FROM clientes_telefones ph WHERE ph.cliente = ${customerExpr})`;

export const sectionJson = (idExpr: string) =>
  `(SELECT json_build_object('id', sc.id, 'descricao', sc.descricao, 'icone', sc.icone,
      'ranksecao', (SELECT COALESCE(json_agg(json_build_object('filial', rk.filial, 'rank', rk.rank) ORDER BY rk.filial),
        '[]'::json) FROM rank_secao_filial rk WHERE rk.secao = sc.id))
    FROM secoes sc WHERE sc.id = ${idExpr})`;

/** The product as order items show it (codprod of detalhe-item-pedido). */
export const productJson = (idExpr: string) =>
  `(SELECT json_build_object('id', p.id, 'codprod', p.codprod, 'descricao', p.descricao, 'unidade', p.unidade,
      'tipopoferta', p.tipopoferta, 'codauxiliar', p.codauxiliar, 'codfilial', p.codfilial,
      'pvenda', p.pvenda::text, 'ptabela', p.ptabela::text, 'imagem', p.imagem, 'pesounitario', p.pesounitario::text,
      'secao', ${sectionJson('p.secao')},
      'categoria', (SELECT json_build_object('id', ca.id, 'descricao', ca.descricao) FROM categorias ca WHERE ca.id = p.categoria),
      'subcategoria', (SELECT json_build_object('id', sb.id, 'descricao', sb.descricao) FROM subcategorias sb WHERE sb.id = p.subcategoria))
    FROM produtos p WHERE p.id = ${idExpr})`;

/** A product's offers; `previousPrice` false leaves out `pvenda_anterior` (an extension: profile.ts). */
export const offersJson = (productExpr: string, previousPrice = true) =>
  `(SELECT COALESCE(json_agg(json_build_object('id', o.id, 'tipopoferta', o.tipopoferta, 'poferta', o.poferta::text,
      'codprod', o.codprod, 'codauxiliar', o.codauxiliar, 'liminicial', o.liminicial::text, 'limfinal', o.limfinal::text,
      'dtinicial', o.dtinicial, 'dtfinal', o.dtfinal, 'codfilial', o.codfilial, 'produto', o.produto,
      'atualizacao', o.atualizacao${previousPrice ? ", 'pvenda_anterior', o.pvenda_anterior::text" : ''}) ORDER BY o.id), '[]'::json)
    FROM ofertas o WHERE o.produto = ${productExpr})`;

export const neighbourhoodsJson = (cepExpr: string) =>
  `(SELECT COALESCE(json_agg(json_build_object('id', b.id, 'bairro', b.bairro, 'valor', b.valor::text,
      'observacao', b.observacao, 'ativo', b.ativo, 'cep', b.cep) ORDER BY b.bairro), '[]'::json)
    FROM bairros_externos b WHERE b.cep = ${cepExpr})`;

/** CPF and CEP comparisons ignore punctuation (529.982.247-25 = 52998224725). */
export const digitsOnly = (expr: string) => `regexp_replace(${expr}, '\\D', '', 'g')`;
