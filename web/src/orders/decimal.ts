// The schema's Decimal scalar reaches the web as a string ('1234.500'); codegen types it as unknown until
// codegen.ts maps it, so values pass through here once.
export function asDecimal(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return null;
}
