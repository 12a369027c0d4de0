// Sections and ranks <-> the schema's Section and SectionRank, and their write bodies.
import type { Section, SectionInput, SectionRank } from '../../generated/resolvers-types';
import type { RankDetailRecord, RankRecord, RankWrite, SectionRecord, SectionWrite } from '../../upstreams/product-api/sections';

export const toSection = (record: SectionRecord): Section => ({
  id: String(record.id),
  description: record.descricao,
  icon: record.icone || null,
  info: record.info || null,
  active: record.ativo === 'S',
  order: Number(record.ordenar ?? 0),
});

/** `code`: the branch's code (the rank names its branch by id, the `filial={id}` of
 *  docs/areas/catalogue.md#branch-ids-and-codes). */
export const toSectionRank = (record: RankDetailRecord, code: number): SectionRank => ({
  id: String(record.id),
  branch: code,
  sectionId: String(record.secao),
  description: record.section?.descricao ?? '',
  icon: record.section?.icone || null,
  sectionActive: record.section?.ativo === 'S',
  rank: Number(record.rank ?? 0),
  available: Boolean(record.ativo),
  feeSection: Boolean(record.is_taxa),
});

/** The whole section as PUT secoes/{id}/ takes it. */
export const sectionWrite = (record: SectionRecord): SectionWrite => ({
  descricao: record.descricao,
  icone: record.icone,
  info: record.info,
  ativo: record.ativo,
  ordenar: record.ordenar,
});

/** The edit form over the stored section; its position stays. */
export const toSectionWrite = (input: SectionInput, stored: SectionRecord): SectionWrite => ({
  descricao: input.description.trim(),
  icone: input.icon.trim(),
  info: input.info?.trim() || null,
  ativo: input.active ? 'S' : 'N',
  ordenar: stored.ordenar,
});

/** The whole rank as PUT rank-secao-filial/{id}/ takes it (ativo, filial, is_taxa, rank, secao), from a flat rank or
 *  a detail (whose `secao` is the section's id too). */
export const rankWrite = (record: RankRecord): RankWrite => ({
  secao: Number(record.secao),
  filial: Number(record.filial),
  rank: Number(record.rank),
  ativo: Boolean(record.ativo),
  is_taxa: Boolean(record.is_taxa),
});

/** The detail shape of a rank just written (the PUT answers the flat record; the section is the detail's). */
export const withSection = (written: RankRecord, detail: RankDetailRecord): RankDetailRecord => ({ ...written, section: detail.section });
