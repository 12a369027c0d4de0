// The payment method form's rules and constants (docs/areas/catalogue.md#payment-methods; docs/decisions/0014-payment-method-image-from-record.md): internal
// code, ERP charge code and description required, the internal code unique, image 200x125 JPEG up to 2 MB.
import type { PaymentMethodInput } from '../../generated/resolvers-types';
import { emptyMessage, FORM_MESSAGES, problemList, type FieldProblem } from '../../kit/form-rules';
import type { ImageRule } from '../../kit/image-check';

export const PAYMENT_METHOD_MESSAGES = {
  ...FORM_MESSAGES,
  created: 'Forma de Pagamento Adicionada com Sucesso!',
  updated: 'Forma de Pagamento Atualizada com Sucesso!',
  deleted: 'Forma de Pagamento Excluída com Sucesso!',
  createFailed: 'Erro ao Cadastrar: ',
  updateFailed: 'Erro ao Atualizar: ',
  deleteFailed: 'Erro ao Excluir: ',
  loadFailed: 'Erro ao Carregar Formas de Pagamento: ',
  notFound: 'Forma de pagamento não encontrada.',
  inUse: 'a forma de pagamento é usada em pedidos e não pode ser excluída.',
  codeTaken: 'Já existe uma forma de pagamento com este código interno.',
  imageTooLarge: 'A imagem da forma de pagamento deve ter um tamanho menor do que 2 MB!',
} as const;

export const PAYMENT_METHOD_IMAGE: ImageRule = {
  folder: 'formas_pagamento',
  width: 200,
  height: 125,
  maxBytes: 2_097_152,
  of: 'da forma de pagamento',
  tooLarge: PAYMENT_METHOD_MESSAGES.imageTooLarge,
};

export function paymentMethodProblems(input: PaymentMethodInput): FieldProblem[] {
  const { problems, add } = problemList();
  if (!input.internalCode.trim()) add('internalCode', emptyMessage('Código Interno'));
  if (!input.erpChargeCode.trim()) add('erpChargeCode', emptyMessage('Código de Cobrança (Winthor)'));
  if (!input.description.trim()) add('description', emptyMessage('Descrição'));
  return problems;
}

/** Codes are compared as staff read them: trimmed, case-insensitive. */
export const sameCode = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
