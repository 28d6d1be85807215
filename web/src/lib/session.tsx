import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { currentSession, hasStoredSession, loadAuth, signOut as authSignOut, type SessionUser } from './auth';
import { setTokenSource } from './api';
import { SessionContext, type SessionStatus } from './session-context';

export { useSession, type SessionContextValue, type SessionStatus } from './session-context';

// Visitors never load the auth library: no stored tokens means signed out.
setTokenSource(async () => (hasStoredSession() ? ((await currentSession())?.idToken ?? null) : null));

/**
 * `hydrating`: the page was prerendered as a visitor sees it, so the first render must be the
 * visitor's too (else React throws the server's HTML away); the stored session is read just after.
 */
export function SessionProvider({ children, hydrating = false }: { children: ReactNode; hydrating?: boolean }) {
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<SessionStatus>(() => (!hydrating && hasStoredSession() ? 'loading' : 'signedOut'));
  const [user, setUser] = useState<SessionUser | null>(null);

  const refresh = useCallback(async (options?: { forceRefresh?: boolean }) => {
    const session = await currentSession(options);
    setUser(session?.user ?? null);
    setStatus(session ? 'signedIn' : 'signedOut');
    return session?.user ?? null;
  }, []);

  const endSession = useCallback(async () => {
    await authSignOut();
    queryClient.clear();
    setUser(null);
    setStatus('signedOut');
  }, [queryClient]);

  useEffect(() => {
    if (!hasStoredSession()) return;
    let stop: (() => void) | undefined;
    // After hydration: the signed-in parts appear once the stored session is read.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (hydrating) setStatus('loading');
    // Reading the stored session is async: state is set when it resolves, not during the effect.
    void refresh();
    // Keep in step with sign-ins, sign-outs and refreshes from any tab.
    void loadAuth().then(async () => {
      const { Hub } = await import('aws-amplify/utils');
      stop = Hub.listen('auth', () => void refresh());
    });
    return () => stop?.();
  }, [refresh, hydrating]);

  const value = useMemo(() => ({ status, user, refresh, endSession }), [status, user, refresh, endSession]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}
