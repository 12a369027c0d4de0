import { buildSchema, GraphQLError, parse, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import type { GatewayServices } from '../context';
import { formatLiveResult, liveValidationErrors } from './socket';

const logged: unknown[] = [];
const services = { log: { error: (message: string, details: unknown) => logged.push([message, details]) } } as unknown as GatewayServices;

describe("a live event's errors", () => {
  it("keep the gateway's own codes and texts; a bug is logged and, in production, its text replaced", () => {
    const refusal = new GraphQLError('Acesso negado.', { extensions: { code: 'FORBIDDEN' }, path: ['orderEvents'] });
    const bug = new GraphQLError('cannot read x of undefined', { path: ['orderEvents', 'order'], originalError: new TypeError('x') });
    const result = { data: null, errors: [refusal, bug] };
    expect(formatLiveResult(result, services, true).errors).toEqual([
      { message: 'Acesso negado.', path: ['orderEvents'], extensions: { code: 'FORBIDDEN' } },
      { message: 'Erro interno. Tente novamente.', path: ['orderEvents', 'order'], extensions: { code: 'INTERNAL_SERVER_ERROR' } },
    ]);
    expect(formatLiveResult(result, services, false).errors?.[1]).toMatchObject({
      message: 'cannot read x of undefined',
      extensions: { code: 'INTERNAL_SERVER_ERROR' },
    });
    expect(logged).toHaveLength(2);
    expect(formatLiveResult({ data: { ok: true } }, services, true)).toEqual({ data: { ok: true } });
  });
});

describe("a subscription document's validation errors", () => {
  const schema = buildSchema('type Query { ok: Boolean } type Subscription { orderEvents(branch: Int): Boolean }');
  const errors = validate(schema, parse('subscription { orderEvent(branche: 1) }'));

  it("lose graphql-js's schema hints in production only, keeping where they point", () => {
    expect(errors[0].message).toBe('Cannot query field "orderEvent" on type "Subscription". Did you mean "orderEvents"?');
    const production = liveValidationErrors(errors, true);
    expect(production.map((error) => error.message)).toEqual(['Cannot query field "orderEvent" on type "Subscription".']);
    expect(production[0].locations).toEqual(errors[0].locations);
    expect(liveValidationErrors(errors, false)).toBe(errors);
  });
});
