/** Role labels of the session user types (docs/areas/orders.md#permissions, docs/areas/staff-and-support.md#role-derivation). */
export const ROLE_LABELS: Readonly<Record<number, string>> = {
  1: 'Superusuário',
  2: 'Gerente',
  3: 'Subgerente',
  4: 'Separador',
  5: 'Marketing',
  6: 'Entregador',
  7: 'Conferente',
};

export function roleLabel(type: number): string {
  return ROLE_LABELS[type] ?? `Tipo ${type}`;
}
