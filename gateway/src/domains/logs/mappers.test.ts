import { describe, expect, it } from 'vitest';
import type { ApiLogRecord } from '../../upstreams/product-api/logs';
import { toApiLogEntry } from './mappers';

const SERVICE_ACCOUNT = '1001';

function entry(usuario: ApiLogRecord['usuario'], dadoDepois: unknown): ApiLogRecord {
  return { id: 7, metodo: 'POST', usuario, tabela: 'formas-pagamento', dadoAntes: null, dadoDepois, dataHora: '2026-11-28T12:00:00Z' };
}

const account = { pk: 1, username: SERVICE_ACCOUNT, first_name: 'Conta', last_name: 'Serviço' };
const person = { pk: 2, username: '1002', first_name: 'Ana', last_name: 'Lima' };

describe('toApiLogEntry', () => {
  it("shows a key's change as the key's, the service account's username kept", () => {
    for (const after of [{ descricao: 'Pix', ator: 'integração: ERP sync' }, JSON.stringify({ ator: 'integração: ERP sync' })]) {
      expect(toApiLogEntry(entry(account, after), SERVICE_ACCOUNT).user).toEqual({ id: '1', username: SERVICE_ACCOUNT, name: 'integração: ERP sync' });
    }
  });

  it("reads no name from anyone else's data, nor from an 'ator' that is no key's", () => {
    const forged = { descricao: 'x', ator: 'integração: ERP sync' };
    expect(toApiLogEntry(entry(person, forged), SERVICE_ACCOUNT).user?.name).toBe('Ana Lima');
    expect(toApiLogEntry(entry(account, { ator: 'alguém' }), SERVICE_ACCOUNT).user?.name).toBe('Conta Serviço');
    expect(toApiLogEntry(entry(account, forged), null).user?.name).toBe('Conta Serviço'); // no service account configured
  });

  it('keeps the service account for its own changes and data that is no object', () => {
    for (const after of [null, 'texto', '{malformado', ['integração: x'], 3]) {
      expect(toApiLogEntry(entry(account, after), SERVICE_ACCOUNT).user?.name).toBe('Conta Serviço');
    }
    expect(toApiLogEntry(entry({ pk: Number(SERVICE_ACCOUNT) }, { ator: 'integração: y' }), SERVICE_ACCOUNT).user).toEqual({
      id: SERVICE_ACCOUNT,
      username: SERVICE_ACCOUNT,
      name: 'integração: y',
    });
    expect(toApiLogEntry(entry(null, { ator: 'integração: y' }), SERVICE_ACCOUNT).user).toBeNull();
  });
});
