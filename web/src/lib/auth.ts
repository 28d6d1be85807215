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

/**
 * Signs in with the password. `totp`: the account has an authenticator, and the sign-in waits for a
 * code (confirmSignInWithTotp); `done`: signed in.
 */
export async function signIn(email: string, password: string): Promise<'done' | 'totp'> {
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
  if (result.isSignedIn) return 'done';
  if (result.nextStep.signInStep === 'CONFIRM_SIGN_IN_WITH_TOTP_CODE') return 'totp';
  throw new Error('Failed to log in');
}

/** The second step of a sign-in with an authenticator: the current 6-digit code. */
export async function confirmSignInWithTotp(code: string): Promise<void> {
  const { confirmSignIn } = await loadAuth();
  const result = await confirmSignIn({ challengeResponse: code });
  if (!result.isSignedIn) throw new Error('Failed to log in');
}

/** Whether the signed-in user has an authenticator enrolled and on. */
export async function hasTotp(): Promise<boolean> {
  const { fetchMFAPreference } = await loadAuth();
  const { enabled } = await fetchMFAPreference();
  return Boolean(enabled?.includes('TOTP'));
}

/** Starts enrolment: a new secret, and the otpauth:// address an authenticator app reads from the QR code. */
export async function startTotpSetup(accountName: string): Promise<{ secret: string; uri: string }> {
  const { setUpTOTP } = await loadAuth();
  const details = await setUpTOTP();
  return { secret: details.sharedSecret, uri: details.getSetupUri('Credit Repair', accountName).toString() };
}

/** Finishes enrolment with a code from the app, and makes the authenticator the sign-in's second step. */
export async function finishTotpSetup(code: string): Promise<void> {
  const { verifyTOTPSetup, updateMFAPreference } = await loadAuth();
  await verifyTOTPSetup({ code });
  await updateMFAPreference({ totp: 'PREFERRED' });
}

export async function disableTotp(): Promise<void> {
  const { updateMFAPreference } = await loadAuth();
  await updateMFAPreference({ totp: 'DISABLED' });
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
