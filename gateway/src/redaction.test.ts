import { describe, expect, it } from 'vitest';
import { isSecretKey, logDataText, redactSecrets as redactLogData, redactText, REDACTED } from './redaction';

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
    for (const key of ['username', 'cvUsername', 'passos', 'nome', 'tipo', 'keyboard', 'chaveamento', 'spinner', 'hashtag', 'opcoes', 'pinned', 'compass']) {
      expect(isSecretKey(key), key).toBe(false);
    }
    expect(redactLogData({ passos: ['Misture'], descricao: 'Bolo', ativo: true, valor: 2.5 })).toEqual({
      passos: ['Misture'],
      descricao: 'Bolo',
      ativo: true,
      valor: 2.5,
    });
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

describe('secrets other clients wrote (docs/security.md#log-data)', () => {
  const jwt = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl';
  const bcrypt = '$2b$12$abcdefghijklmnopqrstuuQ7hJm1N0v7m4cIuFv0lY9r5cWmJtXe6';

  it('hides short secret words as whole words of a key, and push device ids', () => {
    const entry = {
      pass: 'a',
      pw: 'b',
      pin: '1234',
      otp: '999111',
      hash: bcrypt,
      user_pass: 'c',
      pinCode: '1',
      otp_secret: 'x',
      player_id: 'd1f0e5a2-2b0c-4b1e-9d3e-1f2a3b4c5d6e',
      playerId: 'p',
      nome: 'Ana',
    };
    expect(redactLogData(entry)).toEqual({
      pass: REDACTED,
      pw: REDACTED,
      pin: REDACTED,
      otp: REDACTED,
      hash: REDACTED,
      user_pass: REDACTED,
      pinCode: REDACTED,
      otp_secret: REDACTED,
      player_id: REDACTED,
      playerId: REDACTED,
      nome: 'Ana',
    });
  });

  it('hides whole values that are secrets: Key, JWT and Bearer credentials, password hashes', () => {
    const entry = {
      a: 'Key os_v2_app_abcdefghijklmnop',
      b: `JWT ${jwt}`,
      c: 'Authorization: Bearer abc.def.ghi',
      d: bcrypt,
      e: 'pbkdf2_sha256$600000$salt$hashhashhash',
      f: '$argon2id$v=19$m=65536,t=3,p=4$c2FsdA$aGFzaA',
      g: 'Key lime',
      h: 'Token abc',
    };
    expect(redactLogData(entry)).toEqual({
      a: REDACTED,
      b: REDACTED,
      c: `Authorization: Bearer ${REDACTED}`,
      d: REDACTED,
      e: REDACTED,
      f: REDACTED,
      g: 'Key lime',
      h: REDACTED,
    });
  });

  it('replaces secrets inside plain text and keeps the rest of it', () => {
    expect(redactText(`falhou com o token ${jwt} ontem`)).toBe(`falhou com o token ${REDACTED} ontem`);
    expect(redactText('headers: {"Authorization": "Basic dXNlcjpwYXNz"} fim')).toBe(`headers: {"Authorization": "Basic ${REDACTED}"} fim`);
    expect(redactText('authorization=abc123xyz; next')).toBe(`authorization=${REDACTED}; next`);
    expect(redactText('chamou https://user:pass@erp.example.com/bridge ok')).toBe(`chamou https://${REDACTED}@erp.example.com/bridge ok`);
    expect(redactText('postgres://painel:s3cr3t@db:5432/painel')).toBe(`postgres://${REDACTED}@db:5432/painel`);
    expect(redactText('link http://localhost:4000/resetpasswordweb/MTAwNA/cz1abc-0f9e8d7c6b5a4/ enviado')).toBe(
      `link http://localhost:4000/resetpasswordweb/${REDACTED} enviado`,
    );
    expect(redactText(`hash ${bcrypt} salvo`)).toBe(`hash ${REDACTED} salvo`);
    expect(redactText('https://example.com/a?b=1 e Bearer sem credencial')).toBe('https://example.com/a?b=1 e Bearer sem credencial');
  });

  it('redacts an entry as read: keys, values and text at any depth', () => {
    const entry = { usuario: { email: 'a@b.c', senha_hash: bcrypt }, obs: `Authorization: Bearer ${jwt}`, lista: [{ url: 'https://u:p@h/x' }] };
    expect(JSON.parse(logDataText(entry)!)).toEqual({
      usuario: { email: 'a@b.c', senha_hash: REDACTED },
      obs: `Authorization: Bearer ${REDACTED}`,
      lista: [{ url: `https://${REDACTED}@h/x` }],
    });
  });

  it('keeps dates as they are', () => {
    const at = new Date('2026-11-26T10:00:00Z');
    expect(redactLogData({ at })).toEqual({ at });
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
