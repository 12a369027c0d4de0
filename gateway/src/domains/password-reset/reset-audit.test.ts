import { describe, expect, it } from 'vitest';
import { resetAuditEntry } from './reset-audit';

describe('the reset audit entry', () => {
  it('is a PUT on users by the user who reset, and holds no password', () => {
    expect(resetAuditEntry(7, '1007')).toEqual({
      metodo: 'PUT',
      tabela: 'users',
      usuario: 7,
      dadoAntes: { pk: 7, username: '1007' },
      dadoDepois: { pk: 7, username: '1007', password: '***', origem: 'link de redefinição de senha' },
    });
  });
});
