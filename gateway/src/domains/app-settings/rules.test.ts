import { describe, expect, it } from 'vitest';
import { privacyPolicyProblems } from './rules';

describe('privacyPolicyProblems', () => {
  it("requires the title and the text ('Campo obrigatório!'), blanks counting as empty", () => {
    expect(privacyPolicyProblems({ title: ' ', body: '\n\n' })).toEqual([
      { field: 'title', message: 'Campo obrigatório!' },
      { field: 'body', message: 'Campo obrigatório!' },
    ]);
    expect(privacyPolicyProblems({ title: 'Política', body: '' })).toEqual([{ field: 'body', message: 'Campo obrigatório!' }]);
    expect(privacyPolicyProblems({ title: 'Política', body: 'Texto.' })).toEqual([]);
  });
});
