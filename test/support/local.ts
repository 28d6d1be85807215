import { inject } from 'vitest';
import { setDeps } from '../../lambdas/adapters/deps.js';
import { DEMO_PASSWORD } from '../../lib/local/seed.js';

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

/** Signs in through the local server's Cognito endpoint, as the SPA's Amplify does. */
export async function signIn(email: string, password = DEMO_PASSWORD): Promise<Tokens> {
  const stack = inject('localStack');
  const res = await fetch(`${stack.url}/cognito`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth' },
    body: JSON.stringify({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: stack.config.userPoolClientId,
      AuthParameters: { USERNAME: email, PASSWORD: password },
    }),
  });
  const body = (await res.json()) as { AuthenticationResult?: Tokens; message?: string };
  if (!res.ok || !body.AuthenticationResult) throw new Error(`sign-in failed for ${email}: ${body.message ?? res.status}`);
  return body.AuthenticationResult;
}

export async function api(path: string, init: RequestInit & { token?: string } = {}) {
  const stack = inject('localStack');
  const { token, ...rest } = init;
  const res = await fetch(`${stack.url}${path}`, {
    ...rest,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(rest.headers as Record<string, string>) },
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
