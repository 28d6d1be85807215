/**
 * Amplify Auth, loaded on demand: the auth library is heavy and the landing page must not pay for
 * it. Everything that talks to Cognito goes through here.
 */
import { getRuntimeConfig, runtimeConfigReady } from '../config/runtime-config';

import type * as AmplifyAuth from 'aws-amplify/auth';

type AuthModule = typeof AmplifyAuth;
let auth: Promise<AuthModule> | undefined;

export function loadAuth(): Promise<AuthModule> {
  auth ??= (async () => {
    const [{ Amplify }, mod, config] = await Promise.all([import('aws-amplify'), import('aws-amplify/auth'), runtimeConfigReady()]);
    Amplify.configure({
      Auth: {
        Cognito: {
          userPoolId: config.userPoolId,
          userPoolClientId: config.userPoolClientId,
          ...(config.cognitoEndpoint ? { userPoolEndpoint: config.cognitoEndpoint } : {}),
          loginWith: { email: true },
        },
      },
    });
    return mod;
  })();
  return auth;
}

export interface SessionUser {
  id: string;
  email: string;
  groups: string[];
  emailVerified: boolean;
}

export interface Session {
  idToken: string;
  user: SessionUser;
}

/** The current session, refreshed by Amplify when its tokens are due; null when signed out. */
export async function currentSession(options: { forceRefresh?: boolean } = {}): Promise<Session | null> {
  const { fetchAuthSession } = await loadAuth();
  try {
    const { tokens } = await fetchAuthSession(options);
    const idToken = tokens?.idToken;
    if (!idToken) return null;
    const p = idToken.payload;
    const groups = Array.isArray(p['cognito:groups']) ? (p['cognito:groups'] as string[]) : [];
    return {
      idToken: idToken.toString(),
      user: {
        id: String(p.sub ?? ''),
        email: String(p.email ?? ''),
        groups,
        emailVerified: p.email_verified === true || p.email_verified === 'true',
      },
    };
  } catch {
    return null;
  }
}

export async function signIn(email: string, password: string): Promise<void> {
  const { signIn: amplifySignIn, signOut: amplifySignOut } = await loadAuth();
  const attempt = () =>
    amplifySignIn({ username: email.trim(), password, options: { authFlowType: getRuntimeConfig().authFlowType } });
  let result;
  try {
    result = await attempt();
  } catch (error) {
    // A stale session in this browser blocks a new sign-in; end it and try once more.
    if ((error as Error).name !== 'UserAlreadyAuthenticatedException') throw error;
    await amplifySignOut();
    result = await attempt();
  }
  if (!result.isSignedIn) throw new Error('Failed to log in');
}

/** Ends the session; a missing session is not an error. */
export async function signOut(): Promise<void> {
  const { signOut: amplifySignOut } = await loadAuth();
  try {
    await amplifySignOut();
  } catch (error) {
    if (!/session|not authenticated|UserUnAuthenticated/i.test(`${(error as Error).name} ${(error as Error).message}`)) throw error;
  }
}

export async function changePassword(oldPassword: string, newPassword: string): Promise<void> {
  const { updatePassword } = await loadAuth();
  await updatePassword({ oldPassword, newPassword });
}

/** Amplify keeps the last user's id under this prefix; reading it needs no library. */
export function hasStoredSession(): boolean {
  try {
    return Object.keys(localStorage).some((key) => key.startsWith('CognitoIdentityServiceProvider.') && key.endsWith('.idToken'));
  } catch {
    return false;
  }
}
