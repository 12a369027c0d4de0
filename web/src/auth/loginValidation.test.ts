import { describe, expect, it } from 'vitest';
import { validateLogin } from './loginValidation';

describe('validateLogin', () => {
  it('requires both fields with the spec message', () => {
    expect(validateLogin({ matricula: '', senha: '' })).toEqual({
      matricula: 'Campo obrigatório!',
      senha: 'Campo obrigatório!',
    });
  });

  it('treats a blank matricula as empty', () => {
    expect(validateLogin({ matricula: '   ', senha: 'x' })).toEqual({ matricula: 'Campo obrigatório!' });
  });

  it('keeps a password made of spaces (it may be a real password)', () => {
    expect(validateLogin({ matricula: '1001', senha: '  ' })).toEqual({});
  });

  it('accepts filled fields', () => {
    expect(validateLogin({ matricula: '1001', senha: 'senha1234' })).toEqual({});
  });
});

describe('the login within the gateway’s bounds', () => {
  it('says in Portuguese that a pasted matrícula or password is too long, before any call', () => {
    expect(validateLogin({ matricula: '1'.repeat(201), senha: 's'.repeat(201) })).toEqual({
      matricula: 'Máximo de 200 caracteres.',
      senha: 'Máximo de 200 caracteres.',
    });
    expect(validateLogin({ matricula: '1'.repeat(200), senha: 's'.repeat(200) })).toEqual({});
  });
});
