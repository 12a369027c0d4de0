// The payment method form (docs/areas/catalogue.md#validation) and the grid's paging
// (docs/areas/catalogue.md#constants: 6, 9 or 12 per page, in the URL so Back keeps it). The gateway checks the same
// rules, the internal code's uniqueness and the image's bytes.
import type { PaymentMethodGrid_MethodFragment, PaymentMethodInput } from '../generated/graphql';
import type { ImageRule } from '../lib/imageCheck';
import { urlPaging } from '../lib/listPaging';
import type { Checked } from '../lib/useDialogForm';

import { emptyMessage } from '../lib/formMessages';

/** The dialog's labels, which the generic required text names (docs/areas/catalogue.md#validation). */
const PAYMENT_LABELS = { description: 'Descrição', internalCode: 'Código Interno', erpChargeCode: 'Código de Cobrança (Winthor)' } as const;

/** What the gateway cannot say: the prefixes shown when it cannot be reached at all, and the reload's own text
 *  (every success and refusal text comes from the payload). */
export const PAYMENT_TOASTS = {
  createFailed: 'Erro ao Cadastrar: ',
  updateFailed: 'Erro ao Atualizar: ',
  deleteFailed: 'Erro ao Excluir: ',
  loadFailed: 'Erro ao Carregar Formas de Pagamento: ',
  reloaded: 'Formas de Pagamento Atualizadas com Sucesso!',
} as const;

/** docs/decisions/0018-image-rules-per-folder.md: 200x125 JPEG up to 2 MB, with the spec's own size message. */
export const PAYMENT_IMAGE: ImageRule = {
  folder: 'formas_pagamento',
  width: 200,
  height: 125,
  maxBytes: 2_097_152,
  messages: { tooLarge: 'A imagem da forma de pagamento deve ter um tamanho menor do que 2 MB!' },
};

/** The grid's pager choices (section 9); the first is the size the gateway answers when none is sent (the schema's default). */
export const PAYMENT_PAGE_SIZES = [6, 9, 12] as const;

/** The grid's paging in the URL ('pagina', 'itens'), so Back keeps it, and the query's paging arguments. */
export const GRID_PAGING = urlPaging(PAYMENT_PAGE_SIZES);

export interface PaymentFormValues {
  internalCode: string;
  erpChargeCode: string;
  description: string;
  imageUrl: string;
}

export const emptyPaymentForm = (): PaymentFormValues => ({ internalCode: '', erpChargeCode: '', description: '', imageUrl: '' });

export const paymentFormOf = (m: PaymentMethodGrid_MethodFragment): PaymentFormValues => ({
  internalCode: m.internalCode,
  erpChargeCode: m.erpChargeCode,
  description: m.description,
  imageUrl: m.imageUrl ?? '',
});

export function paymentInput(values: PaymentFormValues): Checked<PaymentMethodInput> {
  const errors: Record<string, string> = {};
  for (const key of ['internalCode', 'erpChargeCode', 'description'] as const) {
    if (!values[key].trim()) errors[key] = emptyMessage(PAYMENT_LABELS[key]);
  }
  if (Object.keys(errors).length) return { errors };
  return {
    input: {
      internalCode: values.internalCode.trim(),
      erpChargeCode: values.erpChargeCode.trim(),
      description: values.description.trim(),
      imageUrl: values.imageUrl || null,
    },
  };
}
