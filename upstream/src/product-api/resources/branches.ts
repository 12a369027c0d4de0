// Branches, delivery periods, coverage, payment methods, highlights, notifications and settings.
import type { FieldDef, ResourceDef } from '../registry';
import { bool, datetime, dec, flag, id, int, text, date } from '../registry';
import { branchJson, digitsOnly, neighbourhoodsJson } from './nested';

export const filiais: ResourceDef = {
  path: 'filiais',
  table: 'filiais',
  lookup: 'codFilial',
  fields: [
    id(),
    // docs/decisions/0011-branch-named-as-each-call-does.md: paths and orders name a branch by its code, so it cannot
    // change after creation.
    int('codFilial', { required: true, fixed: true }),
    text('razaoSocial', { required: true }),
    text('cnpj'),
    text('endereco'),
    text('numero'),
    text('bairro'),
    text('cidade'),
    text('estado'),
    text('cep'),
    text('url_maps', { nullable: true }),
    text('contato', { nullable: true }),
    text('url_whatsapp', { nullable: true }),
    text('imagem', { nullable: true }),
    flag('status'),
  ],
  orderBy: 't.codfilial',
};

const hour = (name: string): FieldDef => ({ name, type: 'time', required: true, read: `to_char(t.${name.toLowerCase()}, 'HH24:MI:SS')` });

export const horariosEntrega: ResourceDef = {
  path: 'horarios-entrega',
  table: 'horarios_entrega',
  fields: [id(), hour('horaInicio'), hour('horaFim')],
  orderBy: 't.horainicio, t.id',
};

export const horariosFiliais: ResourceDef = {
  path: 'horarios-filiais',
  table: 'horarios_filiais',
  fields: [id(), int('filial', { required: true }), int('horario', { required: true }), int('quantidade'), text('tipo')],
};

export const horariosEspeciais: ResourceDef = {
  path: 'horarios-especiais',
  table: 'horarios_especiais',
  fields: [id(), int('filial', { required: true }), date('data', { required: true }), text('tipo', { required: true }), text('descricao')],
  orderBy: 't.data, t.id',
};

export const destaques: ResourceDef = {
  path: 'destaques',
  table: 'destaques',
  fields: [
    id(),
    text('titulo', { required: true }),
    text('descricao'),
    flag('tipo'),
    text('link', { nullable: true }),
    text('imagem', { nullable: true }),
    flag('status'),
  ],
};

export const ceps: ResourceDef = {
  path: 'ceps',
  table: 'ceps',
  fields: [
    id(),
    text('cep', { required: true }),
    text('endereco', { nullable: true }),
    { name: 'bairrosexternos', type: 'json', column: null, read: neighbourhoodsJson('t.id'), readOnly: true },
  ],
  filters: [{ param: 'cep', kind: 'custom', type: 'text', expr: 't.cep', custom: (_raw, p) => `${digitsOnly('t.cep')} = ${digitsOnly(p())}` }],
  orderBy: 't.cep',
};

const taxaFields: FieldDef[] = [id(), int('filial', { required: true }), int('cep', { required: true }), dec('valor', { required: true })];

// Both fee resources filter by branch code and postal code id (one fee per pair, migration 002).
const taxaFilters: ResourceDef['filters'] = [
  { param: 'filial', kind: 'exact', type: 'int', expr: 't.filial' },
  { param: 'cep', kind: 'exact', type: 'int', expr: 't.cep' },
];

export const taxas: ResourceDef = { path: 'taxas', table: 'taxas', fields: taxaFields, filters: taxaFilters };

export const detalheTaxa: ResourceDef = {
  path: 'detalhe-taxa',
  table: 'taxas',
  actions: ['list', 'retrieve'],
  filters: taxaFilters,
  fields: taxaFields.map((f) => {
    if (f.name === 'filial') return { ...f, read: branchJson('t.filial') };
    if (f.name === 'cep') {
      return {
        ...f,
        read: `(SELECT json_build_object('id', z.id, 'cep', z.cep, 'endereco', z.endereco,
          'bairrosexternos', ${neighbourhoodsJson('z.id')}) FROM ceps z WHERE z.id = t.cep)`,
      };
    }
    return f;
  }),
};

