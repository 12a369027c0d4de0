import { describe, expect, it } from 'vitest';
import { CEP_MAX_LENGTH, isCep, normaliseCep } from './form-rules';

describe('the one CEP rule of every form with a CEP', () => {
  it('takes the three ways a CEP is typed and stores its 8 digits', () => {
    for (const typed of ['64220-000', '64220000', '64.220-000', ' 64.220-000 ']) {
      expect(isCep(typed), typed).toBe(true);
      expect(normaliseCep(typed), typed).toBe('64220000');
    }
    expect('64.220-000'.length).toBeLessThanOrEqual(CEP_MAX_LENGTH);
  });

  it('refuses anything that is not 8 digits in one of those shapes', () => {
    for (const typed of ['6422000', '642200000', '64-220.000', '642.20-000', '64220 000', 'abcde-fgh', '']) {
      expect(isCep(typed), typed).toBe(false);
    }
  });
});
