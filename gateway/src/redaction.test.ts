import { describe, expect, it } from 'vitest';
import { isSecretKey, logDataText, redactLogData, REDACTED } from './redaction';

describe('redactLogData', () => {
  it('hides the Cresce Vendas password of a general settings entry and keeps the rest', () => {
    const settings = { id: 3, filial: 17, confGeral: { cvUsername: 'cv-loja17', cvPassword: 'segredo-em-claro', taxaServico: '2.500' } };
    expect(redactLogData(settings)).toEqual({ id: 3, filial: 17, confGeral: { cvUsername: 'cv-loja17', cvPassword: REDACTED, taxaServico: '2.500' } });
  });

  it('hides password-, token- and key-like keys at any depth, in arrays too', () => {
    const entry = {
      user: { username: '1001', password: 'x', password_confirmation: 'x', senha: 'y', senhaApp: 'z' },
      push: [{ api_key: 'k', apiKey: 'k2', PUSH_API_KEY: 'k3', token: 't', accessToken: 'a', refresh: 'r', access: 'a2' }],
      erp: { client_secret: 's', privateKey: 'p', credentials: { user: 'u' }, Authorization: 'Basic abc', cookie: 'sid=1' },
    };
    expect(redactLogData(entry)).toEqual({
      user: { username: '1001', password: REDACTED, password_confirmation: REDACTED, senha: REDACTED, senhaApp: REDACTED },
      push: [{ api_key: REDACTED, apiKey: REDACTED, PUSH_API_KEY: REDACTED, token: REDACTED, accessToken: REDACTED, refresh: REDACTED, access: REDACTED }],
      erp: { client_secret: REDACTED, privateKey: REDACTED, credentials: REDACTED, Authorization: REDACTED, cookie: REDACTED },
    });
  });

  it('keeps a blank secret blank (the page tells "not set" from "set")', () => {
    expect(redactLogData({ cvPassword: null, senha: '', token: undefined })).toEqual({ cvPassword: null, senha: '', token: undefined });
  });

  it('hides values that are secrets under any key: sealed values, JWTs, authorization headers', () => {
    const jwt = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl';
    expect(redactLogData({ campo: 'enc:v1:abc', outro: jwt, cabecalho: 'Bearer abc.def', nome: 'Loja Centro', lista: [jwt, 'ok'] })).toEqual({
      campo: REDACTED,
      outro: REDACTED,
      cabecalho: REDACTED,
      nome: 'Loja Centro',
      lista: [REDACTED, 'ok'],
    });
  });

  it('redacts inside JSON kept as text and keeps it text', () => {
    const nested = { dados: JSON.stringify({ cvPassword: 'p', nome: 'Loja' }), texto: '{não é json}' };
    const redacted = redactLogData(nested) as { dados: string; texto: string };
    expect(JSON.parse(redacted.dados)).toEqual({ cvPassword: REDACTED, nome: 'Loja' });
    expect(redacted.texto).toBe('{não é json}');
  });

  it('does not take ordinary fields for secrets', () => {
    for (const key of ['username', 'cvUsername', 'passos', 'nome', 'player_id', 'tipo', 'keyboard', 'chaveamento']) {
      expect(isSecretKey(key), key).toBe(false);
    }
    expect(redactLogData({ passos: ['Misture'], descricao: 'Bolo', ativo: true, valor: 2.5 })).toEqual({ passos: ['Misture'], descricao: 'Bolo', ativo: true, valor: 2.5 });
  });

  it('does not change the value it was given', () => {
    const original = { confGeral: { cvPassword: 'p' } };
    redactLogData(original);
    expect(original.confGeral.cvPassword).toBe('p');
  });

  it('stops at an absurd depth instead of recursing without end', () => {
    let deep: unknown = { password: 'p' };
    for (let i = 0; i < 100; i++) deep = { nivel: deep };
    expect(JSON.stringify(redactLogData(deep))).not.toContain('"p"');
  });
});

describe('logDataText', () => {
  it('is null without a record and redacted JSON text with one', () => {
    expect(logDataText(null)).toBeNull();
    expect(logDataText(undefined)).toBeNull();
    expect(JSON.parse(logDataText({ id: 1, senha: 's' })!)).toEqual({ id: 1, senha: REDACTED });
  });

  it('shows an entry stored as JSON text as the document, redacted', () => {
    expect(JSON.parse(logDataText('{"id":1,"token":"t"}')!)).toEqual({ id: 1, token: REDACTED });
    expect(logDataText('texto simples')).toBe('"texto simples"');
  });
});
