// The navigator's mount in the shell (docs/decisions/0044-navigator-and-order-history.md): listens for Ctrl+K and '/'
// on every page and opens the search dialog, whose code (and query) is loaded the first time it opens, so the pages'
// first load carries only this listener. Closing unmounts the dialog: it opens empty every time.
import { lazy, Suspense, useEffect, useState } from 'react';
import { opensNavigator } from './shortcut';

const NavigatorDialog = lazy(() => import('./NavigatorDialog').then((m) => ({ default: m.NavigatorDialog })));

export function Navigator() {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || !opensNavigator(event)) return;
      event.preventDefault();
      setOpen(true);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <NavigatorDialog onClose={() => setOpen(false)} />
    </Suspense>
  );
}
