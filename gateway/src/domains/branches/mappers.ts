// Branch records <-> the schema's Branch: English names over the product API's fields (schema/branches.graphql).
import type { BranchDeliveryPeriod, BranchInput, DeliveryPeriod } from '../../generated/resolvers-types';
import type { BranchWrite } from '../../upstreams/product-api/branches';
import type { BranchPeriodView, DeliveryPeriodRecord } from '../../upstreams/product-api/branch-delivery-periods';
import { normaliseCep, normaliseCnpj } from './rules';

const hhmm = (time: string) => time.slice(0, 5);

export function toBranchDeliveryPeriod(row: BranchPeriodView): BranchDeliveryPeriod {
  return {
    id: String(row.id),
    periodId: String(row.horario),
    start: hhmm(row.horaInicio),
    end: hhmm(row.horaFim),
    maxDeliveries: Number(row.quantidade ?? 0),
    type: row.tipo,
  };
}

export const toDeliveryPeriod = (row: DeliveryPeriodRecord): DeliveryPeriod => ({ id: String(row.id), start: hhmm(row.horaInicio), end: hhmm(row.horaFim) });

const orNull = (value: string | null | undefined) => value?.trim() || null;

/** The product API's body for the form: trimmed, CNPJ and CEP without punctuation, state upper case. */
export function toBranchWrite(input: BranchInput): BranchWrite {
  return {
    codFilial: input.code,
    razaoSocial: input.name.trim(),
    cnpj: normaliseCnpj(input.cnpj),
    endereco: input.address.trim(),
    numero: input.number.trim(),
    bairro: input.neighbourhood.trim(),
    cidade: input.city.trim(),
    estado: input.state.trim().toUpperCase(),
    cep: normaliseCep(input.postalCode),
    url_maps: orNull(input.mapsUrl),
    contato: orNull(input.contact),
    url_whatsapp: orNull(input.whatsappUrl),
    imagem: orNull(input.imageUrl),
    status: input.status,
  };
}
