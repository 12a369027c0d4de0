// An ingredient's amount as a recipe reads it: '2 xícaras de farinha', '1 xícara', '1,5 colher de sopa', '3 colheres
// de sopa'. The unit is stored as typed in the singular ('xícara', the dialog's suggestions); two or more of it take
// the Portuguese plural of its first word (the noun: 'colher de sopa' -> 'colheres de sopa').

/** Symbols and abbreviations ('g', 'kg', 'ml', 'l', 'un.') have no plural. */
const NO_PLURAL = /^([a-zç]{1,2}|[a-zç]+\.)$/i;

/** The plural of one Portuguese noun, by its ending (the regular rules; a word already plural stays). */
export function pluralWord(word: string): string {
  // 'ão' has three plurals (pães, limões, grãos): left as typed rather than guessed.
  if (NO_PLURAL.test(word) || /s$/i.test(word) || /ão$/i.test(word)) return word;
  if (/[rz]$/i.test(word)) return `${word}es`;
  if (/m$/i.test(word)) return word.replace(/m$/i, 'ns');
  if (/al$/i.test(word)) return word.replace(/l$/i, 'is');
  if (/el$/i.test(word)) return word.replace(/el$/i, 'éis');
  if (/ol$/i.test(word)) return word.replace(/ol$/i, 'óis');
  if (/il$/i.test(word)) return word.replace(/il$/i, 'is');
  if (/[aeiouáéíóúâêô]$/i.test(word)) return `${word}s`;
  return word;
}

/** The unit as written after its quantity: plural from 2 up (Portuguese says '1,5 xícara', '2 xícaras'). */
export function unitFor(quantity: number, unit: string): string {
  const text = unit.trim();
  if (quantity < 2 || !text) return text;
  const [first, ...rest] = text.split(/\s+/);
  return [pluralWord(first), ...rest].join(' ');
}

/** '2 xícaras', '0,5 kg', 'a unidade' alone when there is no quantity. */
export function amountText(quantity: string | null | undefined, unit: string | null | undefined): string {
  const n = quantity == null || quantity === '' ? null : Number(quantity);
  const shown = n === null || !Number.isFinite(n) ? null : n.toLocaleString('pt-BR');
  return [shown, unit ? (n === null ? unit : unitFor(n, unit)) : null].filter(Boolean).join(' ');
}
