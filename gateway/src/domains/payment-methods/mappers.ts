// Payment methods (formas-pagamento) <-> the schema's PaymentMethod and the form's write body.
import type { PaymentMethod, PaymentMethodInput } from '../../generated/resolvers-types';
import type { PaymentMethodRecord, PaymentMethodWrite } from '../../upstreams/product-api/payment-methods';

export function toPaymentMethod(record: PaymentMethodRecord): PaymentMethod {
  return {
    id: String(record.id),
    internalCode: record.codInterno ?? '',
    erpChargeCode: record.codCobWinthor ?? '',
    description: record.descricao,
    imageUrl: record.imagem || null,
  };
}

export function toPaymentMethodWrite(input: PaymentMethodInput): PaymentMethodWrite {
  return {
    codInterno: input.internalCode.trim(),
    codCobWinthor: input.erpChargeCode.trim(),
    descricao: input.description.trim(),
    imagem: input.imageUrl?.trim() || null,
  };
}
