// The call table's row type and its helpers: how a check names the path and query it asks, and how an answer's rows
// are read in the call's shape.
import type { CapabilityName } from '../../upstreams/capabilities';
import type { Contract, Row } from '../contract';
import { firstValue, keyOf } from '../ids';

export type Query = Record<string, string | number | boolean>;

export interface CallCheck {
  /** The spec's call table row (or why the gateway makes a call no table lists). */
  row: string;
  /** The path asked; null when the service holds no record to ask about (the check then says so). */
  path: (contract: Contract) => Promise<string | null>;
  query?: (contract: Contract) => Promise<Query>;
  /** 'list': {total, results}; 'results': {results} (read whole, no count needed); 'array': a bare list; 'record': one
   *  object; 'products': prod-recipe-search's results.produtos. */
  shape: 'list' | 'results' | 'array' | 'record' | 'products';
  /** Keys every row (or the record) must have: what the gateway maps. */
  keys: readonly string[];
  /** A call no spec table lists, made only while this probed capability is on: its 404 is OFF, not FAIL. */
  extension?: CapabilityName;
}

export const at = (path: string) => async () => path;
export const fixed = (query: Query) => async () => query;
/** `<list>/<id>/` with the id of the list's first row (`field` of it), or null when the list is empty. */
export const byId =
  (prefix: string, list: string, field = 'id', query: Query = {}) =>
  async (c: Contract) => {
    const id = keyOf(await firstValue(c, list, field, query));
    return id === null || id === undefined ? null : `${prefix}${encodeURIComponent(String(id))}/`;
  };

/** The rows of an answer in the call's shape, or the reason it is not that shape. */
export function rowsOf(check: CallCheck, body: unknown): { rows: Row[] } | { problem: string } {
  const object = typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Row) : null;
  if (check.shape === 'array') return Array.isArray(body) ? { rows: body as Row[] } : { problem: 'answered something other than a list' };
  if (check.shape === 'record') return object ? { rows: [object] } : { problem: 'answered something other than one record' };
  if (!object) return { problem: 'answered something other than a JSON object' };
  const total = object.total ?? object.count;
  if (check.shape === 'products') {
    const produtos = (object.results as Row | undefined)?.produtos;
    return Array.isArray(produtos) ? { rows: produtos as Row[] } : { problem: 'answered without results.produtos' };
  }
  if (!Array.isArray(object.results)) return { problem: 'answered without a results list' };
  if (check.shape === 'list' && typeof total !== 'number') return { problem: "answered without the list's total (this API names the count 'total')" };
  return { rows: object.results as Row[] };
}

/**
 * Paths the gateway only writes to: no read shows whether they exist, and --write leaves them alone too (each would
 * make or change a real record, or start work). The run names them so an operator knows what it did not see.
 */
