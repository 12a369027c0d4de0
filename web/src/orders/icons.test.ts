import { describe, expect, it } from 'vitest';
import { Icons, type IconName } from '@blueprintjs/icons';
import { SHELL_ICONS } from '../kernel/icons';
import { ORDER_ICONS } from './icons';

// Every source file of the order screens, as text: the icon names they use must all be registered.
const sources = import.meta.glob<string>(['./**/*.tsx', './**/*.ts', '!./**/*.test.ts'], { query: '?raw', import: 'default', eager: true });

function iconNames(text: string): string[] {
  const found = text.matchAll(/\b(?:icon|endIcon)(?:=\{?|:\s*)["']([a-z0-9-]+)["']/g);
  return [...found].map((match) => match[1]);
}

describe('order screen icons', () => {
  it('finds the icon names of the order screens', () => {
    const names = Object.values(sources).flatMap(iconNames);
    expect(names).toContain('print');
    expect(names).toContain('trophy');
  });

  it('registers every icon the order screens name, so none waits for the full icon set', () => {
    for (const [file, text] of Object.entries(sources)) {
      for (const name of iconNames(text)) {
        expect(ORDER_ICONS[name as IconName] ?? SHELL_ICONS[name as IconName], `${name} in ${file}`).toBeDefined();
      }
    }
  });

  it('holds real 16 and 20 px paths', () => {
    for (const [name, paths] of Object.entries(ORDER_ICONS)) {
      expect(Icons.isValidIconName(name), name).toBe(true);
      expect(paths?.[0].length, name).toBeGreaterThan(0);
      expect(paths?.[1].length, name).toBeGreaterThan(0);
    }
  });
});
