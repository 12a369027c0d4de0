// Values the checks take from the service's own data: a record's id for a by-id call, a filter value that must
// exclude rows. Read from the first rows of a list (Contract.sample), never invented.
import type { Contract, Row } from './contract';

/** A nested foreign key's value ({id} or {codFilial}) or the bare value. */
export function keyOf(value: unknown, field = 'id'): unknown {
  return typeof value === 'object' && value !== null ? (value as Row)[field] : value;
}

/** A field of the first row of a list, or null when the list is empty. */
export async function firstValue(contract: Contract, path: string, field: string, query: Record<string, string | number | boolean> = {}): Promise<unknown> {
  const { results } = await contract.sample(path, query);
  const row = results.find((r) => r[field] !== undefined && r[field] !== null);
  return row ? row[field] : null;
}

/** The service account's user pk (auth/users/serializer/, docs/areas/orders.md#calls). */
export async function accountPk(contract: Contract): Promise<unknown> {
  const username = contract.config.account.matricula;
  const { results } = await contract.sample('auth/users/serializer/', { username, is_staff: true });
  const row = results.find((r) => String(r.username) === username);
  return row ? (row.pk ?? row.id) : null;
}

/** An active branch's code and id (filiais/?status=A). */
export async function someBranch(contract: Contract): Promise<{ id: unknown; code: unknown } | null> {
  const { results } = await contract.sample('filiais/', { status: 'A' });
  const row = results.find((r) => r.status === 'A') ?? results[0];
  return row ? { id: row.id, code: row.codFilial } : null;
}

/** An open order that is not an additional one, with its branch code (pedidos-em-aberto/). */
export async function someOpenOrder(contract: Contract): Promise<Row | null> {
  const { results } = await contract.sample('pedidos-em-aberto/', { pedidoadicional: 'false' });
  return results[0] ?? null;
}
