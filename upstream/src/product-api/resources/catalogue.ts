// Sections, ranks, categories, products and offers.
import type { FieldDef, FilterDef, ResourceDef } from '../registry';
import { bool, date, datetime, dec, flag, id, int, text } from '../registry';
import { offersJson, sectionJson } from './nested';

const sectionFields: FieldDef[] = [
  id(),
  text('descricao', { required: true }),
  text('icone', { nullable: true }),
  text('info', { nullable: true }),
  flag('ativo'),
  int('ordenar'),
];

export const secoes: ResourceDef = {
  path: 'secoes',
  table: 'secoes',
  fields: sectionFields,
  filters: [{ param: 'descricao', kind: 'icontains', type: 'text', expr: 't.descricao' }],
  orderBy: 't.ordenar, t.id',
};

/** A section with its rank per branch (the spec's secao-teste/{id}). */
export const secaoTeste: ResourceDef = {
  path: 'secao-teste',
  table: 'secoes',
  actions: ['list', 'retrieve'],
  fields: [
    ...sectionFields,
    {
      name: 'ranksecao',
      type: 'json',
      column: null,
      readOnly: true,
      read: `(SELECT COALESCE(json_agg(json_build_object('id', rk.id, 'filial', rk.filial, 'rank', rk.rank,
        'ativo', rk.ativo, 'is_taxa', rk.is_taxa) ORDER BY rk.filial), '[]'::json) FROM rank_secao_filial rk WHERE rk.secao = t.id)`,
    },
  ],
  orderBy: 't.ordenar, t.id',
};

const rankFields: FieldDef[] = [id(), int('secao', { required: true }), int('filial', { required: true }), int('rank'), bool('ativo'), bool('is_taxa')];

export const rankSecaoFilial: ResourceDef = { path: 'rank-secao-filial', table: 'rank_secao_filial', fields: rankFields, orderBy: 't.filial, t.rank, t.id' };

export const detalheRankSecaoFilial: ResourceDef = {
  path: 'detalhe-rank-secao-filial',
  table: 'rank_secao_filial',
  actions: ['list', 'retrieve'],
  fields: rankFields.map((f) =>
    f.name === 'secao'
      ? {
          ...f,
          read: `(SELECT json_build_object('id', sc.id, 'descricao', sc.descricao, 'icone', sc.icone, 'ativo', sc.ativo) FROM secoes sc WHERE sc.id = t.secao)`,
        }
      : f,
  ),
  orderBy: 't.filial, t.rank, t.id',
};

export const categorias: ResourceDef = {
  path: 'categorias',
  table: 'categorias',
  fields: [id(), text('descricao', { required: true }), int('secao', { nullable: true })],
  filters: [{ param: 'descricao', kind: 'icontains', type: 'text', expr: 't.descricao' }],
};

export const subcategorias: ResourceDef = {
  path: 'subcategorias',
  table: 'subcategorias',
  fields: [id(), text('descricao', { required: true }), int('categoria', { nullable: true })],
  filters: [{ param: 'descricao', kind: 'icontains', type: 'text', expr: 't.descricao' }],
};

const productFields: FieldDef[] = [
  id(),
  int('codprod', { required: true }),
  text('codauxiliar'),
  int('codfilial', { required: true }),
  text('descricao', { required: true }),
  text('unidade'),
  int('secao', { nullable: true }),
  int('categoria', { nullable: true }),
  int('subcategoria', { nullable: true }),
  dec('pvenda'),
  dec('ptabela'),
  bool('can_update'),
  flag('foralinha'),
  dec('qtdestoque'),
  dec('estoqueminimo'),
  dec('qtdmincompra'),
  flag('oferta'),
  text('tipopoferta'),
  bool('tem_multiplo'),
  dec('qtd_multiplo', { nullable: true }),
  dec('pesounitario', { nullable: true }),
  text('observacao', { nullable: true }),
  text('imagem', { nullable: true }),
  date('datacadastro'),
  datetime('dataatualizacao', { readOnly: true }),
  flag('atualizacao'),
  { name: 'ofertasProduto', type: 'json', column: null, read: offersJson('t.id'), readOnly: true },
];

const productFilters: FilterDef[] = [
  { param: 'descricao', kind: 'icontains', type: 'text', expr: 't.descricao' },
  {
    // imagem=None lists the products without a picture (the panel's "sem imagem" filter).
    param: 'imagem',
    kind: 'custom',
    type: 'text',
    expr: 't.imagem',
    custom: (raw, p) => (raw === 'None' || raw === 'null' ? `(t.imagem IS NULL OR t.imagem = '')` : `t.imagem = ${p()}`),
  },
];

export const produtos: ResourceDef = {
  path: 'produtos',
  table: 'produtos',
  fields: productFields,
  filters: productFilters,
  // pesounitario only means something for products sold by weight (KG).
  prepareWrite: (body) => {
    if (body.unidade !== undefined && body.unidade !== 'KG' && body.pesounitario === undefined) return { ...body, pesounitario: null };
    return body;
  },
  // docs/decisions/0027-product-update-date.md: 'Última atualização' is the moment of the product's last write, the
  // panel's or the ERP's.
  afterWrite: async (tx, id) => {
    await tx.query('UPDATE produtos SET dataatualizacao = now() WHERE id = $1', [id]);
  },
};

export const produtosOrdenados: ResourceDef = {
  path: 'produtos-ordenados',
  table: 'produtos',
  actions: ['list', 'retrieve'],
  fields: [...productFields.filter((f) => f.name !== 'secao'), { ...int('secao'), read: sectionJson('t.secao'), column: 'secao' }],
  filters: productFilters,
  orderBy: 't.descricao, t.id',
};

export const ofertas: ResourceDef = {
  path: 'ofertas',
  table: 'ofertas',
  fields: [
    id(),
    text('tipopoferta', { required: true }),
    dec('poferta'),
    int('codprod', { required: true }),
    text('codauxiliar'),
    dec('liminicial'),
    dec('limfinal'),
    date('dtinicial', { nullable: true }),
    date('dtfinal', { nullable: true }),
    int('codfilial', { required: true }),
    int('produto', { nullable: true }),
    flag('atualizacao'),
    dec('pvenda_anterior', { readOnly: true, nullable: true }),
  ],
  // The product's sale price when the offer is made, so deleting the offers can restore it (a later edit of
  // the price, while the offer runs, is not the price before the offer).
  afterWrite: async (tx, id) => {
    await tx.query(`UPDATE ofertas o SET pvenda_anterior = p.pvenda FROM produtos p WHERE o.id = $1 AND p.id = o.produto AND o.pvenda_anterior IS NULL`, [id]);
  },
  // Only limited offers (L) have quantity tiers; the others keep their limits at 0.
  prepareWrite: (body) => (body.tipopoferta !== undefined && body.tipopoferta !== 'L' ? { ...body, liminicial: 0, limfinal: 0 } : body),
  orderBy: 't.produto, t.id',
};

export const catalogueResources = [
  secoes,
  secaoTeste,
  rankSecaoFilial,
  detalheRankSecaoFilial,
  categorias,
  subcategorias,
  produtos,
  produtosOrdenados,
  ofertas,
];
