// The session as the browser sees it: `me` from the gateway (the httpOnly cookie is the real session).
// The `me` query answers on load; after that, login and logout (including a logout forced by an
// UNAUTHENTICATED answer, outside React) announce the new state here, because clearing Apollo's store
// also drops the query's cache watch and would leave the old user on screen.
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { ApolloClient } from '@apollo/client';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { LogoutMutation, MeQuery } from './sessionQueries';
import type { SessionFieldsFragment } from '../generated/graphql';
import { isServerUnreachable } from '../lib/errors';
import { ServerUnreachable } from './serverUnreachable';

export type Session = SessionFieldsFragment;

export const SESSION_EXPIRED_MESSAGE = 'Sua sessão expirou. Faça login novamente.';

/** While the gateway cannot be reached, the session check is asked again this often. */
const SESSION_RETRY_MS = 5000;

interface SessionContextValue {
  me: Session | null;
  loading: boolean;
  /** Puts a freshly logged-in session in place (the login view decides when). */
  startSession: (me: Session) => void;
  /** Ends the session on the gateway and forgets it here. */
  logout: () => Promise<void>;
}

const SessionContext = createContext<SessionContextValue | null>(null);
const listeners = new Set<(me: Session | null) => void>();

function announce(me: Session | null): void {
  for (const listener of listeners) listener(me);
}

/** Forgets the session: nobody is logged in, and no cached answer of the old user survives. */
export async function forgetSession(client: ApolloClient): Promise<void> {
  announce(null);
  await client.clearStore();
}

export function SessionProvider({ children }: { children: ReactNode }) {
  const client = useApolloClient();
  const { data, loading, error, refetch } = useQuery(MeQuery);
  const [logoutMutation] = useMutation(LogoutMutation);
  // undefined: nothing announced since load, the query's answer holds.
  const [announced, setAnnounced] = useState<Session | null | undefined>(undefined);

  useEffect(() => {
    listeners.add(setAnnounced);
    return () => void listeners.delete(setAnnounced);
  }, []);

  const startSession = useCallback((me: Session) => announce(me), []);

  const logout = useCallback(async () => {
    try {
      await logoutMutation();
    } catch {
      // The session may already be gone on the gateway; forgetting it locally is what matters.
    }
    await forgetSession(client);
  }, [client, logoutMutation]);

  const value = useMemo<SessionContextValue>(() => {
    if (announced !== undefined) return { me: announced, loading: false, startSession, logout };
    return { me: data?.me ?? null, loading: loading && !data, startSession, logout };
  }, [announced, data, loading, startSession, logout]);

  // The first `me` got no answer at all: that says nothing about the session, so no login form. Sticky until an
  // answer comes (a refetch clears the error while it runs, which would flash the login form).
  const [offline, setOffline] = useState(false);
  const unanswered = announced === undefined && !data && error !== undefined && isServerUnreachable(error);
  useEffect(() => {
    if (unanswered) setOffline(true);
    else if (data || announced !== undefined || (error && !isServerUnreachable(error))) setOffline(false);
  }, [unanswered, data, announced, error]);
  const retry = useCallback(() => void refetch().catch(() => undefined), [refetch]);
  useEffect(() => {
    if (!offline) return;
    const timer = window.setInterval(retry, SESSION_RETRY_MS);
    return () => window.clearInterval(timer);
  }, [offline, retry]);

  if (offline && announced === undefined && !data) return <ServerUnreachable retrying={loading} onRetry={retry} />;
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionContextValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession outside SessionProvider');
  return value;
}
