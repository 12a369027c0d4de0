import { describe, expect, it } from 'vitest';
import { jumpPage, pageCount, readPaging, stepPage, writePaging } from '../lib/listPaging';
import { EMPTY_FILTER, productQueryFilter, readBranch, readFilter, writeBranch, writeFilter } from './urls';

const readPage = (params: URLSearchParams) => readPaging(params).page;
const writePage = (params: URLSearchParams, page: number) => writePaging(params, { ...readPaging(params), page });

describe('the pager (docs/areas/catalogue.md#products)', () => {
  it('wraps previous and next around', () => {
    expect(stepPage(1, 5, -1)).toBe(5);
    expect(stepPage(5, 5, 1)).toBe(1);
    expect(stepPage(2, 5, 1)).toBe(3);
    expect(stepPage(1, 1, 1)).toBe(1);
  });
  it('jumps to a typed page: below 1 to page 1, past the end to the last', () => {
    expect(jumpPage('3', 5)).toBe(3);
    expect(jumpPage('0', 5)).toBe(1);
    expect(jumpPage('-4', 5)).toBe(1);
    expect(jumpPage('abc', 5)).toBe(1);
    expect(jumpPage('99', 5)).toBe(5);
  });
  it('counts pages of 8', () => {
    expect(pageCount(0, 8)).toBe(1);
    expect(pageCount(8, 8)).toBe(1);
    expect(pageCount(9, 8)).toBe(2);
  });
});

describe('the URL state', () => {
  it('keeps branch, page and filter and starts a new filter or branch at page 1', () => {
    const filter = { ...EMPTY_FILTER, description: 'arroz', code: '10001', onOfferOnly: true, outOfLine: 'N' as const, registeredFrom: '2026-01-01' };
    let params = writePage(writeFilter(writeBranch(new URLSearchParams(), 17), filter), 3);
    expect(readBranch(params)).toBe(17);
    expect(readPage(params)).toBe(3);
    expect(readFilter(params)).toEqual(filter);
    params = writeFilter(params, EMPTY_FILTER);
    expect(readPage(params)).toBe(1);
    expect(readFilter(params)).toEqual(EMPTY_FILTER);
    expect(params.toString()).toBe('filial=17');
    expect(readBranch(writeBranch(params, null))).toBeNull();
  });
  it('ignores values it cannot use', () => {
    const params = new URLSearchParams('filial=x&pagina=-2&desde=ontem&codigo=12a&foralinha=X&secao=abc');
    expect(readBranch(params)).toBeNull();
    expect(readPage(params)).toBe(1);
    expect(readFilter(params)).toEqual(EMPTY_FILTER);
  });
  it('builds the gateway filter', () => {
    expect(productQueryFilter(null, EMPTY_FILTER)).toEqual({});
    expect(productQueryFilter(18, { ...EMPTY_FILTER, code: '7', outOfLine: 'S', withoutImageOnly: true, sectionId: '3378' })).toEqual({
      branch: 18,
      code: 7,
      outOfLine: true,
      withoutImageOnly: true,
      sectionId: '3378',
    });
  });
});
