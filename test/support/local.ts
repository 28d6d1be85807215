import { inject } from 'vitest';
import { setDeps } from '../../lambdas/composition/deps.js';
import { DEMO_ADMIN_TOTP_SECRET, DEMO_PASSWORD } from '../../lib/local/seed.js';
import { totpFor } from '../../lib/local/totp-store.js';
import { viewerHeaders } from './client-address.js';

/** The running local stack, with its environment applied to this worker so handlers find the emulators. */
export function useLocalStack() {
  const stack = inject('localStack');
  Object.assign(process.env, stack.env);
  setDeps(undefined);
  return stack;
}

export interface Tokens {
  IdToken: string;
  AccessToken: string;
  RefreshToken: string;
}

/** One call to the local server's Cognito endpoint, as Amplify makes it. */
export async function cognito(operation: string, input: unknown, headers: Record<string, string> = {}) {
  const stack = inject('localStack');
  const res = await fetch(`${stack.url}/cognito`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': `AWSCognitoIdentityProviderService.${operation}`, ...headers },
    body: JSON.stringify(input),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> & { __type?: string; message?: string } };
}

/** TOTP secrets of the accounts enrolled in this worker (`enrolTotp`), by email; the demo admin's is known. */
const totpSecrets = new Map<string, string>([['admin@demo.local', DEMO_ADMIN_TOTP_SECRET]]);

/**
 * Signs in through the local server's Cognito endpoint, as the SPA's Amplify does; an account with
 * TOTP (the demo admin, or one `enrolTotp` enrolled) answers the SOFTWARE_TOKEN_MFA challenge with a
 * code from `totpSecret`.
 */
export async function signIn(email: string, password = DEMO_PASSWORD, totpSecret = totpSecrets.get(email) ?? DEMO_ADMIN_TOTP_SECRET): Promise<Tokens> {
  const stack = inject('localStack');
  const ClientId = stack.config.userPoolClientId;
  let out = await cognito('InitiateAuth', { AuthFlow: 'USER_PASSWORD_AUTH', ClientId, AuthParameters: { USERNAME: email, PASSWORD: password } });
  if (out.status === 200 && out.body.ChallengeName === 'SOFTWARE_TOKEN_MFA') {
    out = await cognito('RespondToAuthChallenge', {
      ChallengeName: 'SOFTWARE_TOKEN_MFA',
      ClientId,
      Session: out.body.Session,
      ChallengeResponses: { USERNAME: email, SOFTWARE_TOKEN_MFA_CODE: totpFor(totpSecret).generate() },
    });
  }
  const result = out.body.AuthenticationResult as Tokens | undefined;
  if (out.status !== 200 || !result) throw new Error(`sign-in failed for ${email}: ${out.body.message ?? out.status}`);
  return result;
}

export async function api(path: string, init: RequestInit & { token?: string } = {}) {
  const stack = inject('localStack');
  const { token, ...rest } = init;
  const res = await fetch(`${stack.url}${path}`, {
    ...rest,
    // Each call from its own client address (the stack trusts the test origin secret), unless the test sets one:
    // the abuse limits per address then bound an attack, not the whole suite.
    headers: { ...viewerHeaders(), ...(token ? { authorization: `Bearer ${token}` } : {}), ...(rest.headers as Record<string, string>) },
  });
  const text = await res.text();
  return { status: res.status, headers: res.headers, body: text ? (JSON.parse(text) as Record<string, unknown>) : undefined };
}

interface OutboxEntry {
  channel: string;
  to: string;
  subject?: string;
  body: string;
  links: string[];
}

/** The newest message the local stack "sent" to this address. */
export async function lastMessageTo(to: string): Promise<OutboxEntry | undefined> {
  const stack = inject('localStack');
  const all = (await (await fetch(`${stack.url}/dev/outbox`)).json()) as OutboxEntry[];
  return all.filter((m) => m.to === to).at(-1);
}

export const uniqueEmail = (tag = 'user') => `${tag}-${crypto.randomUUID().slice(0, 8)}@example.com`;

/**
 * Enrols the account in TOTP the way the SPA does at a staff member's first sign-in (associate,
 * verify a code, make it preferred), so staff routes accept it; later `signIn`s answer the code.
 */
export async function enrolTotp(email: string, password: string): Promise<string> {
  const { AccessToken } = await signIn(email, password);
  const associated = await cognito('AssociateSoftwareToken', { AccessToken });
  const secret = String(associated.body.SecretCode);
  const verified = await cognito('VerifySoftwareToken', { AccessToken, UserCode: totpFor(secret).generate() });
  const preferred = await cognito('SetUserMFAPreference', { AccessToken, SoftwareTokenMfaSettings: { Enabled: true, PreferredMfa: true } });
  if (verified.status !== 200 || preferred.status !== 200) throw new Error(`TOTP enrolment failed for ${email}: ${verified.body.message ?? preferred.body.message}`);
  totpSecrets.set(email, secret);
  return secret;
}

/**
 * An admin's `DELETE /api/admin/users/{id}`, waited for: the server answers 202 and deletes in the
 * AdminDeletion job; this follows the deletion until it ends and answers as the call did when it was
 * synchronous: 200 with the done deletion (its message and role), 500 when it failed, or the refusal
 * (400, 403, 404) as it came.
 */
export async function adminDeleteAndWait(userId: string, token: string) {
  const res = await api(`/api/admin/users/${userId}`, { method: 'DELETE', token });
  if (res.status !== 202) return res;
  let deletion = res.body as { id: string; status: string };
  for (let tries = 0; (deletion.status === 'pending' || deletion.status === 'running') && tries < 300; tries++) {
    await new Promise((r) => setTimeout(r, 200));
    deletion = (await api(`/api/admin/deletions/${deletion.id}`, { token })).body as typeof deletion;
  }
  return { status: deletion.status === 'done' ? 200 : 500, headers: res.headers, body: deletion as unknown as Record<string, unknown> };
}
