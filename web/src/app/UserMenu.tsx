// The person's menu in the top bar, under their name: 'Sessões abertas' (sessions/OpenSessionsDialog.tsx, whose code
// loads the first time it opens). Loaded by Layout once someone is signed in, like the side menu: the login page
// carries no popover. Keyboard: Enter or Space on the name opens it, Tab reaches the item, Enter chooses it, Esc
// closes; the focus comes back to the name when the menu or the dialog closes.
import { lazy, Suspense, useLayoutEffect, useRef, useState } from 'react';
import { Button, Menu, MenuItem, PopoverNext } from '@blueprintjs/core';
import { SESSIONS_TEXTS } from '../sessions/texts';

const OpenSessionsDialog = lazy(() => import('../sessions/OpenSessionsDialog').then((m) => ({ default: m.OpenSessionsDialog })));

/** `openAtOnce`: the name was clicked before this menu's code had arrived (Layout): it opens as it appears. */
export function UserMenu({ name, openAtOnce = false }: { name: string; openAtOnce?: boolean }) {
  const [sessionsOpen, setSessionsOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  // The click's button was replaced by this one: the focus goes where the click had put it.
  useLayoutEffect(() => {
    if (openAtOnce) button.current?.focus();
  }, [openAtOnce]);
  return (
    <>
      <PopoverNext
        placement="bottom-end"
        defaultIsOpen={openAtOnce}
        content={
          <Menu aria-label={`Menu de ${name}`}>
            <MenuItem icon="desktop" text={SESSIONS_TEXTS.menuItem} onClick={() => setSessionsOpen(true)} />
          </Menu>
        }
      >
        <Button ref={button} variant="minimal" className="app-user-name" text={name} endIcon="caret-down" aria-haspopup="menu" />
      </PopoverNext>
      {sessionsOpen && (
        <Suspense fallback={null}>
          <OpenSessionsDialog onClose={() => setSessionsOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
