// Generic list/retrieve/create/update/delete over a compiled resource, with DRF pagination and an
// application-logs row written in the same transaction as every change.
import type { Queryable } from '@painel/db/database';
import { ApiError, asObject, fieldErrors, notFound, type Reply } from './http';
import { buildConditions } from './filters';
import { columnOf, type CompiledResource } from './registry';
import type { RequestContext } from './router';
import { InvalidValue, parseBodyValue, parseFilterValue } from './values';

export const DEFAULT_PAGE_SIZE = 5;
export const MAX_PAGE_SIZE = 1_000_000;

export interface PageRequest {
  page: number;
  pageSize: number;
}

/** `maxPageSize`: the most rows a page answers whatever `page_size` asks (a DRF paginator's max_page_size). */
export function pageRequest(query: URLSearchParams, maxPageSize: number | null = null): PageRequest {
  const rawPage = query.get('page');
  let page = 1;
  if (rawPage !== null && rawPage !== '') {
    page = rawPage === 'last' ? -1 : /^\d+$/.test(rawPage) ? Number(rawPage) : 0;
    if (page === 0) throw new ApiError(404, { detail: 'Invalid page.' });
  }
  const rawSize = query.get('page_size');
  let pageSize = DEFAULT_PAGE_SIZE;
  if (rawSize && /^\d+$/.test(rawSize) && Number(rawSize) > 0) pageSize = Math.min(Number(rawSize), MAX_PAGE_SIZE);
  return { page, pageSize: Math.min(pageSize, maxPageSize ?? MAX_PAGE_SIZE) };
}

/** {total, next, previous, results}; a page past the end is 404 as in DRF (an empty first page is fine). */
export function pageEnvelope(ctx: RequestContext, total: number, req: PageRequest, results: unknown[]) {
  const pages = Math.max(1, Math.ceil(total / req.pageSize));
  const link = (page: number) => {
    const q = new URLSearchParams(ctx.query);
    if (page === 1) q.delete('page');
    else q.set('page', String(page));
    const qs = q.toString();
    return `${ctx.baseUrl}${ctx.path}${qs ? `?${qs}` : ''}`;
  };
  return {
    total,
    next: req.page < pages ? link(req.page + 1) : null,
    previous: req.page > 1 ? link(req.page - 1) : null,
    results,
  };
}

export async function readRows(
  q: Queryable,
  r: CompiledResource,
  conditions: string[],
  params: unknown[],
  detail: boolean,
  limits = '',
): Promise<Record<string, unknown>[]> {
  const where = [r.def.where, ...conditions].filter(Boolean);
  const sql = `${r.selectSql}${where.length ? ` WHERE ${where.join(' AND ')}` : ''} ORDER BY ${r.def.orderBy ?? 't.id'}${limits}`;
  const { rows } = await q.query<Record<string, unknown>>(sql, params);
  if (r.def.expand && rows.length > 0) await r.def.expand(rows, q, detail);
  return r.def.present ? rows.map(r.def.present) : rows;
}

export async function listHandler(ctx: RequestContext, r: CompiledResource): Promise<Reply> {
  const req = pageRequest(ctx.query, ctx.features.maxPageSize);
  const params: unknown[] = [];
  const conditions = buildConditions(r, ctx.query, params, ctx.features);
  const where = [r.def.where, ...conditions].filter(Boolean);
  const countSql = `SELECT count(*)::int AS n ${r.fromSql}${where.length ? ` WHERE ${where.join(' AND ')}` : ''}`;
  const total = (await ctx.db.query<{ n: number }>(countSql, params)).rows[0].n;
  const pages = Math.max(1, Math.ceil(total / req.pageSize));
  if (req.page === -1) req.page = pages;
  if (req.page > pages) throw new ApiError(404, { detail: 'Invalid page.' });
  const n = params.length;
  const rows = await readRows(ctx.db, r, conditions, [...params, req.pageSize, (req.page - 1) * req.pageSize], false, ` LIMIT $${n + 1} OFFSET $${n + 2}`);
  return { status: 200, body: pageEnvelope(ctx, total, req, rows) };
}

function lookupValue(r: CompiledResource, raw: string): unknown {
  try {
    return parseFilterValue(r.lookupField.type, raw);
  } catch {
    throw notFound();
  }
}

export async function getOne(q: Queryable, r: CompiledResource, raw: string, detail = true) {
  const rows = await readRows(q, r, [`${r.lookupExpr} = $1`], [lookupValue(r, raw)], detail);
  if (rows.length === 0) throw notFound();
  return rows[0];
}

export async function retrieveHandler(ctx: RequestContext, r: CompiledResource): Promise<Reply> {
  return { status: 200, body: await getOne(ctx.db, r, ctx.params.id) };
}

