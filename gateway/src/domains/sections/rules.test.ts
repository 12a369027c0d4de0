import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { numericIds, reorderPlan, sectionProblems } from './rules';
import { rankWrite, toSection, toSectionRank, toSectionWrite } from './mappers';

const placed = (...ids: number[]) => ids.map((id, position) => ({ id, position }));

describe('reorderPlan', () => {
  it('writes only the items whose position changed, each to its new index', () => {
    // 3 moved from the top to the bottom: every item changes place.
    expect(reorderPlan(placed(3, 4, 5), [4, 5, 3])).toEqual([
      { id: 4, from: 1, to: 0 },
      { id: 5, from: 2, to: 1 },
      { id: 3, from: 0, to: 2 },
    ]);
    // Two neighbours swapped: only they are written.
    expect(reorderPlan(placed(1, 2, 3, 4, 5), [1, 2, 4, 3, 5])).toEqual([
      { id: 4, from: 3, to: 2 },
      { id: 3, from: 2, to: 3 },
    ]);
    expect(reorderPlan(placed(1, 2, 3), [1, 2, 3])).toEqual([]);
  });

  it('keeps the slots of items not asked for (inactive sections hidden by the switch)', () => {
    // 2 is hidden: 1 and 3 swap around it.
    expect(reorderPlan(placed(1, 2, 3), [3, 1])).toEqual([
      { id: 3, from: 2, to: 0 },
      { id: 1, from: 0, to: 2 },
    ]);
  });

  it('gives stored positions with gaps or repeats their index', () => {
    expect(
      reorderPlan(
        [
          { id: 1, position: 0 },
          { id: 2, position: 0 },
          { id: 3, position: 7 },
        ],
        [1, 2, 3],
      ),
    ).toEqual([
      { id: 2, from: 0, to: 1 },
      { id: 3, from: 7, to: 2 },
    ]);
  });

  it('refuses unknown and repeated ids', () => {
    expect(reorderPlan(placed(1, 2), [1, 9])).toBeNull();
    expect(reorderPlan(placed(1, 2), [1, 1])).toBeNull();
  });

  it('applied, always gives the asked order and contiguous positions', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer({ min: 1, max: 500 }), { minLength: 1, maxLength: 30 }), fc.infiniteStream(fc.double()), (ids, rolls) => {
        const stored = placed(...ids);
        const asked = [...ids].sort(() => rolls.next().value - 0.5).filter(() => rolls.next().value > 0.2);
        const moves = reorderPlan(stored, asked)!;
        const position = new Map(stored.map((s) => [s.id, s.position]));
        for (const m of moves) position.set(m.id, m.to);
        const final = [...position.entries()].sort((a, b) => a[1] - b[1]);
        expect(final.map(([, p]) => p)).toEqual(ids.map((_, i) => i));
        expect(final.map(([id]) => id).filter((id) => asked.includes(id))).toEqual(asked);
        expect(moves.every((m) => m.from !== m.to)).toBe(true);
      }),
    );
  });
});

describe('the section form', () => {
  it('needs a description and an icon, with the generic message', () => {
    expect(sectionProblems({ description: 'A', icon: 'paw', info: null, active: true })).toEqual([]);
    expect(sectionProblems({ description: ' ', icon: '', info: 'x', active: false })).toEqual([
      { field: 'description', message: 'Descrição não pode estar vazio!' },
      { field: 'icon', message: 'Ícone não pode estar vazio!' },
    ]);
  });

  it("refuses an icon the customer app cannot draw, and takes its set's names and aliases", () => {
    for (const icon of ['shopping-basket', 'glass-water', 'apple-whole', ' leaf ', 'glass-martini-alt']) {
      expect(sectionProblems({ description: 'A', icon, info: null, active: true }), icon).toEqual([]);
    }
    expect(sectionProblems({ description: 'A', icon: 'cesta', info: null, active: true })).toEqual([
      { field: 'icon', message: 'O app não conhece o ícone "cesta": use um nome de ícone do Font Awesome (ex.: shopping-basket, paw).' },
    ]);
  });

  it('reads ids as numbers or refuses them', () => {
    expect(numericIds(['1', ' 22 '])).toEqual([1, 22]);
    expect(numericIds(['1', 'x'])).toBeNull();
  });
});

describe('mappers', () => {
  const record = { id: 3370, descricao: 'MERCEARIA', icone: 'shopping-basket', info: '', ativo: 'N', ordenar: 4 };
  it('maps a section and keeps its position on edit', () => {
    expect(toSection(record)).toEqual({ id: '3370', description: 'MERCEARIA', icon: 'shopping-basket', info: null, active: false, order: 4 });
    expect(toSectionWrite({ description: ' Mercearia ', icon: ' basket ', info: ' ', active: true }, record)).toEqual({
      descricao: 'Mercearia',
      icone: 'basket',
      info: null,
      ativo: 'S',
      ordenar: 4,
    });
  });
  it('maps a rank and writes it flat', () => {
    const rank = { id: 7, filial: 1, rank: 2, ativo: false, is_taxa: true, secao: 3370, section: { id: 3370, descricao: 'MERCEARIA', icone: 'x', ativo: 'S' } };
    expect(toSectionRank(rank, 17)).toEqual({
      id: '7',
      branch: 17,
      sectionId: '3370',
      description: 'MERCEARIA',
      icon: 'x',
      sectionActive: true,
      rank: 2,
      available: false,
      feeSection: true,
    });
    expect(rankWrite(rank)).toEqual({ secao: 3370, filial: 1, rank: 2, ativo: false, is_taxa: true });
  });
});
