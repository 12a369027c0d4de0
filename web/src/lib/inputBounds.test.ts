// The form kit's bounds: the gateway's limits (generated from the schema) as field messages in Portuguese.
import { describe, expect, it } from 'vitest';
import { INPUT_LIMITS } from '../generated/input-limits';
import { boundProblems, boundProps, numberBoundProblem, textBoundProblem, WHOLE_COUNT } from './inputBounds';

describe('inputBounds', () => {
  it("carries the gateway's limits: @maxLength where the schema declares one, 200 elsewhere, GraphQL's Int range", () => {
    expect(INPUT_LIMITS.BranchInput.name).toEqual({ maxLength: 200 });
    expect(INPUT_LIMITS.BranchInput.mapsUrl).toEqual({ maxLength: 2000 });
    expect(INPUT_LIMITS.BranchScheduleInput.maxDeliveries).toEqual({ min: -2147483648, max: 2147483647 });
  });

  it('says what is out of bounds in Portuguese, with the numbers as staff read them', () => {
    expect(textBoundProblem('a'.repeat(200), { maxLength: 200 })).toBeNull();
    expect(textBoundProblem('a'.repeat(201), { maxLength: 200 })).toBe('Máximo de 200 caracteres.');
    expect(textBoundProblem('a'.repeat(2001), { maxLength: 2000 })).toBe('Máximo de 2.000 caracteres.');
    expect(numberBoundProblem('2147483647', WHOLE_COUNT)).toBeNull();
    expect(numberBoundProblem('99999999999', WHOLE_COUNT)).toBe('O valor máximo é 2.147.483.647!');
    expect(numberBoundProblem('-1', WHOLE_COUNT)).toBe('O valor mínimo é 0!');
    expect(numberBoundProblem('abc', WHOLE_COUNT)).toBeNull(); // the field's own check says what it expects
    expect(boundProblems({ name: 'x'.repeat(201), code: '3' }, { name: { maxLength: 200 }, code: WHOLE_COUNT })).toEqual({ name: 'Máximo de 200 caracteres.' });
    expect(boundProps(WHOLE_COUNT)).toEqual({ min: 0, max: 2147483647 });
    expect(boundProps({ maxLength: 9 })).toEqual({ maxLength: 9 });
  });
});
