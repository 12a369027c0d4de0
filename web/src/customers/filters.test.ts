import { describe, expect, it } from 'vitest';
import { STATUS_REQUIRED, customerVariables, readCustomerFilter, validateCustomerFilter, writeCustomerFilter } from './filters';

describe('customer filter', () => {
  it("defaults to both statuses and no text, and leaves the page size to the schema's default", () => {
    const filter = readCustomerFilter(new URLSearchParams());
    expect(filter).toEqual({ name: '', cpf: '', active: true, inactive: true });
    expect(customerVariables(filter, { page: 1, pageSize: 5 })).toEqual({
      filter: { active: true, inactive: true },
      page: 1,
    });
  });

  it('round-trips through the URL, trims text and restarts at page 1', () => {
    const params = writeCustomerFilter(new URLSearchParams('pagina=4'), {
      name: '  Maria ',
      cpf: '123.456.789-09',
      active: false,
      inactive: true,
    });
    expect(params.get('pagina')).toBeNull();
    const filter = readCustomerFilter(params);
    expect(customerVariables(filter, { page: 1, pageSize: -1 })).toEqual({
      filter: { name: 'Maria', cpf: '123.456.789-09', active: false, inactive: true },
      page: 1,
      pageSize: -1,
    });
  });

  it('requires at least one status switch', () => {
    expect(validateCustomerFilter({ name: '', cpf: '', active: false, inactive: false })).toEqual({ status: STATUS_REQUIRED });
    expect(validateCustomerFilter({ name: '', cpf: '', active: false, inactive: true })).toEqual({});
  });
});
