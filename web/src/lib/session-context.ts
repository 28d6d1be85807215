import { createContext, useContext } from 'react';
import type { SessionUser } from './auth';

export type SessionStatus = 'loading' | 'signedIn' | 'signedOut';

export interface SessionContextValue {
  status: SessionStatus;
  user: SessionUser | null;
  /** Re-reads the session (after sign-in, or to pick up new groups); resolves with the user. */
  refresh: (options?: { forceRefresh?: boolean }) => Promise<SessionUser | null>;
  /** Ends the session and drops every cached server answer. */
  endSession: () => Promise<void>;
}

/**
 * The session as components read it. Its own module (no auth code, no query client): the public pages'
 * islands read it too, where the visitor has no stored session (a page opened with one loads the app).
 */
export const SessionContext = createContext<SessionContextValue | null>(null);

/** A visitor's session: what the public pages' islands see. */
export const visitorSession: SessionContextValue = {
  status: 'signedOut',
  user: null,
  refresh: async () => null,
  endSession: async () => {},
};

export function useSession(): SessionContextValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession must be used within a SessionProvider');
  return value;
}
