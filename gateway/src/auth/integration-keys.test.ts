// Integration keys: the secret's shape and hash (constant-time match, the id read back), the pages a key may hold,
// key states, and the guards: a key is checked against ITS page set, not a user type's (directives.ts).
import { describe, expect, it } from 'vitest';
import { GraphQLError, isObjectType } from 'graphql';
import { buildSchema } from '../schema';
import { fieldChecks, guardOf } from './directives';
import { hashSecret, KEY_EXCLUDED_PAGES, KEY_PAGES, keyState, newSecret, secretKeyId, secretMatches } from './integration-keys';
import { keySession } from './integration-keys-caller';
import type { Session, SessionUser } from './session';
import { ACTION_ACCESS } from './policy';

const hashKey = Buffer.alloc(32, 7);

describe('secrets', () => {
  it('carry the pk_ prefix and their id; only the exact secret matches its hash', () => {
    const { id, secret } = newSecret();
    expect(secret.startsWith('pk_')).toBe(true);
    expect(secretKeyId(secret)).toBe(id);
    const stored = hashSecret(hashKey, secret);
    expect(secretMatches(hashKey, secret, stored)).toBe(true);
    expect(secretMatches(hashKey, `${secret.slice(0, -1)}${secret.endsWith('A') ? 'B' : 'A'}`, stored)).toBe(false);
    expect(secretMatches(Buffer.alloc(32, 8), secret, stored)).toBe(false);
    expect(secretKeyId('pk_nothex_x')).toBeNull();
    expect(secretKeyId('eyJhbGciOi.jwt.token')).toBeNull();
  });
});

describe('pages a key may hold', () => {
  it('leave out the key page and the pages that manage people and passwords', () => {
    for (const page of ['integracoes', 'funcionario', 'entregador', 'separador', 'recovery'] as const) {
      expect(KEY_EXCLUDED_PAGES.has(page)).toBe(true);
      expect(KEY_PAGES).not.toContain(page);
    }
    expect(KEY_PAGES).toContain('pedido');
    expect(KEY_PAGES).toContain('produto');
  });

  it('states: revoked first, then expired', () => {
    const now = new Date('2026-11-26T12:00:00Z');
    expect(keyState({ revokedAt: null, expiresAt: new Date('2026-12-01T00:00:00Z') }, now)).toBe('ACTIVE');
    expect(keyState({ revokedAt: null, expiresAt: now }, now)).toBe('EXPIRED');
    expect(keyState({ revokedAt: now, expiresAt: new Date('2027-01-01T00:00:00Z') }, now)).toBe('REVOKED');
  });
});

const account: SessionUser = { userId: 1, employeeId: 1, matricula: 'ferramentas', name: 'Conta', email: null, type: 1, branch: null };
const record = (pages: Session['type'] extends never ? never : string[], branch: number | null) => ({
  id: '00000000-0000-4000-8000-000000000001',
  name: 'BI',
  pages: pages as never,
  branch,
  secretHash: '',
  createdBy: 'x',
  createdAt: new Date(),
  expiresAt: new Date(Date.now() + 86_400_000),
  lastUsedAt: null,
  revokedAt: null,
});

describe('a key as the guards see it', () => {
  const schema = buildSchema();
  const checkOf = fieldChecks(schema);
  const outcome = (run: () => boolean) => {
    try {
      return run() ? 'runs' : 'null';
    } catch (error) {
      return String((error as GraphQLError).extensions?.code);
    }
  };
  const run = (typeName: string, fieldName: string, session: Session) => {
    const type = schema.getType(typeName);
    if (!isObjectType(type)) throw new Error(typeName);
    const check = checkOf(typeName, type.getFields()[fieldName]);
    return check ? outcome(() => check({}, { session })) : 'runs';
  };

  it('opens exactly its pages, whatever type 1 could open', () => {
    const key = keySession(record(['pedido'], null), account, new Date());
    expect(key.type).toBe(1);
    expect(run('Query', 'openOrders', key)).toBe('runs');
    expect(run('Query', 'paymentMethods', key)).toBe('FORBIDDEN');
    expect(run('Query', 'integrationKeys', key)).toBe('FORBIDDEN');
    // A nested field of a page the key lacks answers null (Customer.email needs 'cliente').
    expect(run('Customer', 'email', key)).toBe('null');
    expect(run('Customer', 'email', keySession(record(['cliente'], null), account, new Date()))).toBe('runs');
  });

  it('is refused what any signed-in person may call, and the public mutations (login, logout)', () => {
    const key = keySession(record(['pedido', 'produto'], null), account, new Date());
    expect(run('Query', 'search', key)).toBe('FORBIDDEN');
    expect(run('Mutation', 'touchSession', key)).toBe('FORBIDDEN');
    expect(run('Mutation', 'login', key)).toBe('FORBIDDEN');
    expect(run('Mutation', 'logout', key)).toBe('FORBIDDEN');
    expect(run('Query', 'ok', key)).toBe('runs');
    // A person still passes them.
    const person = { ...key, integration: undefined } as Session;
    expect(run('Mutation', 'login', person)).toBe('runs');
    expect(run('Query', 'search', person)).toBe('runs');
  });

  it("checks every guarded field against the key page set, a branch-bound key's actions as type 3's", () => {
    const pages = ['pedido', 'produto', 'relatorio'];
    const key = keySession(record(pages, 7), account, new Date());
    expect(key.type).toBe(3);
    let compared = 0;
    for (const type of Object.values(schema.getTypeMap())) {
      if (!isObjectType(type) || type.name.startsWith('__')) continue;
      const root = ['Query', 'Mutation', 'Subscription'].includes(type.name);
      for (const field of Object.values(type.getFields())) {
        const guards = guardOf(schema, field);
        if (!guards.length || guards.every((g) => g.kind === 'public')) continue;
        const policies = guards.filter((g) => g.kind === 'policy');
        const passes =
          policies.length === guards.length &&
          policies.every((g) => g.kind === 'policy' && pages.includes(g.page) && (!g.action || ACTION_ACCESS[g.action].includes(3)));
        expect(`${type.name}.${field.name}: ${run(type.name, field.name, key)}`).toBe(
          `${type.name}.${field.name}: ${passes ? 'runs' : root ? 'FORBIDDEN' : 'null'}`,
        );
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(150);
  });

  it('bound to a branch, opens only the pages the policy binds (a key stored with a branch-wide page loses it)', () => {
    const bound = keySession(record(['pedido', 'cliente', 'configuracoes', 'logapi'], 17), account, new Date());
    expect([...bound.integration!.pages]).toEqual(['pedido', 'configuracoes']);
    const unbound = keySession(record(['pedido', 'cliente'], null), account, new Date());
    expect([...unbound.integration!.pages]).toEqual(['pedido', 'cliente']);
  });
});

describe("a key's audit entry", () => {
  it("names the key on the after side, a person's entry unchanged", async () => {
    const { byKey } = await import('../workflows/audit');
    expect(byKey(undefined, { id: 1 })).toEqual({ id: 1 });
    expect(byKey('BI', { id: 1 })).toEqual({ id: 1, ator: 'integração: BI' });
    expect(byKey('BI', null)).toEqual({ ator: 'integração: BI' });
    expect(byKey('BI', [1])).toEqual({ ator: 'integração: BI', dado: [1] });
  });
});
