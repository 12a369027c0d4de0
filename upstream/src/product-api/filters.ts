// django-filter semantics: exact, __in (comma list), _after/_before (inclusive), icontains; empty values and
// unknown parameters are ignored; a bad value is a 400 naming the parameter.
import type { ReferenceFeatures } from '../profile';
import { DOCUMENTED_FILTERS } from './documented-filters';
import { fieldErrors } from './http';
import type { CompiledResource, FilterDef } from './registry';
import { InvalidValue, parseFilterValue } from './values';

const TZ = `'America/Sao_Paulo'`;

/** The filter a parameter names, as the profile offers it: none when the profile ignores it, a plain `icontains`
 *  for a name search when names are accent-sensitive. */
function offeredFilter(resource: CompiledResource, key: string, features: ReferenceFeatures | undefined): FilterDef | undefined {
  const filter = resource.filters.get(key);
  if (!filter || !features) return filter;
  if (!features.extraFilters && !(DOCUMENTED_FILTERS[resource.def.path] ?? []).includes(key)) return undefined;
  if (filter.unaccented && !features.accentInsensitiveNames) return { ...filter, kind: 'icontains', custom: undefined };
  return filter;
}

export function buildConditions(resource: CompiledResource, query: URLSearchParams, params: unknown[], features?: ReferenceFeatures): string[] {
  const conditions: string[] = [];
  const errors: Record<string, string[]> = {};
  const placeholder = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  for (const key of new Set(query.keys())) {
    const filter = offeredFilter(resource, key, features);
    if (!filter) continue;
    const values = query.getAll(key);
    const raw = values[values.length - 1];
    if (raw === '') continue;
    try {
      const sql = filterSql(filter, key, raw, placeholder, params);
      if (sql) conditions.push(sql);
    } catch (error) {
      if (!(error instanceof InvalidValue)) throw error;
      errors[key] = [error.message];
    }
  }
  if (Object.keys(errors).length > 0) throw fieldErrors(errors);
  return conditions;
}

function filterSql(filter: FilterDef, key: string, raw: string, placeholder: (value: unknown) => string, params: unknown[]): string | null {
  switch (filter.kind) {
    case 'exact':
      return `${filter.expr} = ${placeholder(parseFilterValue(filter.type, raw))}`;
    case 'in': {
      const items = raw
        .split(',')
        .map((s) => s.trim())
        .filter((s) => s !== '');
      if (items.length === 0) return null;
      const parsed = items.map((item) => parseFilterValue(filter.type, item));
      return `${filter.expr} = ANY(${placeholder(parsed)}::${arrayType(filter)})`;
    }
    case 'icontains':
      return `${filter.expr} ILIKE ${placeholder(`%${raw.replace(/[\\%_]/g, (c) => `\\${c}`)}%`)}`;
    case 'range':
      return rangeSql(filter, key.endsWith('_after') ? 'after' : 'before', raw, placeholder);
    case 'custom':
      return filter.custom ? filter.custom(raw, () => placeholder(raw), params) : null;
  }
}

function arrayType(filter: FilterDef): string {
  switch (filter.type) {
    case 'int':
      return 'int[]';
    case 'decimal':
      return 'numeric[]';
    case 'bool':
      return 'boolean[]';
    case 'date':
      return 'date[]';
    case 'datetime':
      return 'timestamptz[]';
    default:
      return 'text[]';
  }
}

function rangeSql(filter: FilterDef, side: 'after' | 'before', raw: string, placeholder: (v: unknown) => string) {
  const op = side === 'after' ? '>=' : '<=';
  if (filter.type === 'date') {
    return `${filter.expr} ${op} ${placeholder(parseFilterValue('date', raw))}::date`;
  }
  const value = parseFilterValue('datetime', raw) as string;
  if (value.length > 10) return `${filter.expr} ${op} ${placeholder(value)}::timestamptz`;
  // A plain date on a date-time column covers that whole day in the company's time zone.
  const p = placeholder(value);
  return side === 'after'
    ? `${filter.expr} >= (${p}::date::timestamp AT TIME ZONE ${TZ})`
    : `${filter.expr} < ((${p}::date + 1)::timestamp AT TIME ZONE ${TZ})`;
}
