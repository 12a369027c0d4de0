// Property-based fuzzing of the gateway on the reference upstreams (fast-check): generated requests over every
// root field, with hostile argument values for every argument type (control characters, lone UTF-16 surrogates,
// very long strings, huge and negative numbers and ids, decimals and dates beyond what the product API keeps,
// wrong types, unknown enum values) and deep or wide selections, as a superuser and without a session. Every
// answer: no 5xx, no INTERNAL_SERVER_ERROR, no upstream error (the upstreams are healthy, so one would be caused by
// the input), none of the product API's English refusals of a value the gateway should have refused. It prints the
// slowest answer: how fast is the benchmarks' question, not a test's.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { getIntrospectionQuery, type IntrospectionQuery, type IntrospectionTypeRef } from 'graphql';
import { withStack } from './setup';
import { Client, type Stack } from './stack';

/**
 * Requests generated per run: a fixed count, not a time budget, so what the test proves does not shrink on a busy
 * machine (its answers' times are printed, never asserted).
 */
const RUNS = 600;
const FORBIDDEN_CODES = new Set(['INTERNAL_SERVER_ERROR', 'UPSTREAM_ERROR', 'UPSTREAM_UNAVAILABLE', 'UPSTREAM_TIMEOUT']);
/** The product API's (DRF's) texts for a decimal, date or key the gateway lets through, anywhere in an answer. */
const UPSTREAM_VALUE_TEXTS = /no more than \d+ digits|Invalid pk|Enter a valid date|has wrong format|A valid number is required|invalid input syntax/;

let stack: Stack;
let schema: IntrospectionQuery['__schema'];
let superuser: Client;

withStack(['1001'], async (started, clients) => {
  stack = started;
  [superuser] = clients;
  schema = ((await superuser.query(getIntrospectionQuery())).body.data as IntrospectionQuery).__schema;
});

type TypeRef = IntrospectionTypeRef;
const named = (name: string) => schema.types.find((t) => t.name === name)!;
const innerName = (type: TypeRef): string => (type.kind === 'NON_NULL' || type.kind === 'LIST' ? innerName(type.ofType) : type.name);
const typeText = (type: TypeRef): string =>
  type.kind === 'NON_NULL' ? `${typeText(type.ofType)}!` : type.kind === 'LIST' ? `[${typeText(type.ofType)}]` : type.name;

const CONTROL = fc.constantFrom('\u0000', '\u0007', '\u001b[31m', '\r\n', '\t', '\u007f', '\u202e', '\ud800', '\udfff', '\ud83d', '\ude00x');
const hostileString = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.tuple(fc.string({ maxLength: 10 }), CONTROL, fc.string({ maxLength: 10 })).map((parts) => parts.join('')),
  fc.constantFrom(201, 2_001, 100_000, 800_000).map((n) => 'a'.repeat(n)),
  fc.constantFrom('', ' ', '0', '-1', '1', '5', '17', '2147483648', '99999999999999999999', '1e309', 'NaN', '%00', '../../x', "' OR 1=1 --", '<script>'),
  // A lone surrogate alone, or inside otherwise plain text (names, codes, ids).
  fc.tuple(fc.string({ maxLength: 8 }), fc.constantFrom('\ud800', '\udbff', '\udc00', '\udfff')).map(([text, lone]) => `${text}${lone}`),
);
const hostileInt = fc.oneof(fc.integer(), fc.constantFrom(-1, 0, 1, 17, 10_000, -(2 ** 31), 2 ** 31 - 1));
/** Values of the wrong type: GraphQL must refuse them as the client's mistake. */
const wrongType = fc.constantFrom<unknown>(2 ** 53, 1.5, -0.1, 'x', true, null, [], {}, [1, 2], { a: 1 });

function valueOf(type: TypeRef, depth = 0): fc.Arbitrary<unknown> {
  if (type.kind === 'NON_NULL') return fc.oneof({ weight: 9, arbitrary: valueOf(type.ofType, depth) }, { weight: 1, arbitrary: wrongType });
  if (type.kind === 'LIST') {
    return fc.oneof(fc.array(valueOf(type.ofType, depth + 1), { maxLength: 4 }), fc.constant(null), valueOf(type.ofType, depth + 1));
  }
  const definition = named(type.name);
  if (definition.kind === 'ENUM') return fc.oneof(fc.constantFrom(...definition.enumValues.map((v) => v.name)), fc.constantFrom('NOPE', 'r', ''));
  if (definition.kind === 'INPUT_OBJECT') {
    if (depth > 3) return fc.constant(null);
    const fields = Object.fromEntries(definition.inputFields.map((f) => [f.name, valueOf(f.type, depth + 1)]));
    return fc.oneof({ weight: 9, arbitrary: fc.record(fields, { requiredKeys: [] }) }, { weight: 1, arbitrary: wrongType });
  }
  switch (type.name) {
    case 'Int':
      return fc.oneof({ weight: 8, arbitrary: hostileInt }, { weight: 1, arbitrary: wrongType });
    case 'Boolean':
      return fc.oneof({ weight: 8, arbitrary: fc.boolean() }, { weight: 1, arbitrary: wrongType });
    case 'Date':
      return fc.oneof(fc.constantFrom('2026-01-01', '0000-00-00', '0000-01-01', '1899-12-31', '2101-01-01', '9999-12-31', '2026-02-30'), hostileString);
    case 'DateTime':
      return fc.oneof(
        fc.constantFrom(
          '2026-01-01T00:00:00Z',
          '1970-01-01T00:00:00.000-03:00',
          '+275760-09-13T00:00:00Z',
          '0000-01-01T00:00:00Z',
          '9999-12-31T23:59:59-03:00',
        ),
        hostileString,
      );
    case 'Decimal':
      return fc.oneof(fc.constantFrom('999999999999999.99', '100000000000', '99999999999.999', '1.2345', '-0.001', '1e5', 7.5, 2 ** 53), hostileString);
    default:
      return fc.oneof({ weight: 9, arbitrary: hostileString }, { weight: 1, arbitrary: wrongType });
  }
}

