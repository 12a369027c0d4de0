import { describe, expect, it } from 'vitest';
import { Icons } from '@blueprintjs/icons';
import { SHELL_ICONS } from '../kernel/icons';
import { MENU_ICONS } from './menuIcons';
import { PAGE_INFO } from './pages';

describe('menu icons', () => {
  it('holds every side menu icon, so the menu never needs the full icon set', () => {
    for (const { icon } of Object.values(PAGE_INFO)) expect(MENU_ICONS[icon] ?? SHELL_ICONS[icon], icon).toBeDefined();
  });

  it('holds real 16 and 20 px paths for known icon names', () => {
    for (const [name, [small, large]] of Object.entries({ ...SHELL_ICONS, ...MENU_ICONS })) {
      expect(Icons.isValidIconName(name), name).toBe(true);
      expect(small?.length, name).toBeGreaterThan(0);
      expect(large?.length, name).toBeGreaterThan(0);
    }
  });
});