export const bairrosExternos: ResourceDef = {
  path: 'bairros-externos',
  table: 'bairros_externos',
  fields: [id(), text('bairro', { required: true }), dec('valor'), text('observacao', { nullable: true }), bool('ativo'), int('cep', { required: true })],
  filters: [{ param: 'bairro', kind: 'icontains', type: 'text', expr: 't.bairro' }],
  orderBy: 't.bairro, t.id',
};

export const notificacoes: ResourceDef = {
  path: 'notificacoes',
  table: 'notificacoes',
  fields: [
    id(),
    text('titulo', { required: true }),
    text('mensagem', { required: true }),
    text('imagem', { nullable: true }),
    flag('tipo_notificacao'),
    bool('agendada'),
    datetime('data_hora_notificacao', { readOnly: true }),
    datetime('data_hora_agendamento', { nullable: true }),
    text('usuarios_selecionados'),
  ],
  // A scheduled date makes the record a scheduled notification, whatever the client sent as 'agendada'.
  prepareWrite: (body) => (body.data_hora_agendamento ? { ...body, agendada: true } : body),
  orderBy: 't.data_hora_notificacao DESC, t.id DESC',
};

export const formasPagamento: ResourceDef = {
  path: 'formas-pagamento',
  table: 'formas_pagamento',
  fields: [id(), text('codInterno'), text('codCobWinthor'), text('descricao', { required: true }), text('imagem', { nullable: true })],
};

const confFields: FieldDef[] = [
  dec('vlrMinCompraApp'),
  dec('vlrMinRetiradaLoja'),
  int('limItemPedAdd'),
  dec('margemMS'),
  int('intervaloEntrega'),
  int('qtdMinHorarios'),
  dec('taxaServico'),
  int('idProdTaxaServico', { nullable: true }),
  text('codTaxaServicoWinthor', { nullable: true }),
  int('idProdTaxaEntrega', { nullable: true }),
  text('codTaxaEntregaWinthor', { nullable: true }),
  text('codCepBuscaBairro', { nullable: true }),
  text('urlsuporte', { nullable: true }),
  text('cvUsername', { nullable: true }),
  text('cvPassword', { nullable: true }),
  int('idSecaoAcougue', { nullable: true }),
];
const confNames = new Set(confFields.map((f) => f.name));

/** Answers {id, filial, confGeral: {...}}; writes accept the same shape or the fields flat. */
export const configuracoesGerais: ResourceDef = {
  path: 'configuracoes-gerais',
  table: 'configuracoes_gerais',
  fields: [id(), int('filial', { required: true }), ...confFields],
  autoFilters: true,
  prepareWrite: (body) => {
    const nested = body.confGeral;
    if (nested && typeof nested === 'object' && !Array.isArray(nested)) {
      const { filial, ...rest } = nested as Record<string, unknown>;
      return { ...(filial !== undefined && body.filial === undefined ? { filial } : {}), ...rest, ...body };
    }
    return body;
  },
  present: (row) => {
    const confGeral: Record<string, unknown> = { id: row.id, filial: row.filial };
    for (const name of confNames) confGeral[name] = row[name];
    return { id: row.id, filial: row.filial, confGeral };
  },
};

export const applicationSettings: ResourceDef = {
  path: 'application-settings',
  table: 'application_settings',
  fields: [
    id(),
    bool('manutencao'),
    text('url_suporte'),
    text('versao_android'),
    text('package_name_android', { nullable: true }),
    text('url_play_store'),
    bool('att_obrigatoria_android'),
    text('versao_ios'),
    text('package_name_ios', { nullable: true }),
    text('url_app_store'),
    bool('att_obrigatoria_ios'),
    text('versao_app_separador'),
    bool('att_obrig_separador'),
  ],
};

export const branchResources = [
  filiais,
  horariosEntrega,
  horariosFiliais,
  horariosEspeciais,
  destaques,
  ceps,
  taxas,
  detalheTaxa,
  bairrosExternos,
  notificacoes,
  formasPagamento,
  configuracoesGerais,
  applicationSettings,
];
