// horarios-especiais records <-> the schema's SpecialDate and the form's write body.
import type { SpecialDate, SpecialDateInput } from '../../generated/resolvers-types';
import type { SpecialDateRecord, SpecialDateWrite } from '../../upstreams/product-api/special-dates';
import { isoDay } from './rules';

export function toSpecialDate(record: SpecialDateRecord): SpecialDate {
  return {
    id: String(record.id),
    branch: Number(record.filial),
    date: String(record.data).slice(0, 10),
    type: record.tipo,
    description: record.descricao ?? '',
  };
}

export function toSpecialDateWrite(input: SpecialDateInput): SpecialDateWrite {
  return { filial: input.branch, data: isoDay(input.date), tipo: input.type, descricao: input.description.trim() };
}
