import { request } from 'node:http';
import { describe, expect, it } from 'vitest';
import { runtimeConfig } from '../../../lambdas/contract/config.js';
import { readConfig } from '../../../lambdas/adapters/config.js';
import { OutboxSms } from '../../../lambdas/adapters/sms.js';
import { PortInUse, startLocalStack } from '../../../lib/local/stack.js';
import { useLocalStack } from '../../support/local.js';

const stack = useLocalStack();

describe('the local server', () => {
  it('serves /config.json in the shape the SPA parses, pointing Amplify at the local Cognito endpoint', async () => {
    const res = await fetch(`${stack.url}/config.json`);
    const config = runtimeConfig.parse(await res.json());
    expect(config).toMatchObject({ stage: 'local', apiBaseUrl: '/api', authFlowType: 'USER_PASSWORD_AUTH', cognitoEndpoint: `${stack.url}/cognito` });
  });

  it('lists outgoing messages at /dev/outbox', async () => {
    await new OutboxSms(readConfig(stack.env).outboxFile!).send('+15550001111', 'Your verification code is 424242');
    const res = await fetch(`${stack.url}/dev/outbox`);
    expect(res.status).toBe(200);
    const messages = (await res.json()) as { to: string; body: string }[];
    expect(messages.some((m) => m.to === '+15550001111' && m.body.includes('424242'))).toBe(true);
  });

  it('runs a scheduled job on demand', async () => {
    // Another file may hold the job's lock for a moment (it runs one at a time): try again until this run is the one.
    let res = await fetch(`${stack.url}/dev/jobs/ReconcileSubscriptions`, { method: 'POST' });
    for (let tries = 0; tries < 50 && 'skipped' in ((await res.clone().json()) as object); tries++) {
      await new Promise((r) => setTimeout(r, 200));
      res = await fetch(`${stack.url}/dev/jobs/ReconcileSubscriptions`, { method: 'POST' });
    }
    expect(res.status).toBe(200);
    expect(await res.json()).toHaveProperty('checked');
    expect((await fetch(`${stack.url}/dev/jobs/nope`, { method: 'POST' })).status).toBe(404);
  });

  it('answers a request target it cannot parse (an absolute-form `http://[`) with 400, not a 500', async () => {
    const { hostname, port } = new URL(stack.url);
    for (const path of ['http://[', 'http://[::1/api/me']) {
      const answer = await new Promise<{ status?: number; body: string }>((resolve, reject) => {
        const req = request({ host: hostname, port, path }, (res) => {
          let body = '';
          res.on('data', (chunk: Buffer) => (body += chunk.toString()));
          res.on('end', () => resolve({ status: res.statusCode, body }));
        });
        req.on('error', reject);
        req.end();
      });
      expect(answer.status, path).toBe(400);
      expect(JSON.parse(answer.body)).toEqual({ message: 'Bad Request' });
    }
  });

  it('refuses to start a second time on a port in use, saying so', async () => {
    const error = await startLocalStack({ dataDir: stack.dataDir, port: Number(new URL(stack.url).port) }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PortInUse);
    expect((error as Error).message).toMatch(/Port \d+ .* already in use: is another `npm start` running\?/);
    // The running stack is untouched.
    expect((await fetch(`${stack.url}/api/health`)).status).toBe(200);
  });
});
