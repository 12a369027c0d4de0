import { describe, expect, it } from 'vitest';
import {
  ACTIVATION_REFUSALS,
  activationRefusal,
  changedFieldProblems,
  cleanName,
  cpfAsStored,
  deriveRole,
  emailOrPlaceholder,
  flagsOf,
  formProblems,
  fullName,
  isCpf,
  resetEmail,
  roleLabel,
  rolesOf,
  rolesParam,
  staffConfig,
  STAFF_ROLES,
  userNames,
} from './rules';

describe('role derivation (docs/areas/staff-and-support.md#role-derivation)', () => {
  it('takes checker, deliveryman, marketing, separator, submanager, manager in this order', () => {
    expect(deriveRole({ is_manager: true, is_submanager: true })).toBe('SUBMANAGER');
    expect(deriveRole({ is_manager: true, is_separating: true })).toBe('PICKER');
    expect(deriveRole({ is_separating: true, is_marketing: true })).toBe('MARKETING');
    expect(deriveRole({ is_marketing: true, is_deliveryman: true })).toBe('DELIVERYMAN');
    expect(deriveRole({ is_deliveryman: true, is_checker: true })).toBe('CHECKER');
    expect(deriveRole({ is_manager: true })).toBe('MANAGER');
    expect(deriveRole({ is_manager: false, is_checker: null })).toBeNull();
  });

  it('labels each role as the spec names them', () => {
    expect(STAFF_ROLES.map((r) => roleLabel(r))).toEqual(['Gerente', 'Subgerente', 'Marketing', 'Separador', 'Entregador', 'Conferente']);
    expect(roleLabel(null)).toBe('-');
  });

  it('round-trips roles and flags, every flag written', () => {
    const flags = flagsOf(['PICKER', 'CHECKER']);
    expect(flags).toEqual({ is_manager: false, is_submanager: false, is_marketing: false, is_separating: true, is_deliveryman: false, is_checker: true });
    expect(rolesOf(flags)).toEqual(['PICKER', 'CHECKER']);
  });

  it('asks the API for any of the switched-on roles; all or none on is no filter', () => {
    expect(rolesParam(['MANAGER', 'DELIVERYMAN'])).toBe('is_manager,is_deliveryman');
    expect(rolesParam([])).toBeUndefined();
    expect(rolesParam(null)).toBeUndefined();
    expect(rolesParam(STAFF_ROLES)).toBeUndefined();
  });
});

describe('form rules (docs/areas/staff-and-support.md#validation)', () => {
  it('create staff: matrícula, nome, cargo, senha; filial unless manager or marketing; senha >= 8', () => {
    expect(formProblems('employee', 'create', {})).toEqual([
      { field: 'registration', message: 'Matrícula não pode estar vazio!' },
      { field: 'name', message: 'Nome não pode estar vazio!' },
      { field: 'roles', message: 'Cargo não pode estar vazio!' },
      { field: 'branch', message: 'Filial não pode estar vazio!' },
      { field: 'password', message: 'Senha não pode estar vazio!' },
    ]);
    expect(formProblems('employee', 'create', { registration: '2001', name: 'Ana', roles: ['MANAGER'], password: 'curta' })).toEqual([
      { field: 'password', message: 'A senha precisa ter no mínimo 8 caracteres!' },
    ]);
    expect(formProblems('employee', 'create', { registration: '2001', name: 'Ana', roles: ['MARKETING'], password: '12345678' })).toEqual([]);
    expect(formProblems('employee', 'create', { registration: '20a1', name: 'Ana', roles: ['PICKER'], branch: 17, password: '12345678' })).toEqual([
      { field: 'registration', message: 'A matrícula deve conter apenas números.' },
    ]);
  });

  it('create picker needs CPF and senha; deliveryman needs CPF but no senha', () => {
    const base = { registration: '3001', name: 'Rui', branch: 17 };
    expect(formProblems('picker', 'create', base).map((p) => p.message)).toEqual(['CPF não pode estar vazio!', 'Senha não pode estar vazio!']);
    expect(formProblems('deliveryman', 'create', base).map((p) => p.message)).toEqual(['CPF não pode estar vazio!']);
    expect(formProblems('deliveryman', 'create', { ...base, cpf: '52998224725' })).toEqual([]);
  });

  it('edit forms: nome, cargo and filial; the matrícula is not asked', () => {
    expect(formProblems('picker', 'update', { name: ' ' }).map((p) => p.field)).toEqual(['name', 'branch']);
    expect(formProblems('employee', 'update', { name: 'Ana', roles: [] }).map((p) => p.field)).toEqual(['roles', 'branch']);
    expect(formProblems('employee', 'update', { name: 'Ana', roles: ['MANAGER'] })).toEqual([]);
  });
});

