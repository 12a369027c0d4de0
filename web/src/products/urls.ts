// The products page's state in the URL (branch and the 'Filtros de Produtos' dialog's values; the page is the lib's
// 'pagina'), so Back and a reload keep them. Pure functions, unit-tested. The pager's rules are the lib's
// (listPaging: wrap-around, jump).
import type { ProductFilter } from '../generated/graphql';

export interface ProductFilterValues {
  registeredFrom: string;
  registeredTo: string;
  sectionId: string;
  description: string;
  code: string;
  auxiliaryCode: string;
  onOfferOnly: boolean;
  withoutImageOnly: boolean;
  /** '' both, 'S' out of line only, 'N' in line only */
  outOfLine: '' | 'S' | 'N';
}

export const EMPTY_FILTER: ProductFilterValues = {
  registeredFrom: '',
  registeredTo: '',
  sectionId: '',
  description: '',
  code: '',
  auxiliaryCode: '',
  onOfferOnly: false,
  withoutImageOnly: false,
  outOfLine: '',
};

const PARAMS: Record<Exclude<keyof ProductFilterValues, 'onOfferOnly' | 'withoutImageOnly' | 'outOfLine'>, string> = {
  registeredFrom: 'desde',
  registeredTo: 'ate',
  sectionId: 'secao',
  description: 'descricao',
  code: 'codigo',
  auxiliaryCode: 'codauxiliar',
};
const DAY = /^\d{4}-\d{2}-\d{2}$/;

const positive = (raw: string | null) => (raw && /^\d{1,9}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null);

export function readBranch(params: URLSearchParams): number | null {
  return positive(params.get('filial'));
}

export function readFilter(params: URLSearchParams): ProductFilterValues {
  const text = (name: string) => params.get(name)?.trim() ?? '';
  const day = (name: string) => (DAY.test(text(name)) ? text(name) : '');
  const line = text('foralinha');
  return {
    registeredFrom: day(PARAMS.registeredFrom),
    registeredTo: day(PARAMS.registeredTo),
    sectionId: /^\d+$/.test(text(PARAMS.sectionId)) ? text(PARAMS.sectionId) : '',
    description: text(PARAMS.description),
    code: /^\d+$/.test(text(PARAMS.code)) ? text(PARAMS.code) : '',
    auxiliaryCode: text(PARAMS.auxiliaryCode),
    onOfferOnly: params.get('oferta') === '1',
    withoutImageOnly: params.get('semimagem') === '1',
    outOfLine: line === 'S' || line === 'N' ? line : '',
  };
}

/** A new filter starts again at page 1. */
export function writeFilter(current: URLSearchParams, filter: ProductFilterValues): URLSearchParams {
  const params = new URLSearchParams(current);
  for (const [key, name] of Object.entries(PARAMS) as [keyof typeof PARAMS, string][]) {
    const value = filter[key].trim();
    if (value) params.set(name, value);
    else params.delete(name);
  }
  const flag = (name: string, on: boolean) => (on ? params.set(name, '1') : params.delete(name));
  flag('oferta', filter.onOfferOnly);
  flag('semimagem', filter.withoutImageOnly);
  if (filter.outOfLine) params.set('foralinha', filter.outOfLine);
  else params.delete('foralinha');
  params.delete('pagina');
  return params;
}

export function writeBranch(current: URLSearchParams, branch: number | null): URLSearchParams {
  const params = new URLSearchParams(current);
  if (branch === null) params.delete('filial');
  else params.set('filial', String(branch));
  params.delete('pagina');
  return params;
}

export function hasFilter(filter: ProductFilterValues): boolean {
  return JSON.stringify(filter) !== JSON.stringify(EMPTY_FILTER);
}

/** The query's filter for the gateway; a branch-bound user sends none (the gateway uses theirs). */
export function productQueryFilter(branch: number | null, filter: ProductFilterValues): ProductFilter {
  return {
    ...(branch !== null ? { branch } : {}),
    ...(filter.registeredFrom ? { registeredFrom: filter.registeredFrom } : {}),
    ...(filter.registeredTo ? { registeredTo: filter.registeredTo } : {}),
    ...(filter.sectionId ? { sectionId: filter.sectionId } : {}),
    ...(filter.description ? { description: filter.description } : {}),
    ...(filter.code ? { code: Number(filter.code) } : {}),
    ...(filter.auxiliaryCode ? { auxiliaryCode: filter.auxiliaryCode } : {}),
    ...(filter.onOfferOnly ? { onOfferOnly: true } : {}),
    ...(filter.withoutImageOnly ? { withoutImageOnly: true } : {}),
    ...(filter.outOfLine ? { outOfLine: filter.outOfLine === 'S' } : {}),
  };
}