/** Validates a write body against the writable fields; partial = only the fields present. */
export function parseWrite(r: CompiledResource, input: Record<string, unknown>, partial: boolean) {
  const body = r.def.prepareWrite ? r.def.prepareWrite(input) : input;
  const columns: string[] = [];
  const values: unknown[] = [];
  const errors: Record<string, string[]> = {};
  for (const f of r.writable) {
    const present = Object.hasOwn(body, f.name) || Object.hasOwn(body, f.name.toLowerCase());
    if (!present) {
      if (!partial && f.required) errors[f.name] = ['This field is required.'];
      continue;
    }
    let value = Object.hasOwn(body, f.name) ? body[f.name] : body[f.name.toLowerCase()];
    if (value !== null && typeof value === 'object' && !Array.isArray(value) && f.type !== 'json') {
      const obj = value as Record<string, unknown>;
      value = f.refKey ? obj[f.refKey] : (obj.id ?? obj.pk);
    }
    if (value === null || value === undefined || (value === '' && f.type !== 'text' && f.type !== 'json')) {
      if (f.nullable || (f.type === 'json' && value === null)) {
        columns.push(columnOf(f)!);
        values.push(null);
      } else if (value === '' && !f.required) {
        continue;
      } else {
        errors[f.name] = [value === '' ? 'This field may not be blank.' : 'This field may not be null.'];
      }
      continue;
    }
    if (value === '' && f.required) {
      errors[f.name] = ['This field may not be blank.'];
      continue;
    }
    try {
      values.push(parseBodyValue(f.type, value, f.maxLength));
      columns.push(columnOf(f)!);
    } catch (error) {
      if (!(error instanceof InvalidValue)) throw error;
      errors[f.name] = [error.message];
    }
  }
  if (Object.keys(errors).length > 0) throw fieldErrors(errors);
  return { columns, values };
}

export async function createHandler(ctx: RequestContext, r: CompiledResource): Promise<Reply> {
  const { columns, values } = parseWrite(r, asObject(await ctx.body()), false);
  const row = await withDbErrors(r, () =>
    ctx.db.transaction(async (tx) => {
      const placeholders = values.map((_, i) => `$${i + 1}`).join(', ');
      const sql = columns.length
        ? `INSERT INTO ${r.def.table} (${columns.join(', ')}) VALUES (${placeholders}) RETURNING id`
        : `INSERT INTO ${r.def.table} DEFAULT VALUES RETURNING id`;
      const { rows } = await tx.query<{ id: number }>(sql, values);
      if (r.def.afterWrite) await r.def.afterWrite(tx, rows[0].id);
      const created = (await readRows(tx, r, ['t.id = $1'], [rows[0].id], true))[0];
      return created;
    }),
  );
  return { status: 201, body: row };
}

export async function updateHandler(ctx: RequestContext, r: CompiledResource): Promise<Reply> {
  const { columns, values } = parseWrite(r, asObject(await ctx.body()), true);
  const key = lookupValue(r, ctx.params.id);
  const row = await withDbErrors(r, () =>
    ctx.db.transaction(async (tx) => {
      const before = (await readRows(tx, r, [`${r.lookupExpr} = $1`], [key], true))[0];
      if (!before) throw notFound();
      assertFixedUnchanged(r, columns, values, before);
      const rowId = (before.id ?? before.pk) as number;
      if (columns.length) {
        const sets = columns.map((c, i) => `${c} = $${i + 1}`).join(', ');
        await tx.query(`UPDATE ${r.def.table} SET ${sets} WHERE id = $${columns.length + 1}`, [...values, rowId]);
      }
      if (r.def.afterWrite) await r.def.afterWrite(tx, rowId);
      const after = (await readRows(tx, r, ['t.id = $1'], [rowId], true))[0];
      return after;
    }),
  );
  return { status: 200, body: row };
}

/** Fields set on creation only may be sent again with the stored value, never with another one. */
function assertFixedUnchanged(r: CompiledResource, columns: string[], values: unknown[], before: Record<string, unknown>): void {
  const errors: Record<string, string[]> = {};
  for (const f of r.writable) {
    if (!f.fixed) continue;
    const at = columns.indexOf(columnOf(f)!);
    if (at >= 0 && String(values[at]) !== String(before[f.name])) errors[f.name] = ['This field cannot be changed once created.'];
  }
  if (Object.keys(errors).length > 0) throw fieldErrors(errors);
}

export async function deleteHandler(ctx: RequestContext, r: CompiledResource): Promise<Reply> {
  const key = lookupValue(r, ctx.params.id);
  await withDbErrors(r, () =>
    ctx.db.transaction(async (tx) => {
      const before = (await readRows(tx, r, [`${r.lookupExpr} = $1`], [key], true))[0];
      if (!before) throw notFound();
      await tx.query(`DELETE FROM ${r.def.table} WHERE id = $1`, [before.id ?? before.pk]);
    }),
  );
  return { status: 204 };
}

interface PgError {
  code?: string;
  detail?: string;
  column?: string;
  message: string;
}

/** Constraint violations caused by the client's data become 400s naming the field. */
export async function withDbErrors<T>(r: CompiledResource | null, fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (error) {
    if (error instanceof ApiError) throw error;
    const e = error as PgError;
    if (!e.code || !/^2[23]/.test(e.code)) throw error;
    const keyMatch = /Key \(([^)]+)\)=\(([^)]*)\)/.exec(e.detail ?? '');
    const column = keyMatch?.[1] ?? e.column ?? '';
    const field = r?.def.fields.find((f) => columnOf(f) === column)?.name ?? (column || 'non_field_errors');
    if (e.code === '23503') {
      if (/still referenced/.test(e.detail ?? '')) {
        throw new ApiError(400, { detail: 'This object is referenced by other records and cannot be deleted.' });
      }
      throw fieldErrors({ [field]: [`Invalid pk "${keyMatch?.[2] ?? ''}" - object does not exist.`] });
    }
    if (e.code === '23505') throw fieldErrors({ [field]: [`A record with this ${field} already exists.`] });
    if (e.code === '23502') throw fieldErrors({ [field]: ['This field is required.'] });
    throw new ApiError(400, { detail: e.message });
  }
}
