// How the schema's Phone reads the product API's customer records (clientes/). The Address shape (orders read it
// too) and the activity figures (the client picker shows them too) are the kit's: kit/address.ts,
// kit/customer-activity.ts. player_id (the push device id) is absent from every schema type.
import type { Phone } from '../../generated/resolvers-types';
import type { PhoneRecord } from '../../upstreams/product-api/customers';

export function toPhone(p: PhoneRecord): Phone {
  return { id: String(p.id), number: p.telefone, main: Boolean(p.principal) };
}

/** The main phone, or the first one when none is flagged. */
export function mainPhone(phones: readonly PhoneRecord[] | null | undefined): string | null {
  if (!phones?.length) return null;
  return (phones.find((p) => p.principal) ?? phones[0]).telefone;
}