describe('names and documents', () => {
  it('splits the one name into the user fields so that reading them back gives the same name', () => {
    for (const name of ['Márcia Marketing', 'Ana', 'Maria da Silva Souza']) expect(fullName(userNames(name).first_name, userNames(name).last_name)).toBe(name);
    expect(userNames('Maria da Silva')).toEqual({ first_name: 'Maria', last_name: 'da Silva' });
    expect(cleanName('  Márcia   Souza ')).toBe('Márcia Souza');
    expect(fullName('Márcia', '')).toBe('Márcia');
  });

  it('checks CPF digits and keeps digits only; a create checks CPF and e-mail', () => {
    expect(isCpf('529.982.247-25')).toBe(true);
    expect(isCpf('52998224724')).toBe(false);
    expect(isCpf('11111111111')).toBe(false);
    expect(isCpf('5299822472a5')).toBe(false);
    expect(cpfAsStored(' 529.982.247-25 ')).toBe('52998224725');
    const base = { registration: '3001', name: 'Rui', branch: 17, password: '12345678' };
    expect(formProblems('picker', 'create', { ...base, cpf: '123', email: 'rui@' })).toEqual([
      { field: 'cpf', message: 'CPF inválido.' },
      { field: 'email', message: 'E-mail inválido.' },
    ]);
  });

  it('on edit checks only a CPF or e-mail that changed', () => {
    const stored = { cpf: '123', email: 'velho' };
    expect(changedFieldProblems({ cpf: '123', email: 'velho' }, stored)).toEqual([]);
    expect(changedFieldProblems({ cpf: '1.2.3', email: '' }, stored)).toEqual([]);
    expect(changedFieldProblems({ cpf: '124', email: 'novo@' }, stored).map((p) => p.message)).toEqual(['CPF inválido.', 'E-mail inválido.']);
    expect(changedFieldProblems({ cpf: '52998224725', email: 'novo@loja.com' }, stored)).toEqual([]);
  });
});

describe('configuration', () => {
  it('takes the default password from DELIVERYMAN_DEFAULT_PASSWORD, none in production without it', () => {
    expect(staffConfig({ DELIVERYMAN_DEFAULT_PASSWORD: 'segredo-123' }).deliverymanPassword).toBe('segredo-123');
    expect(staffConfig({ NODE_ENV: 'production' }).deliverymanPassword).toBeNull();
    expect(staffConfig({}).deliverymanPassword).toBe('senha1234');
  });

  it('builds the placeholder e-mail from the matrícula when none is given', () => {
    const config = staffConfig({ STAFF_EMAIL_DOMAIN: 'loja.invalid' });
    expect(emailOrPlaceholder(' ', ' 4001 ', config)).toBe('4001@loja.invalid');
    expect(emailOrPlaceholder('a@b.com ', '4001', config)).toBe('a@b.com');
  });
});

describe("who may 'Desativar' / 'Reativar' (docs/decisions/0040-people-who-leave.md)", () => {
  const picker = { is_separating: true };
  it('refuses oneself, whatever the type', () => {
    expect(activationRefusal({ type: 1, userId: 9 }, 9, picker)).toBe(ACTIVATION_REFUSALS.self);
    expect(activationRefusal({ type: 3, userId: 9 }, 9, picker)).toBe(ACTIVATION_REFUSALS.self);
  });
  it('refuses a submanager a manager, submanager or marketing, even one who also picks', () => {
    for (const flag of ['is_manager', 'is_submanager', 'is_marketing'] as const) {
      expect(activationRefusal({ type: 3, userId: 1 }, 2, { ...picker, [flag]: true })).toBe(ACTIVATION_REFUSALS.rank);
      expect(activationRefusal({ type: 1, userId: 1 }, 2, { ...picker, [flag]: true })).toBeNull();
    }
    expect(activationRefusal({ type: 3, userId: 1 }, 2, { is_deliveryman: true, is_checker: true })).toBeNull();
  });
});

describe('the e-mail a reset link is made for', () => {
  const config = { emailDomain: 'sem-email.invalid' };
  it("is the user's own, trimmed; none when blank or the matrícula's placeholder", () => {
    expect(resetEmail(' ana@bompreco.local ', config)).toBe('ana@bompreco.local');
    expect(resetEmail('', config)).toBeNull();
    expect(resetEmail(null, config)).toBeNull();
    expect(resetEmail('987650@SEM-EMAIL.invalid', config)).toBeNull();
  });
});
