import type { IncomingMessage, ServerResponse } from 'node:http';

const TARGET_PREFIX = 'AWSCognitoIdentityProviderService.';

/** Calls that check a password; Cognito answers every failed check the same way. */
const CREDENTIAL_CHECKS = new Set(['InitiateAuth', 'ChangePassword'].map((name) => `${TARGET_PREFIX}${name}`));

/** cognito-local's "Invalid password" and "User not authorized" / UserNotFound, as Cognito says them. */
export function asCognitoAuthFailure(body: string): string {
  let error: { __type?: string; message?: string };
  try {
    error = JSON.parse(body) as typeof error;
  } catch {
    return body;
  }
  const wrongPassword = error.__type === 'InvalidPasswordException' && error.message === 'Invalid password';
  const unknownUser = error.__type === 'UserNotFoundException' || (error.__type === 'NotAuthorizedException' && error.message === 'User not authorized');
  return wrongPassword || unknownUser ? JSON.stringify({ __type: 'NotAuthorizedException', message: 'Incorrect username or password.' }) : body;
}

/**
 * The SPA's Amplify talks to this instead of cognito-local directly. Everything passes through,
 * except where cognito-local differs from Cognito in what a user sees:
 * - GetTokensFromRefreshToken, which Amplify v6 uses to refresh a session and cognito-local lacks, is
 *   answered with an InitiateAuth REFRESH_TOKEN_AUTH, so local sessions refresh as in AWS;
 * - a wrong password or an unknown user at sign-in, and a wrong current password at ChangePassword,
 *   get Cognito's one answer (NotAuthorizedException, "Incorrect username or password."), as our
 *   pool's client is configured to prevent user-existence errors; cognito-local tells them apart.
 */
export function createCognitoProxy(cognitoEndpoint: string) {
  return async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    let body = Buffer.concat(chunks).toString('utf8');
    let target = String(req.headers['x-amz-target'] ?? '');
    const refresh = target === `${TARGET_PREFIX}GetTokensFromRefreshToken`;
    if (refresh) {
      const input = JSON.parse(body || '{}') as { ClientId?: string; RefreshToken?: string };
      target = `${TARGET_PREFIX}InitiateAuth`;
      body = JSON.stringify({
        AuthFlow: 'REFRESH_TOKEN_AUTH',
        ClientId: input.ClientId,
        AuthParameters: { REFRESH_TOKEN: input.RefreshToken },
      });
    }
    const upstream = await fetch(cognitoEndpoint, {
      method: req.method ?? 'POST',
      headers: {
        'content-type': String(req.headers['content-type'] ?? 'application/x-amz-json-1.1'),
        'x-amz-target': target,
      },
      ...(req.method === 'GET' || req.method === 'HEAD' ? {} : { body }),
    });
    let text = await upstream.text();
    if (!upstream.ok && CREDENTIAL_CHECKS.has(target)) text = asCognitoAuthFailure(text);
    if (refresh && upstream.ok) {
      // GetTokensFromRefreshToken answers with the AuthenticationResult alone at top level.
      const parsed = JSON.parse(text) as { AuthenticationResult?: Record<string, unknown> };
      text = JSON.stringify({ AuthenticationResult: parsed.AuthenticationResult });
    }
    res.writeHead(upstream.status, {
      'content-type': upstream.headers.get('content-type') ?? 'application/x-amz-json-1.1',
      'cache-control': 'no-store',
    });
    res.end(text);
  };
}
