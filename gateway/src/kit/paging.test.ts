import { describe, expect, it } from 'vitest';
import { pageRequest, pageResult } from './paging';

const codeOf = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    return (error as { extensions?: { code?: string } }).extensions?.code;
  }
  return 'no error';
};

describe('page requests', () => {
  it('defaults to page 1 of 5', () => {
    expect(pageRequest(undefined, undefined)).toEqual({ page: 1, size: 5, all: false });
    expect(pageRequest(3, 50)).toEqual({ page: 3, size: 50, all: false });
  });

  it('reads -1 as all, capped at 10 000', () => {
    expect(pageRequest(1, -1)).toEqual({ page: 1, size: 10_000, all: true });
    expect(pageRequest(3, -1)).toEqual({ page: 1, size: 10_000, all: true });
    expect(pageResult({ page: 1, size: 10_000, all: true }, { total: 12_000, items: [1, 2] })).toEqual({
      total: 12_000,
      items: [1, 2],
      truncated: true,
    });
    expect(pageResult({ page: 2, size: 5, all: false }, { total: 12_000, items: [1] }).truncated).toBe(false);
  });

  it('refuses bad pages and sizes as BAD_USER_INPUT', () => {
    for (const [page, size] of [
      [0, 5],
      [-2, 5],
      [1.5, 5],
      [1, 0],
      [1, -5],
      [1, 10_001],
      [0, -1],
    ]) {
      expect(codeOf(() => pageRequest(page, size))).toBe('BAD_USER_INPUT');
    }
  });
});
