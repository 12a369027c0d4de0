// The item toggle ('Em Falta' / 'Retornar') and the picker or deliveryman check of the assignment dialogs.
import { GraphQLError } from 'graphql';
import { assertBranchRecord, reachesBranch, type BranchSubject } from '../../../auth/policy';
import { auditStep, type AuditedChange } from '../../../workflows/audit';
import { failureWith, type WorkflowDeps } from '../../../workflows/effects';
import { performChange } from '../../../workflows/engine';
import { textOf } from '../../../kit/text';
import { eachSubmission } from '../../../workflows/keys';
import { holderOfSubject } from '../../../workflows/questions';
import type { WorkflowStep } from '../../../workflows/runner';
import { ORDER_BUSY, orderBusyText } from './order-runs';
import { type OrderRecord } from '../../../upstreams/product-api/orders';
import type { PlainOrderItemRecord } from '../../../upstreams/product-api/order-items';
import type { StaffRecord } from '../../../upstreams/product-api/staff';
import { isNotFound } from '../../../upstreams/product-api/transport';
import type { OrderItemSource } from '../mappers';
import { itemsLockedReason, ORDER_ACTION_MESSAGES, ORDER_READ_MESSAGES, STAFF_CHOICE_MESSAGES, type StatusChangeRequirement } from '../rules';
import { orderItemSubject, orderSubject } from './order-data';
import type { PayloadError } from './order-runs';

const userInput = (message: string, field?: string) => new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT', ...(field ? { field } : {}) } });

export async function setOrderItemMissing(deps: WorkflowDeps, user: BranchSubject, rawId: string, missing: boolean): Promise<OrderItemSource> {
  if (!/^\d{1,12}$/.test(rawId.trim())) throw userInput(ORDER_ACTION_MESSAGES.itemInvalid, 'itemId');
  const itemId = Number(rawId);
  let item: PlainOrderItemRecord;
  let order: OrderRecord;
  try {
    item = await deps.api.orderItems.getPlain(itemId);
    order = await deps.api.orders.get(item.pedido);
    // An item of another branch's order answers like a missing one.
    assertBranchRecord(user, 'openOrders', order.codfilial.codFilial);
  } catch (error) {
    if (isNotFound(error)) throw new GraphQLError(ORDER_ACTION_MESSAGES.itemNotFound, { extensions: { code: 'NOT_FOUND' } });
    throw error;
  }
  const locked = itemsLockedReason(order.status);
  if (locked) throw userInput(locked, 'itemId');
  // An invoicing run reads the items: changing them under it would invoice something else than shown.
  const holder = await holderOfSubject(deps, orderSubject(order.id));
  if (holder) throw userInput(orderBusyText(holder, deps.user.userId), 'itemId');
  if (item.em_falta !== missing) await toggleRun(deps, item, missing);
  // OrderItem resolvers read the detailed row with the order's branch id (section ranks name it by id).
  const [detail, branches] = await Promise.all([deps.api.orderItems.detail(itemId), deps.api.branches.map()]);
  return { item: detail, branch: branches.idOf(order.codfilial.codFilial) };
}

const ITEM_UPDATE_FAILED = 'Erro ao atualizar item do pedido:';

/** The item's write and its audit entry, journaled like every change (a toggle is its own operation). */
async function toggleRun(deps: WorkflowDeps, item: PlainOrderItemRecord, missing: boolean): Promise<void> {
  const snapshot = (em_falta: boolean) => ({ id: item.id, pedido: item.pedido, em_falta });
  const steps: WorkflowStep[] = [
    {
      name: 'item.update',
      failure: failureWith('ITEM_UPDATE_FAILED', ITEM_UPDATE_FAILED),
      run: async (io) => {
        await io.recordRequest({ em_falta: missing });
        const after = await deps.api.orderItems.updatePlain(item, { em_falta: missing });
        return { before: snapshot(item.em_falta), after: snapshot(after.em_falta) };
      },
    },
    auditStep(deps, 'audit.item', 'itens_pedido', 'PUT', (results) => results['item.update'] as AuditedChange),
  ];
  await performChange<never, void>(deps, {
    // Every toggle is its own change: 'Em Falta', 'Retornar', 'Em Falta' again writes three times.
    run: () => ({
      kind: 'item_missing',
      subject: orderItemSubject(item.id),
      key: eachSubmission(),
      input: { itemId: item.id, missing },
      steps,
      busy: ORDER_BUSY,
    }),
    done: () => undefined,
    refused: (errors, ended) => {
      if (ended.status !== 'failed') throw userInput(errors[0].message, 'itemId');
      if (ended.failedStep === 'item.update') throw new GraphQLError(ended.run.error!.message, { extensions: { code: 'UPSTREAM_ERROR' } });
      // The item is saved; a lost log line must not make the user toggle it again.
      if (ended.failedStep) deps.log.error('audit entry of an item toggle failed', { item: item.id, error: ended.run.error?.message });
    },
  });
}

/** The chosen picker or deliveryman must be an available one of the order's branch (what the dialog lists). */
export async function checkStaffChoice(
  deps: WorkflowDeps,
  order: OrderRecord,
  requires: StatusChangeRequirement,
  staffId: number | null,
): Promise<PayloadError | null> {
  if ((requires !== 'picker' && requires !== 'deliveryman') || staffId === null) return null;
  const text = STAFF_CHOICE_MESSAGES[requires];
  let staff: StaffRecord;
  try {
    staff = await deps.api.staff.get(staffId);
  } catch (error) {
    if (isNotFound(error)) return { code: 'NOT_FOUND', message: text.missing, field: text.field };
    return { code: 'STAFF_LOAD_FAILED', message: `${ORDER_READ_MESSAGES.staffLoadFailed}${textOf(error)}`, field: text.field };
  }
  const role = requires === 'picker' ? staff.is_separating : staff.is_deliveryman;
  // For a user bound to its branch's staff, another branch's person is one that does not exist.
  if (!role || !reachesBranch(deps.user, 'staff', staff.branch)) return { code: 'NOT_FOUND', message: text.missing, field: text.field };
  // The dialog lists only available, active staff (docs/areas/orders.md#calls); one may have changed since it opened.
  const deactivated = staff.user?.is_active === false;
  if (staff.is_available !== true || deactivated) return { code: 'REFUSED', message: text.unavailable, field: text.field };
  if (staff.branch !== null && Number(staff.branch) !== order.codfilial.codFilial)
    return { code: 'WRONG_BRANCH', message: text.wrongBranch, field: text.field };
  return null;
}
