// Blueprint icons named by string (`icon="people"`) are fetched through Icons' loader. Its default
// split-by-size loader imports the module with every icon's paths, and with Vite 8 (Rolldown) that module
// ends up in the entry chunk because the icons barrel reaches it statically. This loader keeps the first
// chunk to the few shell icons, loads the menu icons as one small lazy chunk, takes the icons a page chunk
// registered when it loaded (so a screen's icons arrive with the screen), and only falls back to the full
// path set (its own lazy chunk) for an icon nobody listed.
import { Icons, type IconName, type IconPaths } from '@blueprintjs/icons';
import logOut16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/log-out';
import logOut20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/log-out';
import menu16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/menu';
import menu20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/menu';
import mobilePhone16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/mobile-phone';
import mobilePhone20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/mobile-phone';
import home16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/home';
import home20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/home';
import caretDown16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/caret-down';
import caretDown20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/caret-down';

export type PathsBySize = readonly [IconPaths, IconPaths];

export const SHELL_ICONS: Partial<Record<IconName, PathsBySize>> = {
  'log-out': [logOut16, logOut20],
  menu: [menu16, menu20],
  'mobile-phone': [mobilePhone16, mobilePhone20],
  home: [home16, home20],
  // The user menu's button in the top bar, on every page.
  'caret-down': [caretDown16, caretDown20],
};

const registered = new Map<IconName, PathsBySize>();

/** Called by a page chunk at load time with the icons its screens name, so they never wait for the full set. */
export function registerIcons(icons: Partial<Record<IconName, PathsBySize>>): void {
  for (const [name, paths] of Object.entries(icons) as [IconName, PathsBySize | undefined][]) {
    if (paths) registered.set(name, paths);
  }
}

function pick(paths: PathsBySize, size: number): IconPaths {
  return size >= 20 ? paths[1] : paths[0];
}

async function loadPaths(name: IconName, size: number): Promise<IconPaths> {
  const shell = SHELL_ICONS[name];
  if (shell) return pick(shell, size);
  const fromPage = registered.get(name);
  if (fromPage) return pick(fromPage, size);
  const menu = (await loadMenuIcons())[name];
  if (menu) return pick(menu, size);
  const { getIconPaths } = await import('@blueprintjs/icons/lib/esm/allPaths');
  return getIconPaths(name, size >= 20 ? 20 : 16);
}

type IconSet = Partial<Record<IconName, PathsBySize>>;
let loadMenuIcons: () => Promise<IconSet> = () => Promise.resolve({});

/** `menuIcons` loads the shell's lazy chunk of menu icons (the shell owns the menu; the kernel only loads). */
export function installIconLoader(menuIcons: () => Promise<IconSet>): void {
  loadMenuIcons = menuIcons;
  Icons.setLoaderOptions({ loader: loadPaths });
}
