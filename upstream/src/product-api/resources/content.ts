// Terms of use, the privacy policy, the API audit log and the database/update log.
import type { FieldDef, ResourceDef } from '../registry';
import { bool, datetime, id, int, text } from '../registry';
import { userJson } from './nested';

export const topicos: ResourceDef = {
  path: 'topicos',
  table: 'topicos',
  fields: [id(), text('titulo', { required: true }), int('sequencia')],
  orderBy: 't.sequencia, t.id',
};

export const paragrafos: ResourceDef = {
  path: 'paragrafos',
  table: 'paragrafos',
  fields: [id(), text('texto', { required: true }), bool('inciso'), int('sequencia'), int('topico', { required: true })],
  orderBy: 't.topico, t.sequencia, t.id',
};

/** The privacy policy (docs/decisions/0023-privacy-policy-one-text.md): one record, read as the list's first row and updated by id. */
export const politicaPrivacidade: ResourceDef = {
  path: 'politica-privacidade',
  table: 'politica_privacidade',
  fields: [id(), text('titulo', { required: true }), text('texto', { required: true })],
  actions: ['list', 'retrieve', 'update'],
};

export const detalheTopicos: ResourceDef = {
  ...topicos,
  path: 'detalhe-topicos',
  actions: ['list', 'retrieve'],
  fields: [
    ...topicos.fields,
    {
      name: 'paragrafos',
      type: 'json',
      column: null,
      readOnly: true,
      read: `(SELECT COALESCE(json_agg(json_build_object('id', pg.id, 'texto', pg.texto, 'inciso', pg.inciso,
        'sequencia', pg.sequencia, 'topico', pg.topico) ORDER BY pg.sequencia, pg.id), '[]'::json)
        FROM paragrafos pg WHERE pg.topico = t.id)`,
    },
  ],
};

const logFields: FieldDef[] = [
  id(),
  text('metodo', { required: true }),
  int('usuario', { nullable: true }),
  text('tabela', { required: true }),
  { name: 'dadoAntes', type: 'json', nullable: true },
  { name: 'dadoDepois', type: 'json', nullable: true },
  datetime('dataHora', { readOnly: true }),
];

/**
 * The application log: clients (the gateway) write one entry per change they make
 * (docs/decisions/0008-one-audit-entry-per-change.md: this API does not audit its own writes); entries are never edited
 * or removed.
 */
export const applicationLogs: ResourceDef = {
  path: 'application-logs',
  table: 'application_logs',
  actions: ['list', 'retrieve', 'create'],
  fields: logFields,
  orderBy: 't.datahora DESC, t.id DESC',
};

export const detalheApplicationLogs: ResourceDef = {
  ...applicationLogs,
  path: 'detalhe-application-logs',
  actions: ['list', 'retrieve'],
  fields: logFields.map((f) => (f.name === 'usuario' ? { ...f, read: userJson('t.usuario') } : f)),
};

const updateLogFields: FieldDef[] = [
  id(),
  datetime('start_date_hour'),
  datetime('date_hour', { nullable: true }),
  text('user_op'),
  text('nature'),
  text('type_op'),
  text('tabel'),
  text('output'),
  text('obs', { nullable: true }),
  text('error', { nullable: true }),
];

export const updateLogs: ResourceDef = {
  path: 'update-logs',
  table: 'update_logs',
  actions: ['list', 'retrieve'],
  fields: updateLogFields,
  orderBy: 't.start_date_hour DESC, t.id DESC',
};

export const detalheUpdateLogs: ResourceDef = { ...updateLogs, path: 'detalhe-update-logs' };

export const contentResources = [
  topicos,
  paragrafos,
  detalheTopicos,
  politicaPrivacidade,
  applicationLogs,
  detalheApplicationLogs,
  updateLogs,
  detalheUpdateLogs,
];
