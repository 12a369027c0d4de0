import { describe, expect, it } from 'vitest';
import { comparePt } from './collation';

describe('comparePt', () => {
  it('orders names as a Portuguese dictionary: accented letters beside their plain ones', () => {
    expect(['AZEITE', 'AÇÚCAR', 'ÁGUA', 'ARROZ', 'abacate', 'Item 10', 'Item 9'].sort(comparePt)).toEqual([
      'abacate',
      'AÇÚCAR',
      'ÁGUA',
      'ARROZ',
      'AZEITE',
      'Item 9',
      'Item 10',
    ]);
    // What `<` does: every accented letter after 'Z'.
    expect(['AÇÚCAR', 'AZEITE'].sort()).toEqual(['AZEITE', 'AÇÚCAR']);
  });
});
