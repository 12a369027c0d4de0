// A rank's detail is one shape in the gateway: its section's id in `secao` (as the flat rank and the write name it)
// whichever way the API sent it, and the section detalhe-rank-secao-filial/ nests in `section`.
import { describe, expect, it } from 'vitest';
import type { HttpClient } from '../http';
import { Sections, toRankDetail } from './sections';
import { ProductApiTransport, type Params } from './transport';

const section = { id: 3370, descricao: 'MERCEARIA', icone: 'basket', ativo: 'S' };
const nestedRow = { id: 7, filial: 1, rank: 2, ativo: false, is_taxa: true, secao: section };

describe('toRankDetail', () => {
  it("keeps the nested section and names the section's id as the flat rank does", () => {
    expect(toRankDetail(nestedRow)).toEqual({ id: 7, filial: 1, rank: 2, ativo: false, is_taxa: true, secao: 3370, section });
  });

  it('makes a bare id the same section id with no section', () => {
    expect(toRankDetail({ ...nestedRow, secao: 3370 })).toEqual({ ...toRankDetail(nestedRow), section: null });
    expect(toRankDetail({ ...nestedRow, secao: '3370' }).secao).toBe(3370);
  });
});

describe('Sections', () => {
  it("shapes a branch's ranks and one rank read by id", async () => {
    const other = { ...nestedRow, id: 8, filial: 2 };
    class DemoTransport extends ProductApiTransport {
      override async get<T>(path: string, _params: Params = {}): Promise<T> {
        if (path === 'detalhe-rank-secao-filial/7/') return nestedRow as T;
        // A server that ignores the filter answers another branch's rank too.
        return { total: 2, next: null, results: [nestedRow, other] } as T;
      }
    }
    const sections = new Sections(new DemoTransport({} as HttpClient, null));
    expect(await sections.ranksOfBranch(1)).toEqual([toRankDetail(nestedRow)]);
    expect(await sections.getRank(7)).toEqual(toRankDetail(nestedRow));
  });
});
