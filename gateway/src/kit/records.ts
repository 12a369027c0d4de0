// Ids and 'the record named by id, or NOT_FOUND': parsing an id once, reading the record, binding it to the
// user's branch (another branch's record answers exactly like a missing one, auth/policy.ts assertBranchRecord)
// and turning the upstream's 404 into the page's own 'não encontrado' text. Every mutation that changes an
// existing record starts here.
import { sessionOf, type Context } from '../context';
import { reachesBranch, type BranchScope } from '../auth/policy';
import { isNotFound } from '../upstreams/product-api/transport';
import type { UserErrorData } from '../user-error';
import { badInput } from './paging';
import { failure } from './payload';
import { textOf } from './text';

/** A record id as the product API numbers them (1..2^31-1; the ID scalar already refused other shapes), or null. */
export function recordId(value: string): number | null {
  const trimmed = value.trim();
  if (!/^\d{1,10}$/.test(trimmed)) return null;
  const id = Number(trimmed);
  return Number.isSafeInteger(id) && id >= 1 ? id : null;
}

/** A record id a read needs, or a BAD_USER_INPUT error naming the argument. */
export function parseId(value: string, field = 'id'): number {
  const id = recordId(value);
  if (id === null) throw badInput(`Identificador inválido: '${value}'.`, field);
  return id;
}

export interface Lookup<T> {
  /** The id as the client sent it. */
  id: string;
  /** Reads the record (the resource module's `get`). */
  get(id: number): Promise<T>;
  /** The page's 'not found' text (also for another branch's record). */
  notFound: string;
  /** The failure prefix of the action ('Erro ao Atualizar: '), shown before the upstream's text. */
  failed: string;
  /** When the page is branch-bound: the scope and the record's branch code (read from the branch map where the record names its branch by id). */
  branch?: { scope: BranchScope; of(record: T): number | string | null | Promise<number | string | null> };
}

/** The record by id, or the user errors that answer instead (NOT_FOUND on 'id', or UPSTREAM_ERROR). */
export async function existing<T>(ctx: Context, lookup: Lookup<T>): Promise<T | UserErrorData[]> {
  const id = recordId(lookup.id);
  if (id === null) return failure('NOT_FOUND', lookup.notFound, 'id');
  let record: T;
  try {
    record = await lookup.get(id);
  } catch (error) {
    if (isNotFound(error)) return failure('NOT_FOUND', lookup.notFound, 'id');
    return failure('UPSTREAM_ERROR', `${lookup.failed}${textOf(error)}`);
  }
  if (lookup.branch && !reachesBranch(sessionOf(ctx), lookup.branch.scope, await lookup.branch.of(record))) {
    return failure('NOT_FOUND', lookup.notFound, 'id');
  }
  return record;
}
