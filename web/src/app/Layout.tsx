import { lazy, Suspense, useEffect, useState } from 'react';
import { Alignment, Button, Navbar, NavbarDivider, NavbarGroup, NavbarHeading } from '@blueprintjs/core';
import { Link, Outlet, useLocation, useNavigate } from 'react-router';
import { SESSION_EXPIRED_MESSAGE, useSession } from '../kernel/session';
import { PageLoading } from '../kernel/guards';
import { MAIN_CONTENT_ID, SkipLink } from '../kernel/SkipLink';
import { useSessionLimits } from '../kernel/useSessionLimits';
import { showToast } from '../lib/toaster';
import { isSignedInPath, menuEntries } from './pages';
import { documentTitle, screenName } from './pageTitle';
import { Navigator } from '../search/Navigator';
import { prepareFormatters } from '../lib/format';

// Only logged-in users see the menu; its Blueprint Menu (with popover machinery) is not needed on the login page.
const SideMenu = lazy(() => import('./SideMenu').then((m) => ({ default: m.SideMenu })));
// The person's menu under their name ('Sessões abertas'): its popover would add 17 KiB to the login page, so it is
// loaded once someone is signed in. Until it arrives, the same button (nothing moves when it comes), and a click on
// it then opens the menu as soon as it is there.
const UserMenu = lazy(() => import('./UserMenu').then((m) => ({ default: m.UserMenu })));

/** Below this width (tablets) the menu is a drawer over the page, with its names, closed once a page is chosen. */
const TABLET_QUERY = '(max-width: 1279px)';
const isTablet = () => typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(TABLET_QUERY).matches;

export function Layout() {
  const { me, loading, logout } = useSession();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(() => !isTablet());
  const [userMenuAsked, setUserMenuAsked] = useState(false);
  const loggedIn = me !== null;
  // A profile with no panel page (the deliveryman) gets no empty menu: the dashboard says why.
  const hasMenu = loggedIn && menuEntries(me.pages).length > 0;

  // After a login, the formatters the panel's pages use are made while the first page loads (main.tsx, lib/format.ts).
  useEffect(() => {
    if (loggedIn) prepareFormatters();
  }, [loggedIn]);
  // A new session starts with the menu open (a tablet's drawer closed); logging out closed it.
  useEffect(() => {
    if (loggedIn) setMenuOpen(!isTablet());
  }, [loggedIn]);
  // On a tablet the drawer covers the page: choosing a page closes it. Each screen names itself in the tab.
  useEffect(() => {
    if (isTablet()) setMenuOpen(false);
    document.title = documentTitle(pathname);
  }, [pathname]);

  const endSession = async () => {
    setMenuOpen(false);
    await logout();
    void navigate('/', { replace: true });
  };

  useSessionLimits(loggedIn, () => {
    void endSession().then(() => showToast({ intent: 'warning', icon: 'warning-sign', message: SESSION_EXPIRED_MESSAGE }));
  });

  // Until the session is known, a signed-in route shows only the loading spinner, as while its page's chunk loads
  // (the router's fallback): a shell drawn now would have no side menu yet, and the whole page would move 250 px
  // sideways when the menu arrived with the session.
  if (loading && isSignedInPath(pathname)) return <PageLoading />;

  return (
    <div className="app-shell">
      <SkipLink />
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
              // The reset and recovery pages are not the login: their own name.
              (screenName(pathname) ?? 'Login')
            )}
          </NavbarHeading>
        </NavbarGroup>
        {loggedIn && (
          <NavbarGroup align={Alignment.END}>
            <Suspense
              fallback={
                <Button
                  variant="minimal"
                  className="app-user-name"
                  text={me.user.name}
                  endIcon="caret-down"
                  aria-haspopup="menu"
                  aria-expanded={false}
                  onClick={() => setUserMenuAsked(true)}
                />
              }
            >
              <UserMenu name={me.user.name} openAtOnce={userMenuAsked} />
            </Suspense>
            <NavbarDivider />
            <Button variant="minimal" icon="log-out" text="Sair" onClick={() => void endSession()} />
          </NavbarGroup>
        )}
      </Navbar>
      <div className="app-body">
        {hasMenu && menuOpen && (
          <>
            {/* The tablet drawer's backdrop (hidden by CSS on wider screens): a tap beside the menu closes it. */}
            <div className="app-menu-backdrop" aria-hidden="true" onClick={() => setMenuOpen(false)} />
            <Suspense fallback={<nav className="app-side-menu" aria-busy="true" />}>
              <SideMenu pages={me.pages} />
            </Suspense>
          </>
        )}
        {/* Focusable by the skip link only (tabIndex -1): Tab does not stop on it. */}
        <main className="app-content" id={MAIN_CONTENT_ID} tabIndex={-1}>
          <Outlet />
        </main>
      </div>
      {loggedIn && <Navigator />}
    </div>
  );
}
