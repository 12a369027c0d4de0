// General settings records <-> the schema's BranchSettings: English names over the product API's fields, and the
// write body of the form. The password never leaves here in plain text: it is sealed, or the stored one kept.
import type { BranchSettings, BranchSettingsInput } from '../../generated/resolvers-types';
import type { GeneralSettingsFields, GeneralSettingsRecord, GeneralSettingsWrite } from '../../upstreams/product-api/general-settings';
import { normaliseCep } from '../../kit/form-rules';
import { isSealed, sealLoyaltyPassword } from '../../kit/branch-loyalty-password';

const decimal = (value: string | number | null | undefined) => (value === null || value === undefined || value === '' ? null : String(value));
const integer = (value: number | null | undefined) => (value === null || value === undefined ? null : Number(value));
const text = (value: string | null | undefined) => value?.trim() || null;

export function toBranchSettings(branch: number, record: GeneralSettingsRecord | undefined): BranchSettings {
  const conf = record?.confGeral ?? {};
  return {
    id: record ? String(record.id) : null,
    branch,
    minimumPurchase: decimal(conf.vlrMinCompraApp),
    minimumPickupPurchase: decimal(conf.vlrMinRetiradaLoja),
    additionalOrderItemLimit: integer(conf.limItemPedAdd),
    stockMarginPercent: decimal(conf.margemMS),
    deliveryIntervalMinutes: integer(conf.intervaloEntrega),
    nextDaySearchLimit: integer(conf.qtdMinHorarios),
    serviceFee: decimal(conf.taxaServico),
    serviceFeeProductId: integer(conf.idProdTaxaServico),
    serviceFeeErpCode: text(conf.codTaxaServicoWinthor),
    deliveryFeeProductId: integer(conf.idProdTaxaEntrega),
    deliveryFeeErpCode: text(conf.codTaxaEntregaWinthor),
    neighbourhoodPostalCode: text(conf.codCepBuscaBairro),
    supportUrl: text(conf.urlsuporte),
    loyaltyUsername: text(conf.cvUsername),
    loyaltyPasswordSet: Boolean(conf.cvPassword?.trim()),
  };
}

/**
 * The product API's body for the form: a new password sealed; without one, the stored password kept (sealed now if
 * it was still plain text); fields the form does not show (the butchery section) kept as they were.
 */
export function toSettingsWrite(branch: number, input: BranchSettingsInput, before: Partial<GeneralSettingsFields>, key: Buffer): GeneralSettingsWrite {
  const typed = input.loyaltyPassword?.trim();
  const stored = before.cvPassword?.trim() || null;
  const cvPassword = typed ? sealLoyaltyPassword(typed, key) : stored && !isSealed(stored) ? sealLoyaltyPassword(stored, key) : stored;
  return {
    filial: branch,
    vlrMinCompraApp: input.minimumPurchase ?? null,
    vlrMinRetiradaLoja: input.minimumPickupPurchase ?? null,
    limItemPedAdd: input.additionalOrderItemLimit ?? null,
    margemMS: input.stockMarginPercent ?? null,
    intervaloEntrega: input.deliveryIntervalMinutes ?? null,
    qtdMinHorarios: input.nextDaySearchLimit ?? null,
    taxaServico: input.serviceFee ?? null,
    idProdTaxaServico: input.serviceFeeProductId ?? null,
    codTaxaServicoWinthor: text(input.serviceFeeErpCode),
    idProdTaxaEntrega: input.deliveryFeeProductId ?? null,
    codTaxaEntregaWinthor: text(input.deliveryFeeErpCode),
    codCepBuscaBairro: input.neighbourhoodPostalCode ? normaliseCep(input.neighbourhoodPostalCode) : null,
    urlsuporte: text(input.supportUrl),
    cvUsername: text(input.loyaltyUsername),
    cvPassword,
    idSecaoAcougue: before.idSecaoAcougue ?? null,
  };
}
