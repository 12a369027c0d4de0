// Customers, staff and the customer-base records.
import type { FilterDef, ResourceDef } from '../registry';
import { bool, date, datetime, dec, flag, id, int, text } from '../registry';
import { InvalidValue } from '../values';
import { addressesJson, digitsOnly, phonesJson, userJson } from './nested';

const cpfFilter = (expr: string): FilterDef => ({
  param: 'cpf',
  kind: 'custom',
  type: 'text',
  expr,
  custom: (raw, placeholder) => `${digitsOnly(expr)} = ${digitsOnly(placeholder())}`,
});

/** Accented letters of Portuguese (and Spanish) names and their plain forms; translate() needs no extension. */
const ACCENTED = 'ÁÀÂÃÄÉÈÊËÍÌÎÏÓÒÔÕÖÚÙÛÜÇÑáàâãäéèêëíìîïóòôõöúùûüçñ';
const PLAIN = 'AAAAAEEEEIIIIOOOOOUUUUCNaaaaaeeeeiiiiooooouuuucn';
const unaccented = (sql: string) => `translate(${sql}, '${ACCENTED}', '${PLAIN}')`;

/**
 * A name search that ignores case and accents ('julia' finds Júlia, 'JOSE' finds José), as Django's
 * `nome__unaccent__icontains` lookup does with PostgreSQL's unaccent extension. The letters are mapped by
 * translate() on both sides, so it works on PGlite and on any PostgreSQL without that extension.
 */
export const unaccentSearch = (param: string, expr: string): FilterDef => ({
  param,
  kind: 'custom',
  type: 'text',
  expr,
  unaccented: true,
  custom: (raw, _placeholder, params) => {
    params.push(`%${raw.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
    return `${unaccented(expr)} ILIKE ${unaccented(`$${params.length}`)}`;
  },
});

const customerFields = [
  id(),
  int('codCli', { nullable: true }),
  text('cliente', { required: true }),
  text('cpf'),
  text('rg', { nullable: true }),
  text('orgao_ex', { nullable: true }),
  text('estado_oe', { nullable: true }),
  text('email', { nullable: true }),
  text('player_id', { nullable: true }),
  int('qtdCompras'),
  date('dtUltmCompra', { nullable: true }),
  dec('vlrUltmCompra', { nullable: true }),
  bool('updated'),
  { name: 'enderecos', type: 'json' as const, column: null, read: addressesJson('t.id'), readOnly: true },
  { name: 'telefones', type: 'json' as const, column: null, read: phonesJson('t.id'), readOnly: true },
];

const nameSearch = unaccentSearch('cliente', 't.cliente');

export const clientes: ResourceDef = {
  path: 'clientes',
  table: 'clientes',
  fields: customerFields,
  filters: [nameSearch, cpfFilter('t.cpf')],
  orderBy: 't.cliente, t.id',
};

export const clientesLite: ResourceDef = {
  path: 'clientes-lite',
  table: 'clientes',
  actions: ['list', 'retrieve'],
  fields: [id(), text('cliente'), date('dtUltmCompra'), dec('vlrUltmCompra'), text('player_id'), text('cpf')],
  filters: [nameSearch, cpfFilter('t.cpf')],
  orderBy: 't.cliente, t.id',
};

const staffFields = [
  id(),
  text('nome', { required: true }),
  text('cpf'),
  int('branch', { nullable: true }),
  text('email'),
  text('player_id', { nullable: true }),
  int('user', { column: 'user_id', nullable: true }),
  bool('is_available'),
  bool('is_separating'),
  bool('is_deliveryman'),
  bool('is_manager'),
  bool('is_submanager'),
  bool('is_marketing'),
  bool('is_checker'),
];

/** The role flags a staff filter may combine. */
export const STAFF_ROLE_FLAGS = ['is_manager', 'is_submanager', 'is_marketing', 'is_separating', 'is_deliveryman', 'is_checker'];

/**
 * `roles=is_manager,is_separating`: employees holding ANY of these flags. The panel's role switches mean "any of
 * these roles"; the per-flag exact filters (is_manager=true...) AND together, so two switches would find nobody.
 * An unknown flag is a 400 naming the parameter; an empty list is ignored like any empty filter.
 */
const rolesFilter: FilterDef = {
  param: 'roles',
  kind: 'custom',
  type: 'text',
  expr: 't.id',
  custom: (raw) => {
    const flags = [
      ...new Set(
        raw
          .split(',')
          .map((s) => s.trim())
          .filter((s) => s !== ''),
      ),
    ];
    if (flags.length === 0) return null;
    const unknown = flags.filter((f) => !STAFF_ROLE_FLAGS.includes(f));
    if (unknown.length > 0) throw new InvalidValue(`Select a valid choice. ${unknown[0]} is not one of the available choices.`);
    // Only names from the fixed list above reach the SQL text.
    return `(${flags.map((f) => `COALESCE(t.${f}, false)`).join(' OR ')})`;
  },
};

const staffFilters: FilterDef[] = [
  rolesFilter,
  unaccentSearch('nome', 't.nome'),
  cpfFilter('t.cpf'),
  { param: 'matricula', kind: 'exact', type: 'text', expr: '(SELECT u.username FROM users u WHERE u.id = t.user_id)' },
  {
    param: 'is_superuser',
    kind: 'exact',
    type: 'bool',
    expr: 'COALESCE((SELECT u.is_superuser FROM users u WHERE u.id = t.user_id), false)',
  },
  { param: 'filial', kind: 'exact', type: 'int', expr: 't.branch' },
  // django-filter's lookup across the relation (`user__is_active`): the staff lists' 'Situação' filter.
  {
    param: 'user__is_active',
    kind: 'exact',
    type: 'bool',
    expr: 'COALESCE((SELECT u.is_active FROM users u WHERE u.id = t.user_id), true)',
  },
];

export const funcionarios: ResourceDef = {
  path: 'funcionarios',
  table: 'funcionarios',
  fields: staffFields,
  filters: staffFilters,
  orderBy: 't.nome, t.id',
};

export const detalheFuncionario: ResourceDef = {
  path: 'detalhe-funcionario',
  table: 'funcionarios',
  actions: ['list', 'retrieve'],
  fields: staffFields.map((f) => (f.name === 'user' ? { ...f, read: userJson('t.user_id') } : f)),
  filters: staffFilters,
  orderBy: 't.nome, t.id',
};

export const bclientes: ResourceDef = {
  path: 'bcliente',
  table: 'bclientes',
  fields: [id(), text('cpf', { required: true }), text('nome'), text('email', { nullable: true }), text('telefone', { nullable: true })],
  filters: [cpfFilter('t.cpf'), { param: 'nome', kind: 'icontains', type: 'text', expr: 't.nome' }],
};

export const participantes: ResourceDef = {
  path: 'participante',
  table: 'participantes',
  fields: [
    id(),
    int('bcliente', { nullable: true }),
    text('nome', { required: true }),
    text('cpf'),
    text('email', { nullable: true }),
    text('telefone', { nullable: true }),
    date('datanascimento', { nullable: true }),
    flag('sexo', { nullable: true }),
    text('cep', { nullable: true }),
    text('cidade', { nullable: true }),
    text('estado', { nullable: true }),
    int('pontos'),
    bool('ativo'),
    datetime('datacadastro', { readOnly: true }),
  ],
  filters: [cpfFilter('t.cpf'), { param: 'nome', kind: 'icontains', type: 'text', expr: 't.nome' }],
};

export const peopleResources = [clientes, clientesLite, funcionarios, detalheFuncionario, bclientes, participantes];
