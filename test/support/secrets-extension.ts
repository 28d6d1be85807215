import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A stand-in for the AWS Parameters and Secrets Lambda extension on localhost: it answers
 * `GET /secretsmanager/get?secretId=…&versionStage=…` as the extension does (the secret's JSON, 400 for
 * a stage the secret does not have) and refuses a call without the session token header, so code that
 * reads secrets the AWS way can be run here. `stages` is live: assign to it to rotate the secret.
 */
export async function startSecretsExtension(secretId: string, stages: { AWSCURRENT: string; AWSPREVIOUS?: string; AWSPENDING?: string }, sessionToken = 'test-session-token') {
  const state: { stages: typeof stages; calls: number } = { stages: { ...stages }, calls: 0 };
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const send = (status: number, body: unknown) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (req.headers['x-aws-parameters-secrets-token'] !== sessionToken) return send(401, { message: 'missing or wrong session token' });
    if (url.pathname !== '/secretsmanager/get' || url.searchParams.get('secretId') !== secretId) return send(400, { message: 'ResourceNotFoundException' });
    state.calls += 1;
    const stage = (url.searchParams.get('versionStage') ?? 'AWSCURRENT') as keyof typeof stages;
    const value = state.stages[stage];
    if (value === undefined) return send(400, { message: `ResourceNotFoundException: no version with stage ${stage}` });
    send(200, { ARN: secretId, Name: 'origin', SecretString: value, VersionStages: [stage] });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = String((server.address() as AddressInfo).port);
  return {
    state,
    /** The environment a function in AWS would have to reach this extension. */
    env: { PARAMETERS_SECRETS_EXTENSION_HTTP_PORT: port, AWS_SESSION_TOKEN: sessionToken, ORIGIN_SECRET_ARN: secretId },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
