// Route guards. The pages a user may open come from the gateway's policy (`me.pages`), never from a copy.
import { Spinner } from '@blueprintjs/core';
import { Navigate, Outlet } from 'react-router';
import type { Page } from '../generated/graphql';
import { useSession } from './session';

export function PageLoading() {
  return (
    <div className="app-page-loading">
      <Spinner aria-label="Carregando" />
    </div>
  );
}

/** Panel routes: without a session, back to the login page. */
export function RequireSession() {
  const { me, loading } = useSession();
  if (loading) return <PageLoading />;
  if (!me) return <Navigate to="/" replace />;
  return <Outlet />;
}

/** A page outside the user's `me.pages` sends them to the dashboard. */
export function RequirePage({ page }: { page: Page }) {
  const { me, loading } = useSession();
  if (loading) return <PageLoading />;
  if (!me) return <Navigate to="/" replace />;
  if (!me.pages.includes(page)) return <Navigate to="/dashboard/" replace />;
  return <Outlet />;
}

/** /recovery/ is for superusers only (docs/areas/staff-and-support.md#screens; the policy lists it for them); others go to '/'. */
export function RequireRecovery() {
  const { me, loading } = useSession();
  if (loading) return <PageLoading />;
  if (!me || !me.pages.includes('recovery')) return <Navigate to="/" replace />;
  return <Outlet />;
}
