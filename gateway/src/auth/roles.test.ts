import { describe, expect, it } from 'vitest';
import { deriveUserType } from './roles';

describe('deriveUserType (role derivation, docs/areas/staff-and-support.md#role-derivation)', () => {
  it.each([
    [{ is_checker: true }, 7],
    [{ is_deliveryman: true }, 6],
    [{ is_marketing: true }, 5],
    [{ is_separating: true }, 4],
    [{ is_submanager: true }, 3],
    [{ is_manager: true }, 2],
  ])('%o -> %i', (flags, type) => {
    expect(deriveUserType(flags, false)).toBe(type);
    expect(deriveUserType(flags, true)).toBe(type);
  });

  it('checks the flags in the spec order', () => {
    expect(deriveUserType({ is_manager: true, is_checker: true }, false)).toBe(7);
    expect(deriveUserType({ is_submanager: true, is_separating: true }, false)).toBe(4);
    expect(deriveUserType({ is_manager: true, is_deliveryman: true }, false)).toBe(6);
  });

  it('gives superuser only to is_superuser users without role flags', () => {
    expect(deriveUserType({}, true)).toBe(1);
    expect(deriveUserType({ is_manager: false, is_checker: null }, true)).toBe(1);
    expect(deriveUserType({}, false)).toBeNull();
  });
});
