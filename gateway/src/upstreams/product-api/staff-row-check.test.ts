// A staff row is kept only when it shows what every filter of its query meant, whatever the API honoured.
import { describe, expect, it } from 'vitest';
import type { StaffWire } from './staff';
import { staffRowMatches } from './staff-row-check';

const row = (extra: Partial<StaffWire> = {}): StaffWire => ({
  id: 1,
  nome: 'Júlia Ângelo',
  cpf: '529.982.247-25',
  branch: 17,
  is_available: true,
  is_separating: true,
  user: { pk: 40, username: '1004', is_active: true, is_superuser: false },
  ...extra,
});

describe('staff row check', () => {
  it('keeps the branch asked, active people when asked, and any of the roles', () => {
    const query = { branch: 17, user__is_active: true, is_superuser: false, roles: 'is_separating,is_deliveryman' };
    expect(staffRowMatches(query)(row())).toBe(true);
    expect(staffRowMatches(query)(row({ branch: 18 }))).toBe(false);
    expect(staffRowMatches(query)(row({ user: { pk: 40, username: '1004', is_active: false } }))).toBe(false);
    expect(staffRowMatches(query)(row({ user: { pk: 40, username: '1004', is_superuser: true } }))).toBe(false);
    expect(staffRowMatches(query)(row({ is_separating: false, is_checker: true }))).toBe(false);
  });

  it('reads names without accents or case, CPF by digits, matrícula and user by the nested login', () => {
    expect(staffRowMatches({ nome: 'julia ang' })(row())).toBe(true);
    expect(staffRowMatches({ nome: 'maria' })(row())).toBe(false);
    expect(staffRowMatches({ cpf: '52998224725' })(row())).toBe(true);
    expect(staffRowMatches({ matricula: '1004', user: 40 })(row())).toBe(true);
    expect(staffRowMatches({ matricula: '1005' })(row())).toBe(false);
    expect(staffRowMatches({ is_available: 'true', is_separating: 'true', page_size: 99999 })(row({ is_available: false }))).toBe(false);
  });
});
