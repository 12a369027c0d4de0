// Loads one order with all its items for the details dialog, saves 'Em Falta'/'Retornar' toggles and prints;
// its 'Histórico' loads on its own (OrderHistoryView) and is read again after a toggle.
// The dialog opens as soon as the items are there, not 1 s after they load as the company's specification has it
// (docs/areas/orders.md#order-details); the orders issue asks for it usable at most 0.5 s after the data arrives, and that later, explicit
// requirement wins (measured by `npm run bench -- details`).
import { useEffect, useMemo, useState } from 'react';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { showToast } from '../../lib/toaster';
import { printHtml } from '../../lib/print';
import { OrderDetailsDialog, type ValueView } from '../components/OrderDetailsDialog';
import { OrderHistoryView } from './OrderHistoryView';
import { OrderDetailsQuery, SetOrderItemMissingMutation } from '../details';
import { errorText, prefixedError } from '../../lib/errors';
import { ITEM_UPDATE_ERROR, itemsLoadError } from '../errors';
import { groupBySection, type DetailItem, type ItemRow, type QuantityView, type SectionGroup } from '../items';
import { buildOrderPrint, type PrintKind } from '../print/document';
import { printDeliverySlip } from './printOrder';

interface Props {
  orderId: string | null;
  /** Picker and deliveryman, for users who may see order staff (me.actions SEE_ORDER_STAFF). */
  showStaff: boolean;
  onClose: () => void;
  /** Called after an item toggle so lists can refresh their totals. */
  onChanged?: () => void;
}

export function OrderDetailsView({ orderId, showStaff, onClose, onChanged }: Props) {
  const { data, loading, error } = useQuery(OrderDetailsQuery, {
    variables: { id: orderId ?? '' },
    skip: !orderId,
    // 10 000 items are read once and shown; normalising them into the cache would only cost time.
    fetchPolicy: 'no-cache',
  });
  const [setMissing] = useMutation(SetOrderItemMissingMutation);
  const [overrides, setOverrides] = useState<ReadonlyMap<string, boolean>>(new Map());
  const [saving, setSaving] = useState<ReadonlySet<string>>(new Set());
  const [quantity, setQuantity] = useState<QuantityView>('ordered');
  const [value, setValue] = useState<ValueView>('initial');
  const [changes, setChanges] = useState(0);

  useEffect(() => {
    if (error) void showToast({ intent: 'danger', message: itemsLoadError(error) });
  }, [error]);

  const order = data?.order ?? null;
  // An id that is no order (or one of another branch, which the gateway answers the same way) is said so.
  const notFound = data !== undefined && data.order === null;
  const items = useMemo<DetailItem[]>(() => {
    const list = order?.items.items ?? [];
    if (overrides.size === 0) return list;
    return list.map((item) => (overrides.has(item.id) ? { ...item, missing: overrides.get(item.id)! } : item));
  }, [order, overrides]);
  const groups = useMemo(() => groupBySection(items), [items]);
  const itemNames = useMemo(() => new Map(items.map((item) => [item.id, item.product.description])), [items]);
  const hasLimitedItems = Boolean(order?.hasLimitedItems) || items.some((item) => item.limited);

  const toggleMissing = async (item: ItemRow) => {
    const missing = !item.missing;
    setSaving((current) => new Set(current).add(item.id));
    try {
      const result = await setMissing({ variables: { itemId: item.id, missing } });
      const saved = result.data?.setOrderItemMissing.missing ?? missing;
      setOverrides((current) => new Map(current).set(item.id, saved));
      setChanges((n) => n + 1);
      onChanged?.();
    } catch (failure) {
      void showToast({ intent: 'danger', message: prefixedError(ITEM_UPDATE_ERROR, errorText(failure)) });
    } finally {
      setSaving((current) => {
        const next = new Set(current);
        next.delete(item.id);
        return next;
      });
    }
  };

  const client = useApolloClient();
  const print = (kind: PrintKind, section?: SectionGroup) => {
    if (!order) return;
    // The slip reads its own data: the additional orders' items and the amount the ERP invoiced for all of them.
    if (kind === 'deliverySlip') return void printDeliverySlip(client, order.id, showStaff);
    const printed = section ? section.items : groups.flatMap((group) => group.items);
    void printHtml(buildOrderPrint(order, printed, { kind, quantity, sectionName: section?.description, showStaff }));
  };

  const close = () => {
    setOverrides(new Map());
    setQuantity('ordered');
    setValue('initial');
    onClose();
  };

  return (
    <OrderDetailsDialog
      open={orderId !== null}
      loading={loading}
      error={error ? itemsLoadError(error) : undefined}
      notFound={notFound ? orderId : null}
      order={order}
      amountSteps={order?.amounts.steps}
      cancellation={order?.cancellation ?? null}
      showStaff={showStaff}
      itemsLockedReason={order?.itemsLockedReason ?? null}
      groups={groups}
      itemCount={order?.items.total ?? 0}
      hasLimitedItems={hasLimitedItems}
      quantity={quantity}
      value={value}
      savingIds={saving}
      onQuantityChange={setQuantity}
      onValueChange={setValue}
      onToggleMissing={(item) => void toggleMissing(item)}
      onPrint={(kind) => print(kind)}
      onPrintSection={(group) => print('section', group)}
      onClose={close}
      history={order ? <OrderHistoryView orderId={order.id} itemNames={itemNames} changes={changes} /> : undefined}
    />
  );
}
