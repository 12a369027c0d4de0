// What the policy and input checks cost per request of a page, measured in this process on the gateway's own code:
// the cost limit (query-cost.ts checkCost, as Apollo's hook calls it on a document it has seen), then every field
// check the answer went through (auth/directives.ts fieldChecks: the @policy/@signedIn guards and the input limits,
// the very functions applyGuards puts in front of each resolver), called with the arguments and the session the
// request had. The field calls are found by walking the gateway's real answer along the document, so a field
// refused (null) or a list of 5 rows counts exactly as often as the gateway ran its check. Not included: graphql-jit
// calling a wrapped field through a resolver (a default field would be read inline), which no knob can separate.
import {
  getNamedType,
  isAbstractType,
  isObjectType,
  Kind,
  parse,
  type FragmentDefinitionNode,
  type GraphQLObjectType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';
import { getArgumentValues } from 'graphql/execution/values.js';
import { buildSchema } from '../../gateway/src/schema';
import { fieldChecks, type FieldCheck } from '../../gateway/src/auth/directives';
import { checkCost, operationCost } from '../../gateway/src/query-cost';
import type { Session } from '../../gateway/src/auth/session';
import type { UserType } from '../../gateway/src/auth/policy';

export interface CheckCost {
  /** Field checks run per request (guarded or text-taking fields, counting every row). */
  fieldChecks: number;
  /** µs per request: the cost limit as served (remembered per document and page size). */
  costUs: number;
  /** µs per request: the cost walk itself (a document's first use, or before the cost was remembered). */
  costWalkUs: number;
  /** µs per request: every field check of the answer. */
  fieldUs: number;
}

type Call = readonly [FieldCheck, Record<string, unknown>];

/** The field checks the answer went through, in order. */
function callsOf(
  schema: GraphQLSchema,
  operation: OperationDefinitionNode,
  fragments: Record<string, FragmentDefinitionNode>,
  variables: Record<string, unknown>,
  data: unknown,
): Call[] {
  const checkOf = fieldChecks(schema);
  const calls: Call[] = [];
  const visit = (selections: SelectionSetNode, type: GraphQLObjectType, value: Record<string, unknown>) => {
    for (const selection of selections.selections) {
      if (selection.kind === Kind.INLINE_FRAGMENT || selection.kind === Kind.FRAGMENT_SPREAD) {
        const fragment = selection.kind === Kind.INLINE_FRAGMENT ? selection : fragments[selection.name.value];
        const on = fragment.typeCondition?.name.value;
        if (!on || on === type.name || !isObjectType(schema.getType(on))) visit(fragment.selectionSet, type, value);
        continue;
      }
      const name = selection.name.value;
      if (name.startsWith('__')) continue;
      const field = type.getFields()[name];
      const check = checkOf(type.name, field);
      if (check) calls.push([check, getArgumentValues(field, selection, variables)]);
      const answer = value[selection.alias?.value ?? name];
      if (!selection.selectionSet || answer === null || answer === undefined) continue;
      const named = getNamedType(field.type);
      const rows = Array.isArray(answer) ? (answer.flat(Infinity) as unknown[]) : [answer];
      for (const row of rows) {
        if (row === null || typeof row !== 'object') continue;
        const rowType = isAbstractType(named) ? schema.getType(String((row as { __typename?: string }).__typename)) : named;
        if (isObjectType(rowType)) visit(selection.selectionSet, rowType, row as Record<string, unknown>);
      }
    }
  };
  const root = schema.getRootType(operation.operation);
  if (root) visit(operation.selectionSet, root, data as Record<string, unknown>);
  return calls;
}

/**
 * CPU µs per run of `work` (this process's user + system time, which other processes on a shared machine do not
 * inflate the way they stretch wall time), over enough runs to use about `ms` milliseconds of CPU after a warm-up.
 */
function usPerRun(work: () => void, ms = 300): number {
  for (let i = 0; i < 200; i++) work();
  const cpu = () => {
    const { user, system } = process.cpuUsage();
    return user + system;
  };
  let runs = 0;
  const start = cpu();
  let used = 0;
  while (used < ms * 1000) {
    for (let i = 0; i < 100; i++) work();
    runs += 100;
    used = cpu() - start;
  }
  return used / runs;
}

/** The checks of one request of `query` whose answer was `data`, for a signed-in user of `type`. */
export function measureCheckCost(query: string, variables: Record<string, unknown>, data: unknown, type: UserType, branch: number | null): CheckCost {
  const schema = buildSchema();
  const document = parse(query);
  const operation = document.definitions.find((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION)!;
  const fragments: Record<string, FragmentDefinitionNode> = {};
  for (const d of document.definitions) if (d.kind === Kind.FRAGMENT_DEFINITION) fragments[d.name.value] = d;
  const calls = callsOf(schema, operation, fragments, variables, data);
  const context = { session: { type, branch } as Session };
  let passed = 0;
  const fieldUs = usPerRun(() => {
    for (const [check, args] of calls) if (check(args, context)) passed++;
  });
  const costUs = usPerRun(() => checkCost(schema, operation, fragments, variables));
  const costWalkUs = usPerRun(() => void operationCost(schema, operation, fragments, variables));
  if (passed < 0) throw new Error('unreachable'); // keeps the checks' results alive
  return { fieldChecks: calls.length, costUs, costWalkUs, fieldUs };
}
