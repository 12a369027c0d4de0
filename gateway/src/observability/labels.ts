// Bounded label values for the metrics: a label is a time series per value, so nothing a caller chooses freely
// may become one. An operation is labelled by its name only when a document the gateway knows holds that name: the
// web's operations (gateway/src/generated/web-operations.ts, written by codegen from the web's documents) and the
// Sandbox examples' (sandbox-examples.graphql). Integration keys (tools made by a type 1 user on 'Integrações')
// register their own names on first use, at most MAX_TOOL_OPERATIONS per process. Any other name, anonymous
// callers' and signed-in people's alike, is 'other': an unknown caller sending `query Junk_0 { ok }` adds no series.
// Upstream paths become their template: every segment that is not a plain word (a number, a UUID, a code) is
// '{id}', so 'pedidos/123/' counts as 'pedidos/{id}'.
import { WEB_OPERATION_NAMES } from '../generated/web-operations';
import { SANDBOX_OPERATION_NAMES } from '../sandbox-examples';

const MAX_TOOL_OPERATIONS = 100;
const MAX_RESOURCES_PER_SERVICE = 200;
const GRAPHQL_NAME = /^[A-Za-z_][A-Za-z0-9_]{0,79}$/;

const documented: ReadonlySet<string> = new Set([...WEB_OPERATION_NAMES, ...SANDBOX_OPERATION_NAMES]);
const toolOperations = new Set<string>();

/**
 * The label of an operation: its name when a known document holds it (or a tool registered it), 'anonymous' (no
 * name), 'invalid' (never resolved) or 'other'.
 */
export function operationLabel(name: string | null | undefined, resolved: boolean, fromTool = false, tools: Set<string> = toolOperations): string {
  if (!resolved) return 'invalid';
  if (!name) return 'anonymous';
  if (documented.has(name)) return name;
  if (!fromTool || !GRAPHQL_NAME.test(name)) return 'other';
  if (tools.has(name)) return name;
  if (tools.size >= MAX_TOOL_OPERATIONS) return 'other';
  tools.add(name);
  return name;
}

/** A path segment kept as is: letters with '-' or '_', or an API version ('v2'). */
const WORD = /^(?:[A-Za-z][A-Za-z_-]{0,59}|v\d{1,2})$/;

/** The template of an upstream path: no query, no empty segments, ids as '{id}'. */
export function pathTemplate(path: string): string {
  const bare = path.split(/[?#]/, 1)[0];
  const segments = bare.split('/').filter(Boolean);
  return segments.map((segment) => (WORD.test(segment) ? segment : '{id}')).join('/') || '/';
}

const templates = new Map<string, Set<string>>();

/**
 * Templates of recent bare paths: every upstream call asks, and most ask for the same few paths ('pedidos-em-aberto/',
 * 'clientes/'); a path with an id in it is seen once or twice, so the memo is dropped whole when it grows past a bound.
 */
const MAX_MEMO = 1000;
const memo = new Map<string, string>();

function memoTemplate(path: string): string {
  const query = path.search(/[?#]/);
  const bare = query < 0 ? path : path.slice(0, query);
  let template = memo.get(bare);
  if (template === undefined) {
    if (memo.size >= MAX_MEMO) memo.clear();
    memo.set(bare, (template = pathTemplate(bare)));
  }
  return template;
}

/** The resource label of a call: its path template, or 'other' once a service has MAX_RESOURCES_PER_SERVICE. */
export function resourceLabel(service: string, path: string): string {
  const template = memoTemplate(path);
  let known = templates.get(service);
  if (!known) templates.set(service, (known = new Set()));
  if (known.has(template)) return template;
  if (known.size >= MAX_RESOURCES_PER_SERVICE) return 'other';
  known.add(template);
  return template;
}
