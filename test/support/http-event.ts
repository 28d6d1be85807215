import { randomUUID } from 'node:crypto';
import type { HttpEvent } from '../../lambdas/http/route.js';
import { flattenClaims } from '../../lambdas/http/caller.js';
import type { Deps } from '../../lambdas/composition/deps.js';
import { GROUPS } from '../../lambdas/domain/roles.js';
import type { DirectoryStanding } from '../../lambdas/ports/directory.js';

/** An API Gateway HTTP API v2 event, as AWS (and lib/local/gateway) hand it to a function. */
export function httpEvent(opts: {
  method?: string;
  path?: string;
  body?: unknown;
  rawBody?: string;
  base64?: boolean;
  query?: Record<string, string>;
  params?: Record<string, string>;
  headers?: Record<string, string>;
  claims?: Record<string, unknown>;
}): HttpEvent {
  const method = opts.method ?? 'GET';
  const path = opts.path ?? '/';
  const raw = opts.rawBody ?? (opts.body === undefined ? undefined : JSON.stringify(opts.body));
  return {
    version: '2.0',
    routeKey: `${method} ${path}`,
    rawPath: path,
    rawQueryString: new URLSearchParams(opts.query ?? {}).toString(),
    headers: { 'content-type': 'application/json', ...opts.headers },
    ...(opts.query ? { queryStringParameters: opts.query } : {}),
    ...(opts.params ? { pathParameters: opts.params } : {}),
    ...(raw !== undefined ? { body: opts.base64 ? Buffer.from(raw).toString('base64') : raw } : {}),
    isBase64Encoded: Boolean(opts.base64),
    requestContext: {
      accountId: 'test',
      apiId: 'test',
      domainName: 'test.local',
      domainPrefix: 'test',
      http: { method, path, protocol: 'HTTP/1.1', sourceIp: '127.0.0.1', userAgent: 'vitest' },
      requestId: randomUUID(),
      routeKey: `${method} ${path}`,
      stage: '$default',
      time: new Date(0).toUTCString(),
      timeEpoch: 0,
      ...(opts.claims ? { authorizer: { principalId: '', integrationLatency: 0, jwt: { claims: flattenClaims(opts.claims), scopes: [] } } } : {}),
    },
  } as HttpEvent;
}

/** Claims of a verified id token. */
export const idClaims = (over: Record<string, unknown> = {}) => ({
  sub: 'user-1',
  email: 'someone@example.com',
  name: 'Some One',
  token_use: 'id',
  email_verified: true,
  'cognito:groups': ['client'],
  // Signed in just now (a staff session is named by it, and ends 15 minutes idle or 12 hours after it).
  auth_time: Math.floor(Date.now() / 1000),
  ...over,
});

/**
 * Deps for wrapper tests without emulators: the tombstone read and the directory's standing answered
 * in memory (by default: nobody deleted, and every staff caller still staff with TOTP enrolled).
 */
export function inMemoryStanding(deps: Deps, opts: { deleted?: readonly string[]; standing?: (id: string) => DirectoryStanding | undefined } = {}): Deps {
  const standing = opts.standing ?? (() => ({ groups: [...GROUPS], totpEnrolled: true }));
  const isDeleted = async (id: string) => (opts.deleted ?? []).includes(id);
  deps.accounts = Object.assign(Object.create(deps.accounts) as Deps['accounts'], {
    isDeleted,
    // The caller's plan from the deps' subscriptions as they are when asked (a test may swap it), nothing used yet.
    readCaller: async (id: string, { planMonth }: { planMonth?: string }) => ({
      deleted: await isDeleted(id),
      ...(planMonth ? { plan: { state: await deps.subscriptions.getState(id), month: planMonth, used: {} } } : {}),
    }),
  });
  deps.directory = Object.assign(Object.create(deps.directory) as Deps['directory'], { standing: async (id: string) => standing(id) });
  // Staff sessions in memory: every session live unless a test's clock says otherwise.
  const sessions = new Map<string, { lastSeen: Record<string, string>; endedBefore: string | null }>();
  deps.staffSessions = {
    get: async (id) => sessions.get(id) ?? { lastSeen: {}, endedBefore: null },
    touch: async (id, lastSeen, authTime, at) => void sessions.set(id, { endedBefore: sessions.get(id)?.endedBefore ?? null, lastSeen: { ...lastSeen, [String(authTime)]: at.toISOString() } }),
    endBefore: async (id, at) => void sessions.set(id, { lastSeen: {}, endedBefore: at.toISOString() }),
  };
  return deps;
}
