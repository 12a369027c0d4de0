// One declaration per resource: table, fields (API name -> column or read expression), filters, nested reads.
// The SQL text for each resource is built once, at startup; requests only add filter fragments.
import type { Queryable } from '@painel/db/database';
import type { FieldType } from './values';

export interface FieldDef {
  /** API field name. */
  name: string;
  type: FieldType;
  /** Table column; defaults to the lowercase API name. null: computed, read-only. */
  column?: string | null;
  /** SQL read expression over alias t (nested objects, computed values); defaults to t.<column>. */
  read?: string;
  readOnly?: boolean;
  /** POST fails with "This field is required." when absent. */
  required?: boolean;
  /** Accepts null in writes. */
  nullable?: boolean;
  maxLength?: number;
  /** When a write sends a nested object for this field, the key holding the stored value (default id/pk). */
  refKey?: string;
  /** Not exposed by reads (e.g. password hashes). */
  writeOnly?: boolean;
  /** Set on creation only: an update that sends another value is a 400 (a branch's codFilial). */
  fixed?: boolean;
}

export type FilterKind = 'exact' | 'in' | 'icontains' | 'range' | 'custom';

export interface FilterDef {
  /** Query parameter (ranges use param_after / param_before). */
  param: string;
  kind: FilterKind;
  type: FieldType;
  /** SQL expression over alias t. */
  expr: string;
  /** For custom filters: SQL fragment given the placeholder of the raw value; null -> filter skipped. */
  custom?: (raw: string, placeholder: () => string, params: unknown[]) => string | null;
  /** A name search that ignores accents (an extension: the seeds profile searches it as plain icontains). */
  unaccented?: boolean;
}

export type Action = 'list' | 'retrieve' | 'create' | 'update' | 'delete';

export interface ResourceDef {
  /** Path as the spec writes it, without trailing slash ('detalhe-funcionario', 'recipes/recipes'). */
  path: string;
  table: string;
  fields: FieldDef[];
  filters?: FilterDef[];
  /** Extra automatic exact/in/range filters from fields are added unless false. */
  autoFilters?: boolean;
  /** Fixed condition over alias t (views such as pedidos-em-aberto). */
  where?: string;
  orderBy?: string;
  /** API field used in '{path}/{value}/' (default 'id'). */
  lookup?: string;
  actions?: Action[];
  /** Adds nested data to serialized rows; detail = single-object read. */
  expand?: (rows: Record<string, unknown>[], db: Queryable, detail: boolean) => Promise<void>;
  /** Maps a write body before validation (e.g. flattening confGeral). */
  prepareWrite?: (body: Record<string, unknown>) => Record<string, unknown>;
  /** Runs in the write's transaction after a create or update of row `id` (values the API sets itself). */
  afterWrite?: (tx: Queryable, id: number) => Promise<void>;
  /** Serializes the output object (e.g. nesting confGeral). */
  present?: (row: Record<string, unknown>) => Record<string, unknown>;
}

export interface CompiledResource {
  def: ResourceDef;
  selectSql: string;
  fromSql: string;
  /** Columns writable from the body, keyed by API name. */
  writable: FieldDef[];
  lookupField: FieldDef;
  lookupExpr: string;
  filters: Map<string, FilterDef>;
  actions: Set<Action>;
}

export const columnOf = (f: FieldDef): string | null => (f.column === null ? null : (f.column ?? f.name.toLowerCase()));

const quoteAlias = (name: string) => `"${name.replace(/"/g, '')}"`;

export function compileResource(def: ResourceDef): CompiledResource {
  const readable = def.fields.filter((f) => !f.writeOnly);
  const selectList = readable
    .map((f) => {
      const col = columnOf(f);
      const expr = f.read ?? (col ? `t.${col}` : 'NULL');
      return `${expr} AS ${quoteAlias(f.name)}`;
    })
    .join(', ');
  const lookupName = def.lookup ?? 'id';
  const lookupField = def.fields.find((f) => f.name === lookupName);
  if (!lookupField) throw new Error(`${def.path}: lookup field ${lookupName} not declared`);
  const filters = new Map<string, FilterDef>();
  if (def.autoFilters !== false) {
    for (const f of def.fields) {
      const col = columnOf(f);
      if (!col || f.writeOnly || f.type === 'json') continue;
      const expr = `t.${col}`;
      for (const param of new Set([f.name, f.name.toLowerCase()])) {
        filters.set(param, { param, kind: 'exact', type: f.type, expr });
        filters.set(`${param}__in`, { param: `${param}__in`, kind: 'in', type: f.type, expr });
        if (f.type === 'date' || f.type === 'datetime') {
          filters.set(`${param}_after`, { param, kind: 'range', type: f.type, expr });
          filters.set(`${param}_before`, { param, kind: 'range', type: f.type, expr });
        }
      }
    }
  }
  for (const f of def.filters ?? []) {
    if (f.kind === 'range') {
      filters.set(`${f.param}_after`, f);
      filters.set(`${f.param}_before`, f);
    } else {
      filters.set(f.param, f);
      if (f.kind === 'exact') filters.set(`${f.param}__in`, { ...f, param: `${f.param}__in`, kind: 'in' });
    }
  }
  const lookupCol = columnOf(lookupField);
  return {
    def,
    selectSql: `SELECT ${selectList} FROM ${def.table} t`,
    fromSql: `FROM ${def.table} t`,
    writable: def.fields.filter((f) => !f.readOnly && columnOf(f) && f.name !== 'id' && f.name !== 'pk'),
    lookupField,
    lookupExpr: lookupField.read ?? `t.${lookupCol}`,
    filters,
    actions: new Set(def.actions ?? ['list', 'retrieve', 'create', 'update', 'delete']),
  };
}

/** Convenience builders for declarations. */
export const int = (name: string, extra: Partial<FieldDef> = {}): FieldDef => ({ name, type: 'int', ...extra });
export const text = (name: string, extra: Partial<FieldDef> = {}): FieldDef => ({ name, type: 'text', ...extra });
export const dec = (name: string, extra: Partial<FieldDef> = {}): FieldDef => ({ name, type: 'decimal', ...extra });
export const bool = (name: string, extra: Partial<FieldDef> = {}): FieldDef => ({ name, type: 'bool', ...extra });
export const date = (name: string, extra: Partial<FieldDef> = {}): FieldDef => ({ name, type: 'date', ...extra });
export const datetime = (name: string, extra: Partial<FieldDef> = {}): FieldDef => ({
  name,
  type: 'datetime',
  ...extra,
});
export const id = (): FieldDef => ({ name: 'id', type: 'int', readOnly: true });
/** A one-letter code column (status, S/N flags). */
export const flag = (name: string, extra: Partial<FieldDef> = {}): FieldDef => ({
  name,
  type: 'text',
  maxLength: 1,
  ...extra,
});
