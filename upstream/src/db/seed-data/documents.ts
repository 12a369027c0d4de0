// Brazilian document numbers with correct check digits (docs/contracts/formats.md). Own code instead of
// the library generator because ours must follow the seeded Random to stay reproducible.
import type { Random } from './random';

function cpfCheckDigit(digits: string): number {
  const weightStart = digits.length + 1;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) sum += Number(digits[i]) * (weightStart - i);
  const rest = (sum * 10) % 11;
  return rest === 10 ? 0 : rest;
}

export function makeCpf(random: Random): string {
  let base = random.digits(9);
  while (/^(\d)\1{8}$/.test(base)) base = random.digits(9);
  const first = cpfCheckDigit(base);
  return base + first + cpfCheckDigit(base + first);
}

function cnpjCheckDigit(digits: string): number {
  const weights = digits.length === 12 ? [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2] : [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
  let sum = 0;
  for (let i = 0; i < digits.length; i++) sum += Number(digits[i]) * weights[i];
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

/** Numeric CNPJ of a company root (8 digits) and a branch order (4 digits, e.g. 0017). */
export function makeCnpj(root: string, branchOrder: number): string {
  const base = root.padStart(8, '0').slice(0, 8) + String(branchOrder).padStart(4, '0');
  const first = cnpjCheckDigit(base);
  return base + first + cnpjCheckDigit(base + first);
}
