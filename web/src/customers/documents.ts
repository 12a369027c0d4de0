// Brazilian document formats for display (INTEGRATIONS.md): CPF 000.000.000-00, CEP 00000-000. Anything that is
// not exactly the digits expected is shown as it came, so odd data stays visible rather than disguised.

export function formatCpf(value: string | null | undefined): string {
  if (!value) return '-';
  const digits = value.replace(/\D/g, '');
  return digits.length === 11 ? `${digits.slice(0, 3)}.${digits.slice(3, 6)}.${digits.slice(6, 9)}-${digits.slice(9)}` : value;
}

export function formatCep(value: string | null | undefined): string {
  if (!value) return '-';
  const digits = value.replace(/\D/g, '');
  return digits.length === 8 ? `${digits.slice(0, 5)}-${digits.slice(5)}` : value;
}
