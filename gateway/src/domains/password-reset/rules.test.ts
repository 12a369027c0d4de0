import { describe, expect, it } from 'vitest';
import { isResetUrl } from '../../kit/recovery-link';
import { isLinkShaped, newPasswordProblems, recoveryProblems, userOfLink } from './rules';

describe('new password rules (docs/areas/staff-and-support.md#validation)', () => {
  it('requires both fields with the field names', () => {
    expect(newPasswordProblems('', '')).toEqual([
      { code: 'REQUIRED', field: 'password', message: 'Nova senha não pode estar vazio!' },
      { code: 'REQUIRED', field: 'confirmation', message: 'Confirmação de senha não pode estar vazio!' },
    ]);
  });

  it('needs at least 8 characters, counted as typed (spaces too, never trimmed)', () => {
    expect(newPasswordProblems('1234567', '1234567')).toEqual([
      { code: 'BAD_USER_INPUT', field: 'password', message: 'Sua senha precisa possuir ao menos 8 caracteres.' },
    ]);
    expect(newPasswordProblems('       a', '       a')).toEqual([]);
    expect(newPasswordProblems('12345678', '12345678')).toEqual([]);
  });

  it('refuses a confirmation that differs, by one character or by case', () => {
    expect(newPasswordProblems('nova-senha-1', 'nova-senha-2')).toEqual([
      { code: 'BAD_USER_INPUT', field: 'confirmation', message: 'Senhas digitadas não conferem.' },
    ]);
    expect(newPasswordProblems('Nova-senha-1', 'nova-senha-1')).toEqual([
      { code: 'BAD_USER_INPUT', field: 'confirmation', message: 'Senhas digitadas não conferem.' },
    ]);
    expect(newPasswordProblems('nova-senha-1 ', 'nova-senha-1')).toHaveLength(1);
  });

  it('reports a short password and a mismatch together, but no mismatch against an empty password', () => {
    expect(newPasswordProblems('curta', 'outra').map((p) => p.field)).toEqual(['password', 'confirmation']);
    expect(newPasswordProblems('', 'qualquer-coisa')).toEqual([{ code: 'REQUIRED', field: 'password', message: 'Nova senha não pode estar vazio!' }]);
  });

  it('requires the recovery e-mail', () => {
    expect(recoveryProblems('  ')).toEqual([{ code: 'REQUIRED', field: 'email', message: 'E-mail não pode estar vazio!' }]);
    expect(recoveryProblems('1001@bompreco.local')).toEqual([]);
  });
});

describe('link shape', () => {
  it("accepts Django's and the reference API's links", () => {
    expect(isLinkShaped('MTIz', 'c4q9zk-0f2d8e6a7b1c3d5e9f0a1b2c3d4e5f60')).toBe(true);
    expect(isLinkShaped('Mg', 'a'.repeat(48))).toBe(true);
  });

  it('refuses parts that would change the upstream path or are too long', () => {
    expect(isLinkShaped('..', 'abc')).toBe(false);
    expect(isLinkShaped('MQ', '../../token')).toBe(false);
    expect(isLinkShaped('MQ%2F', 'abc')).toBe(false);
    expect(isLinkShaped('', 'abc')).toBe(false);
    expect(isLinkShaped('MQ', 'a'.repeat(129))).toBe(false);
  });

  it('shows only web addresses as the reset link', () => {
    expect(isResetUrl('https://painel.example.com/resetpasswordweb/MQ/abc')).toBe(true);
    expect(isResetUrl('javascript:alert(1)')).toBe(false);
    expect(isResetUrl('not a url')).toBe(false);
    expect(isResetUrl(null)).toBe(false);
  });
});

describe('userOfLink', () => {
  it("reads the user pk back from Django's uidb64, and nothing from anything else", () => {
    expect(userOfLink('NA')).toBe(4);
    expect(userOfLink(Buffer.from('1234').toString('base64url'))).toBe(1234);
    for (const bad of ['', 'MA', 'LTE', 'YWJj', '..', Buffer.from('1.5').toString('base64url'), Buffer.from('9'.repeat(17)).toString('base64url')]) {
      expect(userOfLink(bad)).toBeNull();
    }
  });
});
