// What the gateway's policy lets this user see on an order (me.actions), for every order screen.
import { useSession } from '../kernel/session';

/** Picker, deliveryman and branch of an order (SEE_ORDER_STAFF: types 1 and 3); others get null for them. */
export function useSeesOrderStaff(): boolean {
  const { me } = useSession();
  return (me?.actions ?? []).includes('SEE_ORDER_STAFF');
}

/** Whether this user may resolve an invoicing held for a check in Winthor (RESEND_INVOICING: type 1). */
export function useResolvesHeldInvoicing(): boolean {
  const { me } = useSession();
  return (me?.actions ?? []).includes('RESEND_INVOICING');
}
