import { describe, expect, it } from 'vitest';
import { parseArgs } from './seed-cli';

describe('seed CLI arguments', () => {
  it('reads --scale N, --scale=N and --reset', () => {
    expect(parseArgs([])).toEqual({ scale: 1, reset: false });
    expect(parseArgs(['--scale', '10'])).toEqual({ scale: 10, reset: false });
    expect(parseArgs(['--scale=4', '--reset'])).toEqual({ scale: 4, reset: true });
  });

  it('refuses bad scales and unknown arguments', () => {
    expect(() => parseArgs(['--scale'])).toThrow(/whole number/);
    expect(() => parseArgs(['--scale', '0'])).toThrow(/whole number/);
    expect(() => parseArgs(['--scale', '2.5'])).toThrow(/whole number/);
    expect(() => parseArgs(['--scale', 'x'])).toThrow(/whole number/);
    expect(() => parseArgs(['--big'])).toThrow(/unknown argument/);
  });
});
