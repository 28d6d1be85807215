import type { IncomingMessage, ServerResponse } from 'node:http';

const TARGET_PREFIX = 'AWSCognitoIdentityProviderService.';

/**
 * The SPA's Amplify talks to this instead of cognito-local directly. Everything passes through,
 * except GetTokensFromRefreshToken, which Amplify v6 uses to refresh a session and cognito-local
 * lacks: it is answered with an InitiateAuth REFRESH_TOKEN_AUTH, so local sessions refresh as in AWS.
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
