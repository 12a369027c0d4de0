// The request cost limit, counting the rows a list may answer. GraphQL Armor's cost limit counts each selected
// field once, whatever the list around it holds: fifteen aliases of every completed order with their items passed
// it and answered 28 MB. Here a field costs 1 plus what it selects, times the rows it may answer:
// - a list inside a paged field (one taking pageSize) answers up to that page size: the argument, its variable, or
//   the SDL default; 'all' (-1), a missing or unreadable value count as MAX_PAGE_SIZE (what 'all' may answer);
// - any other list counts OTHER_LIST_ROWS: a record's own short lists (addresses, substitutes, additional orders,
//   a recipe's ingredients) and the fixed pages of 8 or 20 products.
// MAX_COST leaves the web's heaviest operation (its open orders with 'Todos', 3.5 million; the web-documents test
// in tests/integration/gateway-protection.test.ts checks every one) room to grow, and refuses a few of them at
// once, or one list of every order with their 10 000-row item pages (600 million).
// The check runs once the operation is known and before it executes (variables included), so a refused request
// costs nothing upstream. checkCost remembers the cost per operation and fragments (Apollo hands over the same parsed
// document for a query text it has seen; apollo.ts keeps one fragment map per document) and per value of the variables that can change it (those given as a pageSize): the
// screens send the same few documents all day, so the walk runs once per document and page size, not per request.
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

/** The most a request may cost. */
export const MAX_COST = 10_000_000;
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

/** What the operation may cost, with its variables' values (a variable the request does not give: its default). */
export function operationCost(
  schema: GraphQLSchema,
  operation: OperationDefinitionNode,
  fragments: Readonly<Record<string, FragmentDefinitionNode>>,
  givenVariables: Variables = {},
): number {
  const variables: Record<string, unknown> = { ...givenVariables };
  for (const definition of operation.variableDefinitions ?? []) {
    const name = definition.variable.name.value;
    if (variables[name] === undefined && definition.defaultValue) variables[name] = valueFromASTUntyped(definition.defaultValue);
  }

  const selectionCost = (selections: SelectionSetNode, type: GraphQLNamedType, pageSize: number | null, seen: ReadonlySet<string>): number => {
    let total = 0;
    for (const selection of selections.selections) {
      if (selection.kind === Kind.FIELD) total += fieldCost(selection, type, pageSize, seen);
      else if (selection.kind === Kind.INLINE_FRAGMENT) {
        const on = selection.typeCondition ? (schema.getType(selection.typeCondition.name.value) ?? type) : type;
        total += selectionCost(selection.selectionSet, on, pageSize, seen);
      } else {
        const name = selection.name.value;
        const fragment = fragments[name];
        // Validation refuses unknown and cyclic fragments before this runs; counted as nothing should one pass.
        if (!fragment || seen.has(name)) continue;
        const on = schema.getType(fragment.typeCondition.name.value) ?? type;
        total += selectionCost(fragment.selectionSet, on, pageSize, new Set([...seen, name]));
      }
    }
    return total;
  };

  const fieldCost = (node: FieldNode, parent: GraphQLNamedType, pageSize: number | null, seen: ReadonlySet<string>): number => {
    if (node.name.value.startsWith('__')) return 1;
    const field = isObjectType(parent) || isInterfaceType(parent) ? parent.getFields()[node.name.value] : undefined;
    if (!field) return 1;
    const rows = isListType(getNullableType(field.type)) ? (pageSize ?? OTHER_LIST_ROWS) : 1;
    const type = getNamedType(field.type);
    const inner =
      node.selectionSet && (isObjectType(type) || isAbstractType(type)) ? selectionCost(node.selectionSet, type, pageRows(field, node, variables), seen) : 0;
    return rows * (1 + inner);
  };

  const root = schema.getRootType(operation.operation);
  return root ? selectionCost(operation.selectionSet, root, null, new Set()) : 0;
}

export function tooCostly(cost: number, limit = MAX_COST): GraphQLError {
  return new GraphQLError(
    `Consulta grande demais: custo estimado ${cost}, o limite é ${limit}. Peça menos linhas por página, menos campos ou menos apelidos.`,
    { extensions: { code: 'QUERY_TOO_COSTLY', cost, limit, http: { status: 400 } } },
  );
}

/** Costs remembered per operation and page-size values; beyond this many values an operation's costs are walked. */
const COSTS_PER_OPERATION = 32;

interface KnownCosts {
  schema: GraphQLSchema;
  fragments: Readonly<Record<string, FragmentDefinitionNode>>;
  /** The variables given as a pageSize anywhere in the operation or its fragments: all that the cost reads. */
  pageSizeVariables: string[];
  costs: Map<string, number>;
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
): number {
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
  const cost = operationCost(schema, operation, fragments, variables);
  if (known.costs.size < COSTS_PER_OPERATION) known.costs.set(key, cost);
  return cost;
}

/** Throws QUERY_TOO_COSTLY when the operation may cost more than the limit. */
export function checkCost(
  schema: GraphQLSchema,
  operation: OperationDefinitionNode,
  fragments: Readonly<Record<string, FragmentDefinitionNode>>,
  variables: Variables | undefined,
  limit = MAX_COST,
): void {
  const cost = knownCost(schema, operation, fragments, variables ?? {});
  if (cost > limit) throw tooCostly(cost, limit);
}
