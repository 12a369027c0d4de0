// General settings records <-> the schema's BranchSettings: English names over the product API's fields, and the
// write body of the form. The password never leaves here in plain text: it is stored in the spec's shift form.
import type { BranchSettings, BranchSettingsInput } from '../../generated/resolvers-types';
import type { GeneralSettingsFields, GeneralSettingsRecord, GeneralSettingsWrite } from '../../upstreams/product-api/general-settings';
import { normaliseCep } from '../../kit/form-rules';
import { inSpecForm, shiftLoyaltyPassword, type LoyaltyPasswordKeys } from '../../kit/branch-loyalty-password';

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
 * The product API's body for the form (`filial`: the branch's id, as the spec's `filial={id}`): a new password in the
 * spec's shift form; without one, the stored password kept (one an earlier version sealed is converted now, the
 * branch's settings being saved anyway); fields the form does not show (the butchery section) kept as they were.
 */
export function toSettingsWrite(
  branchId: number,
  input: BranchSettingsInput,
  before: Partial<GeneralSettingsFields>,
  keys: LoyaltyPasswordKeys,
): GeneralSettingsWrite {
  const typed = input.loyaltyPassword?.trim();
  const stored = before.cvPassword?.trim() || null;
  const cvPassword = typed ? shiftLoyaltyPassword(typed, keys.shift) : stored && inSpecForm(stored, keys);
  return {
    filial: branchId,
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
