// The staff forms' rules in the browser (docs/areas/staff-and-support.md#validation, the gateway's messages) and the
// filter <-> URL mapping.
import { describe, expect, it } from 'vitest';
import { employeeVariables, personVariables, readStaffFilter, STAFF_ROLES, writeStaffFilter } from './filters';
import { emptyStaffForm, hidesBranch, staffFormProblems, toEmployeeInput } from './form';

describe('staff form rules', () => {
  it('asks what each page needs on create and on edit', () => {
    expect(staffFormProblems('employee', true, emptyStaffForm('employee'))).toEqual({
      registration: 'Matrícula não pode estar vazio!',
      name: 'Nome não pode estar vazio!',
      roles: 'Cargo não pode estar vazio!',
      branch: 'Filial não pode estar vazio!',
      password: 'Senha não pode estar vazio!',
    });
    const manager = { ...emptyStaffForm('employee'), registration: '9', name: 'G', roles: ['MANAGER' as const], password: '1234567' };
    expect(staffFormProblems('employee', true, manager)).toEqual({ password: 'A senha precisa ter no mínimo 8 caracteres!' });
    expect(Object.keys(staffFormProblems('deliveryman', true, emptyStaffForm('deliveryman')))).toEqual(['registration', 'name', 'branch', 'cpf']);
    expect(Object.keys(staffFormProblems('picker', false, emptyStaffForm('picker')))).toEqual(['name', 'branch']);
  });

  it('checks the CPF digits and the e-mail, on edit only when changed, and the name length', () => {
    const filled = { ...emptyStaffForm('picker'), registration: '9', name: 'Rui', branch: '17', password: '12345678' };
    expect(staffFormProblems('picker', true, { ...filled, cpf: '529.982.247-24', email: 'rui@' })).toEqual({ cpf: 'CPF inválido.', email: 'E-mail inválido.' });
    expect(staffFormProblems('picker', true, { ...filled, cpf: '529.982.247-25', email: 'rui@loja.com' })).toEqual({});
    const stored = { ...filled, cpf: '123', email: 'antigo' };
    expect(staffFormProblems('picker', false, stored, stored)).toEqual({});
    expect(staffFormProblems('picker', false, { ...stored, cpf: '124' }, stored)).toEqual({ cpf: 'CPF inválido.' });
    expect(staffFormProblems('picker', false, { ...stored, name: 'a'.repeat(201) }, stored)).toEqual({ name: 'Nome deve ter no máximo 200 caracteres.' });
  });

  it('hides and drops the branch of managers and marketing; the picker page sends no roles', () => {
    expect(hidesBranch(['MANAGER'])).toBe(true);
    expect(hidesBranch(['MANAGER', 'PICKER'])).toBe(false);
    const values = { ...emptyStaffForm('employee'), registration: ' 9 ', name: ' Gil ', roles: ['MARKETING' as const], branch: '17', password: 'x' };
    expect(toEmployeeInput('employee', true, values)).toEqual({
      registration: '9',
      name: 'Gil',
      cpf: null,
      email: null,
      branch: null,
      roles: ['MARKETING'],
      password: 'x',
      available: true,
    });
    expect(toEmployeeInput('picker', false, { ...values, roles: ['PICKER'] })).toEqual({ name: 'Gil', cpf: null, email: null, branch: 17, available: true });
  });
});

describe('staff filter in the URL', () => {
  it('keeps the switches on as cargos and all on out of the URL', () => {
    const params = writeStaffFilter(new URLSearchParams('pagina=3'), {
      name: ' Ana ',
      cpf: '',
      registration: '',
      roles: ['MANAGER', 'PICKER'],
      situation: 'ACTIVE',
    });
    expect(params.toString()).toBe('nome=Ana&cargos=MANAGER%2CPICKER');
    expect(readStaffFilter(params)).toEqual({ name: 'Ana', cpf: '', registration: '', roles: ['MANAGER', 'PICKER'], situation: 'ACTIVE' });
    expect(readStaffFilter(new URLSearchParams()).roles).toEqual(STAFF_ROLES);
  });

  it("shows active people unless 'situacao' asks for the inactive ones or everyone", () => {
    const empty = readStaffFilter(new URLSearchParams());
    expect(employeeVariables(empty, { page: 1, pageSize: 5 })).toEqual({ filter: { state: 'ACTIVE' }, page: 1, pageSize: 5 });
    const inactive = writeStaffFilter(new URLSearchParams(), { ...empty, situation: 'INACTIVE' });
    expect(inactive.toString()).toBe('situacao=inativos');
    expect(personVariables(readStaffFilter(inactive), { page: 1, pageSize: 5 }).filter).toEqual({ state: 'INACTIVE' });
    const everyone = writeStaffFilter(new URLSearchParams(), { ...empty, situation: 'ALL' });
    expect(everyone.toString()).toBe('situacao=todos');
    expect(personVariables(readStaffFilter(everyone), { page: 1, pageSize: 5 }).filter).toEqual({});
    expect(readStaffFilter(new URLSearchParams('situacao=qualquer')).situation).toBe('ACTIVE');
  });
});
