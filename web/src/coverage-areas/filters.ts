// 'Filtros de Áreas de cobertura' and the CEP filter of 'CEPs' <-> URL search params <-> GraphQL variables.
import { CEP_INVALID, cepDigits as digits, isCep } from '../lib/documents';
import { pagingVariables, type Paging } from '../lib/listPaging';

const BRANCH_CODE_INVALID = 'Informe o código numérico da filial.';

export interface CoverageFilterState {
  postalCode: string;
  branch: string;
}

export interface PostalCodeFilterState {
  postalCode: string;
}

const readCep = (params: URLSearchParams) => params.get('cep') ?? '';

function writeParams(params: URLSearchParams, values: Record<string, string>): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [key, value] of Object.entries(values)) {
    if (value) next.set(key, value);
    else next.delete(key);
  }
  next.delete('pagina');
  return next;
}

export const readCoverageFilter = (params: URLSearchParams): CoverageFilterState => ({ postalCode: readCep(params), branch: params.get('filial') ?? '' });

export const writeCoverageFilter = (params: URLSearchParams, filter: CoverageFilterState) =>
  writeParams(params, { cep: digits(filter.postalCode), filial: filter.branch.trim() });

export const readPostalCodeFilter = (params: URLSearchParams): PostalCodeFilterState => ({ postalCode: readCep(params) });

export const writePostalCodeFilter = (params: URLSearchParams, filter: PostalCodeFilterState) => writeParams(params, { cep: digits(filter.postalCode) });

/** The filter dialogs' field errors (none: the filter can be applied). */
export function coverageFilterErrors(filter: CoverageFilterState): Record<string, string> {
  const errors: Record<string, string> = {};
  if (filter.postalCode.trim() && !isCep(filter.postalCode)) errors.postalCode = CEP_INVALID;
  if (filter.branch.trim() && !/^\d{1,9}$/.test(filter.branch.trim())) errors.branch = BRANCH_CODE_INVALID;
  return errors;
}

export function coverageVariables(filter: CoverageFilterState, paging: Paging) {
  const postalCode = digits(filter.postalCode);
  const branch = filter.branch.trim();
  return {
    filter: { ...(postalCode ? { postalCode } : {}), ...(/^\d{1,9}$/.test(branch) ? { branch: Number(branch) } : {}) },
    ...pagingVariables(paging),
  };
}

export function postalCodeVariables(filter: PostalCodeFilterState, paging: Paging) {
  const code = digits(filter.postalCode);
  return { filter: code ? { code } : {}, ...pagingVariables(paging) };
}
