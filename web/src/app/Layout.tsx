import { lazy, Suspense, useEffect, useState } from 'react';
import { Alignment, Button, Navbar, NavbarDivider, NavbarGroup, NavbarHeading } from '@blueprintjs/core';
import { Link, Outlet, useNavigate } from 'react-router';
import { SESSION_EXPIRED_MESSAGE, useSession } from '../kernel/session';
import { useSessionLimits } from '../kernel/useSessionLimits';
import { showToast } from '../kernel/toaster';
import { menuEntries } from './pages';

// Only logged-in users see the menu; its Blueprint Menu (with popover machinery) is not needed on the login page.
const SideMenu = lazy(() => import('./SideMenu').then((m) => ({ default: m.SideMenu })));

export function Layout() {
  const { me, logout } = useSession();
  const navigate = useNavigate();
  const [menuOpen, setMenuOpen] = useState(true);
  const loggedIn = me !== null;
  // A profile with no panel page (the deliveryman) gets no empty menu: the dashboard says why.
  const hasMenu = loggedIn && menuEntries(me.pages).length > 0;

  // A new session starts with the menu open; logging out closed it.
  useEffect(() => {
    if (loggedIn) setMenuOpen(true);
  }, [loggedIn]);

  const endSession = async () => {
    setMenuOpen(false);
    await logout();
    navigate('/', { replace: true });
  };

  useSessionLimits(loggedIn, () => {
    void endSession().then(() =>
      showToast({ intent: 'warning', icon: 'warning-sign', message: SESSION_EXPIRED_MESSAGE }),
    );
  });

  return (
    <div className="app-shell">
      <Navbar className="app-top-bar">
        <NavbarGroup align={Alignment.START}>
          {hasMenu && (
            <Button
              variant="minimal"
              icon="menu"
              aria-label={menuOpen ? 'Fechar menu' : 'Abrir menu'}
              aria-expanded={menuOpen}
              onClick={() => setMenuOpen((open) => !open)}
            />
          )}
          <NavbarHeading>
            {loggedIn ? (
              <Link className="app-home-link" to="/dashboard/">
                Painel de Controle
              </Link>
            ) : (
              'Login'
            )}
          </NavbarHeading>
        </NavbarGroup>
        {loggedIn && (
          <NavbarGroup align={Alignment.END}>
            <span className="app-user-name">{me.user.name}</span>
            <NavbarDivider />
            <Button variant="minimal" icon="log-out" text="Sair" onClick={() => void endSession()} />
          </NavbarGroup>
        )}
      </Navbar>
      <div className="app-body">
        {hasMenu && menuOpen && (
          <Suspense fallback={<nav className="app-side-menu" aria-busy="true" />}>
            <SideMenu pages={me.pages} />
          </Suspense>
        )}
        <main className="app-content">
          <Outlet />
        </main>
      </div>
    </div>
  );
}
