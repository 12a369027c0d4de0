// The calls of docs/areas/catalogue.md#calls (delivery periods, branches, sections, highlights, coverage,
// notifications, payment methods, products and offers, holidays) and the reads the gateway makes before the writes
// that section lists.
import { firstValue, someBranch } from '../ids';
import { at, byId, fixed, type CallCheck } from './shape';
import type { Row } from '../contract';

export const SPEC_001_CALLS: readonly CallCheck[] = [
  {
    row: 'GET filiais/{codFilial}/horarios/ -> horario, quantidade, filial, id, tipo (docs/areas/catalogue.md#calls)',
    path: async (c) => {
      const branch = await someBranch(c);
      return branch ? `filiais/${String(branch.code)}/horarios/` : null;
    },
    shape: 'array',
    keys: ['id', 'horario', 'quantidade', 'filial', 'tipo'],
  },
  {
    row: 'GET horarios-entrega/ page_size=99999 -> results (docs/areas/catalogue.md#calls)',
    path: at('horarios-entrega/'),
    query: fixed({ page_size: 10000 }),
    shape: 'list',
    keys: ['id', 'horaInicio', 'horaFim'],
  },
  {
    row: 'GET horarios-filiais/{id}/ (the period PUT horarios-filiais/{id}/ writes, docs/areas/catalogue.md#calls)',
    path: async (c) => {
      const branch = await someBranch(c);
      if (!branch) return null;
      const rows = (await c.read<Row[]>(`filiais/${String(branch.code)}/horarios/`)) ?? [];
      return rows[0] ? `horarios-filiais/${String(rows[0].id)}/` : null;
    },
    shape: 'record',
    keys: ['id', 'filial', 'horario', 'quantidade', 'tipo'],
  },
  {
    row: 'GET filiais/ page_size, page, status=A -> results, total, next, previous (docs/areas/catalogue.md#calls, docs/areas/staff-and-support.md#calls)',
    path: at('filiais/'),
    query: fixed({ page_size: 10000, status: 'A' }),
    shape: 'list',
    keys: ['id', 'codFilial', 'razaoSocial', 'status'],
  },
  {
    row: 'GET filiais/{cod} (docs/areas/catalogue.md#calls)',
    path: byId('filiais/', 'filiais/', 'codFilial', { status: 'A' }),
    shape: 'record',
    keys: ['id', 'codFilial', 'razaoSocial', 'status'],
  },
  {
    row: 'GET secoes/ page_size=500, ativo=S (docs/areas/catalogue.md#calls)',
    path: at('secoes/'),
    query: fixed({ page_size: 500, ativo: 'S' }),
    shape: 'list',
    keys: ['id', 'descricao', 'ativo'],
  },
  {
    row: 'GET secoes/{id}/ (the section PUT secoes/{id}/ writes, docs/areas/catalogue.md#calls)',
    path: byId('secoes/', 'secoes/'),
    shape: 'record',
    keys: ['id', 'descricao', 'ativo'],
  },
  {
    row: 'GET detalhe-rank-secao-filial/ page_size=500, page=1, filial={id} (docs/areas/catalogue.md#calls)',
    path: at('detalhe-rank-secao-filial/'),
    query: async (c) => ({ page_size: 500, page: 1, filial: String((await someBranch(c))?.id ?? 0) }),
    shape: 'list',
    keys: ['id', 'filial', 'rank', 'secao'],
  },
  {
    row: 'GET detalhe-rank-secao-filial/{id}/ (the rank PUT rank-secao-filial/{id}/ writes, docs/areas/catalogue.md#calls)',
    path: byId('detalhe-rank-secao-filial/', 'detalhe-rank-secao-filial/'),
    shape: 'record',
    keys: ['id', 'filial', 'rank', 'secao'],
  },
  {
    row: 'GET categorias/ page_size=10000 (docs/areas/catalogue.md#calls)',
    path: at('categorias/'),
    query: fixed({ page: 1, page_size: 10000 }),
    shape: 'list',
    keys: ['id', 'descricao'],
  },
  {
    row: 'GET subcategorias/ page_size=500 (docs/areas/catalogue.md#calls)',
    path: at('subcategorias/'),
    query: fixed({ page: 1, page_size: 500 }),
    shape: 'list',
    keys: ['id', 'descricao'],
  },
  {
    row: 'GET destaques/ page_size=10 -> results, total (docs/areas/catalogue.md#calls)',
    path: at('destaques/'),
    query: fixed({ page_size: 10, page: 1 }),
    shape: 'list',
    keys: ['id', 'titulo', 'imagem', 'status'],
  },
  {
    row: 'GET destaques/{id}/ (the highlight PUT destaques/{id}/ writes, docs/areas/catalogue.md#calls)',
    path: byId('destaques/', 'destaques/'),
    shape: 'record',
    keys: ['id', 'titulo', 'imagem'],
  },
  {
    row: 'GET detalhe-taxa/ cep, page_size, page -> results, total (docs/areas/catalogue.md#calls)',
    path: at('detalhe-taxa/'),
    query: fixed({ page_size: 5, page: 1 }),
    shape: 'list',
    keys: ['id', 'filial', 'cep', 'valor'],
  },
  {
    row: 'GET ceps/ cep={cep} -> results[0] with id, cep, bairrosexternos (docs/areas/catalogue.md#calls)',
    path: at('ceps/'),
    query: async (c) => ({ cep: String(await firstValue(c, 'ceps/', 'cep')), page_size: 1 }),
    shape: 'list',
    keys: ['id', 'cep', 'bairrosexternos'],
  },
  { row: 'GET ceps/{id}/ (the postal code PUT ceps/{id}/ writes)', path: byId('ceps/', 'ceps/'), shape: 'record', keys: ['id', 'cep', 'bairrosexternos'] },
  {
    row: 'GET taxas/{id}/ (the fee PUT taxas/{id}/ writes, docs/areas/catalogue.md#calls)',
    path: byId('taxas/', 'detalhe-taxa/'),
    shape: 'record',
    keys: ['id', 'filial', 'cep', 'valor'],
  },
  {
    row: 'GET bairros-externos/{id}/ (the neighbourhood PUT bairros-externos/{id}/ writes, docs/areas/catalogue.md#calls)',
    path: async (c) => {
      const { results } = await c.sample('ceps/');
      const hood = results.flatMap((r) => (Array.isArray(r.bairrosexternos) ? (r.bairrosexternos as Row[]) : []))[0];
      return hood ? `bairros-externos/${String(hood.id)}/` : null;
    },
    shape: 'record',
    keys: ['id', 'bairro', 'valor', 'ativo', 'cep'],
  },
  {
    row: 'GET notificacoes/ page_size, page, data_hora_*_after/_before, agendada -> results, total (docs/areas/catalogue.md#calls)',
    path: at('notificacoes/'),
    query: fixed({ page_size: 5, page: 1 }),
    shape: 'list',
    keys: ['id', 'titulo', 'mensagem', 'tipo_notificacao'],
  },
  {
    row: 'GET clientes-lite/ page_size=10, page, cliente -> results, total (docs/areas/catalogue.md#calls)',
    path: at('clientes-lite/'),
    query: fixed({ page_size: 10, page: 1 }),
    shape: 'list',
    keys: ['id', 'cliente'],
  },
  {
    row: 'GET formas-pagamento/ page_size=40, page=1 (docs/areas/catalogue.md#calls)',
    path: at('formas-pagamento/'),
    query: fixed({ page_size: 40, page: 1 }),
    shape: 'list',
    keys: ['id', 'descricao', 'codCobWinthor', 'imagem'],
  },
  {
    row: 'GET formas-pagamento/{id}/ (the method PUT formas-pagamento/{id}/ writes, docs/areas/catalogue.md#calls)',
    path: byId('formas-pagamento/', 'formas-pagamento/'),
    shape: 'record',
    keys: ['id', 'descricao'],
  },
  {
    row: 'GET produtos-ordenados/ page_size=8, page, codfilial, datacadastro_*, secao, descricao, codprod, codauxiliar, oferta, imagem, foralinha (docs/areas/catalogue.md#calls)',
    path: at('produtos-ordenados/'),
    query: fixed({ page_size: 8, page: 1 }),
    shape: 'list',
    keys: ['id', 'codprod', 'codauxiliar', 'codfilial', 'descricao', 'pvenda'],
  },
  {
    row: 'GET produtos-ordenados/{id}/ (one product card)',
    path: byId('produtos-ordenados/', 'produtos-ordenados/'),
    shape: 'record',
    keys: ['id', 'codprod', 'descricao'],
  },
  {
    row: 'GET produtos/{id}/ (the full product PUT produtos/{id}/ writes, docs/areas/catalogue.md#calls)',
    path: byId('produtos/', 'produtos-ordenados/'),
    shape: 'record',
    keys: ['id', 'codprod', 'codfilial', 'pvenda', 'ofertasProduto'],
  },
  {
    row: 'GET ofertas/ produto (the offers dialog before POST/PUT/DELETE ofertas/, docs/areas/catalogue.md#calls)',
    path: at('ofertas/'),
    query: fixed({ page_size: 5 }),
    shape: 'list',
    keys: ['id', 'produto', 'tipopoferta', 'poferta'],
  },
  {
    row: "GET update-logs (first result's output; 'Executando' means busy, docs/areas/catalogue.md#calls)",
    path: at('update-logs/'),
    query: fixed({ page_size: 1 }),
    shape: 'list',
    keys: ['id', 'output'],
  },
  {
    row: 'GET horarios-especiais/ filial, data_after, page_size=1000 (docs/areas/catalogue.md#calls)',
    path: at('horarios-especiais/'),
    query: async (c) => ({ filial: String((await someBranch(c))?.id ?? 0), page_size: 1000 }),
    shape: 'list',
    keys: ['id', 'filial', 'data', 'tipo', 'descricao'],
  },
  {
    row: 'GET horarios-especiais/{id}/ (the entry PUT horarios-especiais/{id}/ writes, docs/areas/catalogue.md#calls)',
    path: byId('horarios-especiais/', 'horarios-especiais/'),
    shape: 'record',
    keys: ['id', 'filial', 'data', 'tipo'],
  },
];
