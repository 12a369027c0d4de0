// horarios-especiais records <-> the schema's SpecialDate and the form's write body.
import type { SpecialDate, SpecialDateInput } from '../../generated/resolvers-types';
import type { SpecialDateRecord, SpecialDateWrite } from '../../upstreams/product-api/special-dates';
import { isoDay } from './rules';

/** `code`: the branch's code (the record names the branch by id). */
export function toSpecialDate(record: SpecialDateRecord, code: number): SpecialDate {
  return {
    id: String(record.id),
    branch: code,
    date: String(record.data).slice(0, 10),
    type: record.tipo,
    description: record.descricao ?? '',
  };
}

/** The body of POST / PUT horarios-especiais/: `filial` is the branch's id
 *  (docs/areas/catalogue.md#branch-ids-and-codes: `filial={id}`). */
export function toSpecialDateWrite(input: SpecialDateInput, branchId: number): SpecialDateWrite {
  return { filial: branchId, data: isoDay(input.date), tipo: input.type, descricao: input.description.trim() };
}