/** A selection of the type's fields: some scalars, nested objects to `depth`, sometimes aliased many times. */
function selectionOf(typeName: string, depth: number): fc.Arbitrary<string> {
  const type = named(typeName);
  if (type.kind !== 'OBJECT') return fc.constant('');
  const leaves = type.fields.filter((f) => named(innerName(f.type)).kind !== 'OBJECT' && !f.args.some((a) => a.type.kind === 'NON_NULL'));
  const objects = depth > 0 ? type.fields.filter((f) => named(innerName(f.type)).kind === 'OBJECT') : [];
  const leafPart = fc.subarray(
    leaves.map((f) => f.name),
    { minLength: 1 },
  );
  const nested: fc.Arbitrary<string[]> = fc
    .subarray(objects, { maxLength: Math.min(3, objects.length) })
    .chain((chosen) => fc.tuple(...chosen.map((f) => selectionOf(innerName(f.type), depth - 1).map((s) => `${f.name} ${s}`))).map((parts) => [...parts]));
  const wide = fc.integer({ min: 0, max: 20 });
  return fc.tuple(leafPart, nested, wide).map(([names, inner, aliases]) => {
    const copies = Array.from({ length: aliases }, (_, i) => `a${i}: __typename`);
    return `{ __typename ${names.join(' ')} ${inner.join(' ')} ${copies.join(' ')} }`;
  });
}

interface Request {
  who: 'superuser' | 'nobody';
  query: string;
  variables: Record<string, unknown>;
}

type FieldDefinition = { name: string; args: Array<{ name: string; type: TypeRef }>; type: TypeRef };
const fieldsOf = (typeName: string) => (named(typeName) as unknown as { fields: FieldDefinition[] }).fields;

function requestFor(root: 'Query' | 'Mutation', definition: FieldDefinition): fc.Arbitrary<Request> {
  const args = fc.record(Object.fromEntries(definition.args.map((a) => [a.name, valueOf(a.type)])), { requiredKeys: [] });
  const selection = fc.integer({ min: 0, max: 6 }).chain((depth) => selectionOf(innerName(definition.type), depth));
  // Logging out would end the session the other requests use: only the anonymous client does it.
  const who = definition.name === 'logout' ? fc.constant('nobody' as const) : fc.constantFrom('superuser' as const, 'nobody' as const);
  return fc.tuple(args, selection, who).map(([values, fields, whom]) => {
    const declared = definition.args.map((a) => `$${a.name}: ${typeText(a.type)}`).join(', ');
    const passed = definition.args.map((a) => `${a.name}: $${a.name}`).join(', ');
    return {
      who: whom,
      query: `${root.toLowerCase()}${declared ? `(${declared})` : ''} { ${definition.name}${passed ? `(${passed})` : ''} ${fields} }`,
      variables: values,
    };
  });
}

describe('fuzzing every root field', () => {
  it('no 5xx, no internal or upstream error, no upstream text in any answer', async () => {
    const roots = (['Query', 'Mutation'] as const).flatMap((root) => fieldsOf(root).map((f) => requestFor(root, f)));
    const nobody = new Client(stack.gateway.url);
    let tried = 0;
    let slowest = 0;
    const outcomes = new Map<string, number>();
    const started = Date.now();
    const outcome = await fc.check(
      fc.asyncProperty(fc.oneof(...roots), async (request) => {
        const client = request.who === 'superuser' ? superuser : nobody;
        const begun = Date.now();
        const answer = await client.raw(JSON.stringify({ query: request.query, variables: request.variables }));
        const ms = Date.now() - begun;
        tried++;
        slowest = Math.max(slowest, ms);
        expect(answer.status).toBeLessThan(500);
        const codes = (answer.body.errors ?? []).map((e) => e.extensions?.code);
        const outcome = `${answer.status} ${codes[0] ?? 'data'}`;
        outcomes.set(outcome, (outcomes.get(outcome) ?? 0) + 1);
        expect(
          codes.filter((code) => code === undefined || FORBIDDEN_CODES.has(code)),
          JSON.stringify(answer.body.errors),
        ).toEqual([]);
        expect(JSON.stringify(answer.body)).not.toMatch(UPSTREAM_VALUE_TEXTS);
      }),
      { numRuns: RUNS, endOnFailure: true },
    );
    // fast-check's own report would print the counterexample whole (some strings are 800 KB): shortened here.
    if (outcome.failed) {
      const shown = JSON.stringify(outcome.counterexample, (_key, value: unknown) =>
        typeof value === 'string' && value.length > 120 ? `${value.slice(0, 60)}…(${value.length} characters)` : value,
      );
      throw new Error(
        `fuzz failed after ${tried} requests (seed ${outcome.seed}, path ${outcome.counterexamplePath}): ${String(outcome.errorInstance).slice(0, 2000)}\n${shown}`,
      );
    }
    const summary = [...outcomes]
      .sort((a, b) => b[1] - a[1])
      .map(([k, n]) => `${k}: ${n}`)
      .join(', ');
    console.log(`fuzz: ${tried} requests in ${Date.now() - started} ms, slowest answer ${slowest} ms (${summary})`);
    expect(tried).toBe(RUNS);
  }, 300_000);
});
