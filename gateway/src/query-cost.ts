// The request cost limit, in two measures: the rows a list may answer, and the upstream calls the fields may make.
//
// Rows. GraphQL Armor's cost limit counts each selected field once, whatever the list around it holds: fifteen
// aliases of every completed order with their items passed it and answered 28 MB. Here a field costs 1 plus what it
// selects, times the rows it may answer:
// - a list inside a paged field (one taking pageSize) answers up to that page size: the argument, its variable, or
//   the SDL default; 'all' (-1), a missing or unreadable value count as MAX_PAGE_SIZE (what 'all' may answer);
// - any other list counts OTHER_LIST_ROWS: a record's own short lists (addresses, substitutes, additional orders,
//   a recipe's ingredients) and the fixed pages of 8 or 20 products.
// MAX_COST leaves the web's heaviest operation (its open orders with 'Todos', 3.5 million; the web-documents test
// in tests/integration/gateway-protection.test.ts checks every one) room to grow, and refuses a few of them at
// once, or one list of every order with their 10 000-row item pages (600 million).
//
// Calls. Rows do not see the work behind a small answer: fifteen aliases of `completedOrders(pageSize: 10000)
// { items { id items { total } } }` cost 600 000 rows and held the product API for 36 s, one item list read per
// order (150 000 calls). upstream-calls.ts says which fields call per parent row, which gather a page into one
// DataLoader batch (a batch per ID_BATCH_SIZE ids), and what a root field's own read counts; the walk carries how
// many parent objects a selection is read for and in how many separate groups (a page arrives at once, an item
// list per order), so a batched field costs its batches per group and a per-row field its calls per row.
// MAX_UPSTREAM_CALLS is about four times the web's heaviest operation ('Pedidos Cancelados' with 'Todos', 161:
// its orders, their customers, their additional orders' cancellations and customers, a batch per 500 rows; the
// same test computes every web operation's figure and holds the limit between three and five times the heaviest),
// so the fifteen aliases above (150 015) and fifteen of the cancelled orders with history and customer (1 515) are
// refused, before anything is asked of an upstream.
//
// The check runs once the operation is known and before it executes (variables included), so a refused request
// costs nothing upstream. checkCost remembers both measures per operation and fragments (Apollo hands over the same
// parsed document for a query text it has seen; apollo.ts keeps one fragment map per document) and per value of the
// variables that can change them (those given as a pageSize): the screens send the same few documents all day, so
// the walk runs once per document and page size, not per request.
import {
  GraphQLError,
  getNamedType,
  getNullableType,
  isAbstractType,
  isInterfaceType,
  isListType,
  isObjectType,
  Kind,
  valueFromASTUntyped,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLField,
  type GraphQLNamedType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';
import { MAX_PAGE_SIZE } from './upstreams/product-api/transport';
import { FIELD_CALLS, ROOT_FIELD_CALLS, type FieldCalls } from './upstream-calls';

/** The most a request may cost. */
export const MAX_COST = 10_000_000;
/** The most upstream calls a request may make (upstream-calls.ts counts them): four times the web's heaviest. */
export const MAX_UPSTREAM_CALLS = 640;
/** Rows counted for a list without a page size. */
export const OTHER_LIST_ROWS = 5;

type Variables = Readonly<Record<string, unknown>>;

/** The rows a paged field may answer for the page size it was asked. */
function pageRows(field: GraphQLField<unknown, unknown>, node: FieldNode, variables: Variables): number | null {
  const definition = field.args.find((arg) => arg.name === 'pageSize');
  if (!definition) return null;
  const given = node.arguments?.find((arg) => arg.name.value === 'pageSize')?.value;
  const value =
    given === undefined
      ? definition.defaultValue
      : given.kind === Kind.VARIABLE
        ? (variables[given.name.value] ?? definition.defaultValue)
        : valueFromASTUntyped(given);
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= MAX_PAGE_SIZE ? value : MAX_PAGE_SIZE;
}

/** What an operation may cost: `cost` the rows (MAX_COST), `calls` the upstream calls (MAX_UPSTREAM_CALLS). */
export interface OperationWork {
  cost: number;
  calls: number;
}

/**
 * How many objects a selection is read for, and in how many separate resolutions: the rows of one group arrive
 * together (a page, a batch), so a DataLoader below them gathers a group into its batches.
 */
interface Flow {
  groups: number;
  perGroup: number;
}

const ROOT_FLOW: Flow = { groups: 1, perGroup: 1 };

/** What the field's own resolver calls for the parents in `flow`, and how what it answers arrives. */
function ownCalls(entry: FieldCalls | undefined, flow: Flow): { calls: number; flow: Flow } {
  if (!entry || entry.kind === 'none') return { calls: 0, flow };
  const rows = flow.groups * flow.perGroup;
  if (entry.kind === 'perRow') return { calls: entry.calls * rows, flow: { groups: rows, perGroup: 1 } };
  // A loader without a batch size takes a whole group in one batch.
  const size = entry.batchSize ?? flow.perGroup;
  const perGroup = Math.ceil(flow.perGroup / size);
  // The rows stay the rows: a group's batches share them out.
  return { calls: entry.calls * flow.groups * perGroup, flow: { groups: flow.groups * perGroup, perGroup: flow.perGroup / perGroup } };
}

/** What the operation may cost, with its variables' values (a variable the request does not give: its default). */
export function operationWork(
  schema: GraphQLSchema,
  operation: OperationDefinitionNode,
  fragments: Readonly<Record<string, FragmentDefinitionNode>>,
  givenVariables: Variables = {},
  table: Readonly<Record<string, FieldCalls>> = FIELD_CALLS,
): OperationWork {
  const variables: Record<string, unknown> = { ...givenVariables };
  for (const definition of operation.variableDefinitions ?? []) {
    const name = definition.variable.name.value;
    if (variables[name] === undefined && definition.defaultValue) variables[name] = valueFromASTUntyped(definition.defaultValue);
  }
  const root = schema.getRootType(operation.operation);

  // `loaders`: the loaders already counted for this selection's objects (one batch serves every field asking it).
  const selectionWork = (
    selections: SelectionSetNode,
    type: GraphQLNamedType,
    pageSize: number | null,
    flow: Flow,
    seen: ReadonlySet<string>,
    loaders: Set<string>,
  ): OperationWork => {
    const total = { cost: 0, calls: 0 };
    const add = (work: OperationWork) => {
      total.cost += work.cost;
      total.calls += work.calls;
    };
    for (const selection of selections.selections) {
      if (selection.kind === Kind.FIELD) add(fieldWork(selection, type, pageSize, flow, seen, loaders));
      else if (selection.kind === Kind.INLINE_FRAGMENT) {
        const on = selection.typeCondition ? (schema.getType(selection.typeCondition.name.value) ?? type) : type;
        add(selectionWork(selection.selectionSet, on, pageSize, flow, seen, loaders));
      } else {
        const name = selection.name.value;
        const fragment = fragments[name];
        // Validation refuses unknown and cyclic fragments before this runs; counted as nothing should one pass.
        if (!fragment || seen.has(name)) continue;
        const on = schema.getType(fragment.typeCondition.name.value) ?? type;
        add(selectionWork(fragment.selectionSet, on, pageSize, flow, new Set([...seen, name]), loaders));
      }
    }
    return total;
  };

  /** The calls of the field on `parent`; on an interface or union, those of the type that calls most. */
  const callsOf = (parent: GraphQLNamedType, name: string, node: FieldNode, flow: Flow, loaders: Set<string>) => {
    if (parent === root) {
      const entry = table[`${parent.name}.${name}`];
      const field = root.getFields()[name];
      const pages = field ? Math.ceil((pageRows(field, node, variables) ?? 1) / MAX_PAGE_SIZE) : 1;
      return { calls: entry ? ownCalls(entry, flow).calls : ROOT_FIELD_CALLS * pages, flow: ROOT_FLOW };
    }
    const owners = isAbstractType(parent) ? schema.getPossibleTypes(parent) : [parent];
    let most = { calls: 0, flow };
    let loader: string | undefined;
    for (const owner of owners) {
      const entry = table[`${owner.name}.${name}`];
      if (!entry || entry.kind === 'none') continue;
      const own = ownCalls(entry, flow);
      if (own.calls > most.calls || (own.calls === most.calls && own.flow.groups > most.flow.groups)) {
        most = own;
        loader = entry.loader;
      }
    }
    if (loader !== undefined) {
      if (loaders.has(loader)) most = { ...most, calls: 0 };
      loaders.add(loader);
    }
    return most;
  };

  const fieldWork = (
    node: FieldNode,
    parent: GraphQLNamedType,
    pageSize: number | null,
    flow: Flow,
    seen: ReadonlySet<string>,
    loaders: Set<string>,
  ): OperationWork => {
    if (node.name.value.startsWith('__')) return { cost: 1, calls: 0 };
    const field = isObjectType(parent) || isInterfaceType(parent) ? parent.getFields()[node.name.value] : undefined;
    if (!field) return { cost: 1, calls: 0 };
    const rows = isListType(getNullableType(field.type)) ? (pageSize ?? OTHER_LIST_ROWS) : 1;
    const own = callsOf(parent, node.name.value, node, flow, loaders);
    const type = getNamedType(field.type);
    const below = { groups: own.flow.groups, perGroup: own.flow.perGroup * rows };
    const inner =
      node.selectionSet && (isObjectType(type) || isAbstractType(type))
        ? selectionWork(node.selectionSet, type, pageRows(field, node, variables), below, seen, new Set())
        : { cost: 0, calls: 0 };
    return { cost: rows * (1 + inner.cost), calls: own.calls + inner.calls };
  };

  return root ? selectionWork(operation.selectionSet, root, null, ROOT_FLOW, new Set(), new Set()) : { cost: 0, calls: 0 };
}

/** The rows the operation may answer (operationWork's cost). */
export function operationCost(
  schema: GraphQLSchema,
  operation: OperationDefinitionNode,
  fragments: Readonly<Record<string, FragmentDefinitionNode>>,
  givenVariables: Variables = {},
): number {
  return operationWork(schema, operation, fragments, givenVariables).cost;
}

export function tooCostly(cost: number, limit = MAX_COST): GraphQLError {
  return new GraphQLError(
    `Consulta grande demais: custo estimado ${cost}, o limite é ${limit}. Peça menos linhas por página, menos campos ou menos apelidos.`,
    { extensions: { code: 'QUERY_TOO_COSTLY', cost, limit, http: { status: 400 } } },
  );
}

export function tooManyCalls(calls: number, limit = MAX_UPSTREAM_CALLS): GraphQLError {
  return new GraphQLError(
    `Consulta pesada demais para os serviços do painel: até ${calls} chamadas estimadas, o limite é ${limit}. Peça menos linhas por página, menos campos em cada linha ou menos apelidos.`,
    { extensions: { code: 'QUERY_TOO_COSTLY', upstreamCalls: calls, limit, http: { status: 400 } } },
  );
}

/** Costs remembered per operation and page-size values; beyond this many values an operation's costs are walked. */
const COSTS_PER_OPERATION = 32;

interface KnownCosts {
  schema: GraphQLSchema;
  fragments: Readonly<Record<string, FragmentDefinitionNode>>;
  /** The variables given as a pageSize anywhere in the operation or its fragments: all that the cost reads. */
  pageSizeVariables: string[];
  costs: Map<string, OperationWork>;
}

const knownCosts = new WeakMap<OperationDefinitionNode, KnownCosts>();

/** Names of the variables passed as a pageSize argument (a superset of those the walk reads: enough for a key). */
function pageSizeVariables(operation: OperationDefinitionNode, fragments: Readonly<Record<string, FragmentDefinitionNode>>): string[] {
  const names = new Set<string>();
  const visited = new Set<string>();
  const walk = (selections: SelectionSetNode) => {
    for (const selection of selections.selections) {
      if (selection.kind === Kind.FIELD) {
        for (const arg of selection.arguments ?? []) {
          if (arg.name.value === 'pageSize' && arg.value.kind === Kind.VARIABLE) names.add(arg.value.name.value);
        }
        if (selection.selectionSet) walk(selection.selectionSet);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) walk(selection.selectionSet);
      else if (!visited.has(selection.name.value)) {
        visited.add(selection.name.value);
        const fragment = fragments[selection.name.value];
        if (fragment) walk(fragment.selectionSet);
      }
    }
  };
  walk(operation.selectionSet);
  return [...names];
}

/** The operation's cost for these variables, from the remembered costs when it has been counted before. */
function knownCost(
  schema: GraphQLSchema,
  operation: OperationDefinitionNode,
  fragments: Readonly<Record<string, FragmentDefinitionNode>>,
  variables: Variables,
): OperationWork {
  let known = knownCosts.get(operation);
  if (!known || known.schema !== schema || known.fragments !== fragments) {
    known = { schema, fragments, pageSizeVariables: pageSizeVariables(operation, fragments), costs: new Map() };
    knownCosts.set(operation, known);
  }
  // The values as the walk reads them (a given value, else the definition's default, else nothing).
  let key = '';
  for (const name of known.pageSizeVariables) {
    const value = variables[name];
    key += value === undefined ? '\u0000;' : `${typeof value}:${typeof value === 'object' ? JSON.stringify(value) : String(value)};`;
  }
  const cached = known.costs.get(key);
  if (cached !== undefined) return cached;
  const work = operationWork(schema, operation, fragments, variables);
  if (known.costs.size < COSTS_PER_OPERATION) known.costs.set(key, work);
  return work;
}

/** Throws QUERY_TOO_COSTLY when the operation may answer more rows, or make more upstream calls, than the limits. */
export function checkCost(
  schema: GraphQLSchema,
  operation: OperationDefinitionNode,
  fragments: Readonly<Record<string, FragmentDefinitionNode>>,
  variables: Variables | undefined,
  limit = MAX_COST,
  callLimit = MAX_UPSTREAM_CALLS,
): void {
  const { cost, calls } = knownCost(schema, operation, fragments, variables ?? {});
  if (cost > limit) throw tooCostly(cost, limit);
  if (calls > callLimit) throw tooManyCalls(calls, callLimit);
}
