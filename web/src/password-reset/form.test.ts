import { describe, expect, it } from 'vitest';
import { validateNewPassword, validateRecoveryEmail } from './form';

describe('new password form (docs/areas/staff-and-support.md#validation)', () => {
  it('requires both fields', () => {
    expect(validateNewPassword({ password: '', confirmation: '' })).toEqual({
      password: 'Nova senha não pode estar vazio!',
      confirmation: 'Confirmação de senha não pode estar vazio!',
    });
  });

  it('needs 8 characters as typed and an equal confirmation', () => {
    expect(validateNewPassword({ password: '1234567', confirmation: '1234567' })).toEqual({ password: 'Sua senha precisa possuir ao menos 8 caracteres.' });
    expect(validateNewPassword({ password: '12345678', confirmation: '12345678' })).toEqual({});
    expect(validateNewPassword({ password: '12345678', confirmation: '12345678 ' })).toEqual({ confirmation: 'Senhas digitadas não conferem.' });
    expect(validateNewPassword({ password: 'Senha-Nova', confirmation: 'senha-nova' })).toEqual({ confirmation: 'Senhas digitadas não conferem.' });
  });

  it('does not call an empty password a mismatch', () => {
    expect(validateNewPassword({ password: '', confirmation: 'abcdefgh' })).toEqual({ password: 'Nova senha não pode estar vazio!' });
  });

  it('requires the recovery e-mail', () => {
    expect(validateRecoveryEmail(' ')).toBe('E-mail não pode estar vazio!');
    expect(validateRecoveryEmail('2003@bompreco.local')).toBeUndefined();
  });

  it('says a password or e-mail longer than the gateway takes in Portuguese', () => {
    const long = 'a'.repeat(201);
    expect(validateNewPassword({ password: long, confirmation: long })).toEqual({ password: 'Máximo de 200 caracteres.' });
    expect(validateRecoveryEmail(`${'a'.repeat(190)}@example.com`)).toBe('Máximo de 200 caracteres.');
  });
});
