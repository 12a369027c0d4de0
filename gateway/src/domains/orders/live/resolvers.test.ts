import { describe, expect, it } from 'vitest';
import type { Session } from '../../../auth/session';
import type { UserType } from '../../../auth/policy';
import type { OrderRecord } from '../../../upstreams/product-api/orders';
import { whatToTell } from './resolvers';

const user = (type: UserType, branch: number | null = 17) => ({ type, branch }) as Session;
const order = (status: string, codFilial = 17) => ({ id: 10, status, codfilial: { codFilial } }) as unknown as OrderRecord;

describe('what a board is told of an event', () => {
  it('the whole order when the subscriber may read it as it now stands', () => {
    expect(whatToTell(user(7), 'STATUS_CHANGED', order('P'))).toBe('order');
    expect(whatToTell(user(3), 'COMPLETED', order('V'))).toBe('order');
    expect(whatToTell(user(1, null), 'CANCELLED', order('X', 18))).toBe('order');
  });

  it("only the id of an order of their branch that finished, to a user without the finished orders' pages (type 7)", () => {
    expect(whatToTell(user(7), 'COMPLETED', order('V'))).toBe('id');
    expect(whatToTell(user(7), 'CANCELLED', order('X'))).toBe('id');
  });

  it("nothing of another branch's order, nor of a finished order's later events", () => {
    expect(whatToTell(user(7), 'COMPLETED', order('V', 18))).toBe('nothing');
    expect(whatToTell(user(7), 'STATUS_CHANGED', order('P', 18))).toBe('nothing');
    expect(whatToTell(user(7), 'ITEMS_CHANGED', order('V'))).toBe('nothing');
    expect(whatToTell(user(4), 'CANCELLED', order('X', 18))).toBe('nothing');
  });
});
