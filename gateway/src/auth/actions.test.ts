import { describe, expect, it } from 'vitest';
import { allowedActions } from './policy';

describe('me.actions', () => {
  it('are the finer actions whose list holds the user type', () => {
    expect(allowedActions(1)).toEqual(expect.arrayContaining(['CHANGE_ORDER_STATUS', 'RESEND_INVOICING', 'SEE_ORDER_STAFF']));
    expect(allowedActions(3)).toEqual(expect.arrayContaining(['CHANGE_ORDER_STATUS', 'SEE_ORDER_STAFF']));
    expect(allowedActions(3)).not.toContain('RESEND_INVOICING');
    for (const type of [4, 7] as const) expect(allowedActions(type).filter((a) => a.includes('ORDER'))).toEqual([]);
  });
});
