// The item toggle ('Em Falta' / 'Retornar') and the picker or deliveryman check of the assignment dialogs.
import { GraphQLError } from 'graphql';
import { assertBranchAccess, type BranchSubject } from '../auth/policy';
import type { StatusChangeRequirement } from '../domains/orders/rules';
import { textOf, type WorkflowDeps } from './effects';
import { BUSY_MESSAGE } from './journal';
import { branchOf, loadOrder, loadStaff, orderSubject, type UpstreamOrder, type UpstreamStaff } from './order-data';
import type { PayloadError } from './order-workflows';

/** Items are frozen once the order went to the ERP: the invoice was made from them. */
export const ITEMS_FROZEN_STATUSES = ['F', 'E', 'V', 'X'];
export const ITEMS_FROZEN_MESSAGE = 'Não é possível alterar os itens de um pedido já enviado para faturamento.';

const userInput = (message: string, field?: string) => new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT', ...(field ? { field } : {}) } });

export async function setOrderItemMissing(deps: WorkflowDeps, user: BranchSubject, rawId: string, missing: boolean): Promise<unknown> {
  if (!/^\d{1,12}$/.test(rawId.trim())) throw userInput('Item inválido.', 'itemId');
  const itemId = Number(rawId);
  let item: Record<string, unknown> & { pedido: number; em_falta: boolean };
  try {
    item = await deps.api.get(`itens-pedidos/${itemId}/`);
  } catch (error) {
    if ((error as GraphQLError).extensions?.upstreamStatus === 404) {
      throw new GraphQLError('Item não encontrado.', { extensions: { code: 'NOT_FOUND' } });
    }
    throw error;
  }
  const order = await loadOrder(deps.api, item.pedido);
  assertBranchAccess(user, 'openOrders', branchOf(order));
  if (ITEMS_FROZEN_STATUSES.includes(order.status)) throw userInput(ITEMS_FROZEN_MESSAGE, 'itemId');
  // An invoicing run reads the items: changing them under it would invoice something else than shown.
  const running = await deps.journal.latest(orderSubject(order.id));
  if (running?.status === 'running') throw userInput(BUSY_MESSAGE, 'itemId');
  if (item.em_falta !== missing) {
    const after = await deps.api.put<Record<string, unknown>>(`itens-pedidos/${itemId}/`, { ...item, em_falta: missing });
    try {
      await deps.api.post('application-logs/', {
        metodo: 'PUT',
        usuario: deps.user.userId,
        tabela: 'itens_pedido',
        dadoAntes: { id: itemId, pedido: item.pedido, em_falta: item.em_falta },
        dadoDepois: { id: itemId, pedido: item.pedido, em_falta: after.em_falta },
      });
    } catch (error) {
      // The item is saved; a lost log line must not make the user toggle it again.
      deps.log.error('audit entry of an item toggle failed', { item: itemId, error: textOf(error) });
    }
  }
  // OrderItem resolvers read the detailed row with the order's branch (for the section rank).
  return { item: await deps.api.get(`detalhe-item-pedido/${itemId}/`), branch: branchOf(order) };
}

const STAFF_TEXT = {
  picker: { missing: 'Separador não encontrado.', wrongBranch: 'O separador não pertence à filial do pedido.', field: 'pickerId' },
  deliveryman: { missing: 'Entregador não encontrado.', wrongBranch: 'O entregador não pertence à filial do pedido.', field: 'deliverymanId' },
} as const;

/** The chosen picker or deliveryman must be one of the order's branch (what the dialog lists). */
export async function checkStaffChoice(
  deps: WorkflowDeps,
  order: UpstreamOrder,
  requires: StatusChangeRequirement,
  staffId: number | null,
): Promise<PayloadError | null> {
  if ((requires !== 'picker' && requires !== 'deliveryman') || staffId === null) return null;
  const text = STAFF_TEXT[requires];
  let staff: UpstreamStaff;
  try {
    staff = await loadStaff(deps.api, staffId);
  } catch (error) {
    if ((error as GraphQLError).extensions?.upstreamStatus === 404) return { code: 'NOT_FOUND', message: text.missing, field: text.field };
    return { code: 'STAFF_LOAD_FAILED', message: `Erro ao buscar Funcionarios: ${textOf(error)}`, field: text.field };
  }
  const role = requires === 'picker' ? staff.is_separating : staff.is_deliveryman;
  if (!role) return { code: 'NOT_FOUND', message: text.missing, field: text.field };
  if (staff.branch !== null && staff.branch !== branchOf(order)) return { code: 'WRONG_BRANCH', message: text.wrongBranch, field: text.field };
  return null;
}
