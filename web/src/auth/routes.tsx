// Auth routes in the first chunk: the login page is what every visitor loads first.
import { Navigate } from 'react-router';
import { PageLoading } from '../kernel/guards';
import { useSession } from '../kernel/session';
import { LoginView } from './views/LoginView';

/** '/' : the login page, or the dashboard for someone already logged in. */
export function LoginRoute() {
  const { me, loading } = useSession();
  if (loading) return <PageLoading />;
  if (me) return <Navigate to="/dashboard/" replace />;
  return <LoginView />;
}
