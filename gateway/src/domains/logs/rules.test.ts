import { describe, expect, it } from 'vitest';
import { GraphQLError } from 'graphql';
import { toApiLogEntry, toDatabaseLogEntry } from './mappers';
import { REDACTED } from '../../redaction';
import { apiLogQuery, databaseLogQuery, fullName, LOG_MESSAGES } from './rules';

const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(GraphQLError);
    const e = error as GraphQLError;
    return { code: e.extensions.code, message: e.message, field: e.extensions.field };
  }
  throw new Error('not refused');
};

describe('log filters', () => {
  it('an empty filter asks for everything', () => {
    expect(apiLogQuery(null)).toEqual({});
    expect(apiLogQuery({ userId: ' ', from: null, to: null, method: null })).toEqual({});
    expect(databaseLogQuery(undefined)).toEqual({});
    expect(databaseLogQuery({ username: '  ' })).toEqual({});
  });

  it('sends the days as plain dates (the Date scalar arrives as a Date at UTC midnight)', () => {
    const from = new Date('2026-11-01T00:00:00Z') as unknown as string;
    expect(apiLogQuery({ userId: '7', from, to: '2026-11-20', method: 'PUT' })).toEqual({ userId: 7, from: '2026-11-01', to: '2026-11-20', method: 'PUT' });
    expect(databaseLogQuery({ username: ' 1001 ', from: '2026-11-20', to: '2026-11-20', method: 'INSERT' })).toEqual({
      username: '1001',
      from: '2026-11-20',
      to: '2026-11-20',
      method: 'INSERT',
    });
  });

  it('refuses a start day after the end day, and a user id that is no id, in Portuguese', () => {
    expect(refusal(() => apiLogQuery({ from: '2026-11-21', to: '2026-11-20' }))).toEqual({
      code: 'BAD_USER_INPUT',
      message: LOG_MESSAGES.dateRange,
      field: 'from',
    });
    expect(refusal(() => databaseLogQuery({ from: '2026-11-21', to: '2026-11-20' }))).toMatchObject({ message: LOG_MESSAGES.dateRange });
    expect(refusal(() => apiLogQuery({ userId: '1; DROP' }))).toEqual({ code: 'BAD_USER_INPUT', message: LOG_MESSAGES.badUser, field: 'userId' });
  });

  it('names a user by first and last name', () => {
    expect(fullName('Ana', 'Souza')).toBe('Ana Souza');
    expect(fullName(' Ana ', null)).toBe('Ana');
    expect(fullName('', undefined)).toBeNull();
  });
});

describe('log entries', () => {
  it('an application-log entry shows its user and its data redacted', () => {
    const entry = toApiLogEntry({
      id: 9,
      metodo: 'PUT',
      usuario: { pk: 1, username: '1001', first_name: 'Carla', last_name: 'Mendes' },
      tabela: 'configuracoes-gerais',
      dadoAntes: { confGeral: { cvPassword: 'em-claro' } },
      dadoDepois: null,
      dataHora: '2026-11-20T13:00:00Z',
    });
    expect(entry).toEqual({
      id: '9',
      at: '2026-11-20T13:00:00Z',
      method: 'PUT',
      user: { id: '1', username: '1001', name: 'Carla Mendes' },
      table: 'configuracoes-gerais',
      before: JSON.stringify({ confGeral: { cvPassword: REDACTED } }),
      after: null,
    });
    expect(toApiLogEntry({ ...base(), usuario: { pk: 42 } }).user).toEqual({ id: '42', username: '42', name: null });
    expect(toApiLogEntry({ ...base(), usuario: null }).user).toBeNull();
  });

  it('a database-log entry names its user when one has the matrícula, and has no end while running', () => {
    const users = new Map([['1001', { pk: 1, username: '1001', first_name: 'Carla', last_name: 'Mendes' }]]);
    const row = {
      id: 3,
      start_date_hour: '2026-11-20T06:00:00Z',
      date_hour: '2026-11-20T06:01:00Z',
      user_op: '1001',
      nature: 'atualiza-produto',
      type_op: 'UPDATE',
      tabel: 'produtos',
      output: 'Concluído',
      obs: '10 registros',
      error: null,
    };
    expect(toDatabaseLogEntry(row, users)).toEqual({
      id: '3',
      startedAt: '2026-11-20T06:00:00Z',
      endedAt: '2026-11-20T06:01:00Z',
      user: { id: '1', username: '1001', name: 'Carla Mendes' },
      origin: 'atualiza-produto',
      method: 'UPDATE',
      table: 'produtos',
      status: 'Concluído',
      note: '10 registros',
      error: null,
    });
    const running = toDatabaseLogEntry({ ...row, user_op: 'sistema', output: 'Executando' }, users);
    expect(running).toMatchObject({ endedAt: null, status: 'Executando', user: { id: null, username: 'sistema', name: null } });
  });
});

function base() {
  return { id: 1, metodo: 'POST', usuario: null, tabela: 'users', dadoAntes: null, dadoDepois: { id: 1 }, dataHora: '2026-11-20T13:00:00Z' };
}
