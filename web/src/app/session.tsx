// The session as the browser sees it: `me` from the gateway (the httpOnly cookie is the real session).
import { createContext, useCallback, useContext, useMemo, type ReactNode } from 'react';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { LogoutMutation, MeQuery } from '../auth/queries';
import type { SessionFieldsFragment } from '../generated/graphql';

export type Session = SessionFieldsFragment;

interface SessionContextValue {
  me: Session | null;
  loading: boolean;
  /** Puts a freshly logged-in session in place (the login view decides when). */
  startSession: (me: Session) => void;
  /** Ends the session on the gateway and forgets it here. */
  logout: () => Promise<void>;
}

const SessionContext = createContext<SessionContextValue | null>(null);

export function SessionProvider({ children }: { children: ReactNode }) {
  const client = useApolloClient();
  const { data, loading } = useQuery(MeQuery, { fetchPolicy: 'cache-first' });
  const [logoutMutation] = useMutation(LogoutMutation);

  const startSession = useCallback(
    // `me` comes from the login answer, which already carries __typename for the cache.
    (me: Session) => client.writeQuery({ query: MeQuery, data: { me } }),
    [client],
  );

  const logout = useCallback(async () => {
    try {
      await logoutMutation();
    } catch {
      // The session may already be gone on the gateway; forgetting it locally is what matters.
    }
    await forgetSession(client);
  }, [client, logoutMutation]);

  const value = useMemo(
    () => ({ me: data?.me ?? null, loading: loading && !data, startSession, logout }),
    [data, loading, startSession, logout],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionContextValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession outside SessionProvider');
  return value;
}

/** Drops every cached answer (they belonged to the old user) and records that nobody is logged in. */
export async function forgetSession(client: ReturnType<typeof useApolloClient>): Promise<void> {
  await client.clearStore();
  client.writeQuery({ query: MeQuery, data: { me: null } });
}
