// How staff expect names in order: Portuguese collation ('AÇÚCAR' before 'AZEITE', 'água' beside 'Água'), not the
// UTF-16 code order of `<`, which puts every accented letter after 'Z'. Every list the gateway orders by a name or
// description uses this one collator.
const collator = new Intl.Collator('pt-BR', { sensitivity: 'base', numeric: true });

/** Compares two names as a Portuguese dictionary does (accents and case aside, digits by their value). */
export const comparePt = (a: string, b: string): number => collator.compare(a, b);
