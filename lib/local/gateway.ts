import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { JwtRsaVerifier } from 'aws-jwt-verify';
import { flattenClaims } from '../../lambdas/http/caller.js';
import type { HttpEvent, LambdaHandler } from '../../lambdas/http/route.js';
import type { HttpResult } from '../../lambdas/http/respond.js';
import { apiContract, type RouteContract } from '../../lambdas/contract/api.js';
import { routeList, routes, type RouteDef } from '../../lambdas/routes.js';

/** How many verified tokens the gateway remembers (the oldest goes first). */
const VERIFIED_TOKENS_KEPT = 1000;

/** API Gateway's own limit for a request payload. */
export const MAX_BODY_BYTES = 10 * 1024 * 1024;

interface CompiledRoute {
  def: RouteDef;
  pattern: RegExp;
  params: string[];
}

function compile(def: RouteDef): CompiledRoute {
  const params: string[] = [];
  const source = def.path
    .split('/')
    .map((segment) => {
      const greedy = /^\{(\w+)\+\}$/.exec(segment);
      if (greedy) {
        params.push(greedy[1]!);
        return '(.+)';
      }
      const param = /^\{(\w+)\}$/.exec(segment);
      if (param) {
        params.push(param[1]!);
        return '([^/]+)';
      }
      return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('/');
  return { def, pattern: new RegExp(`^${source}$`), params };
}

/** The contract's entry of each route of the table, by id (lambdas/contract/api.ts). */
const contractById = new Map<string, RouteContract>(Object.entries(routes).map(([name, def]) => [def.id, apiContract[name as keyof typeof apiContract]]));

/**
 * Where a successful answer departs from the schema its route's contract names: each issue's path and code (never a
 * value: answers carry personal data), or undefined when it keeps to it (or the route has no contract, or failed).
 * The local gateway reports these so that a handler and its contract cannot drift apart unnoticed.
 */
export function contractBreach(def: Pick<RouteDef, 'id'>, result: HttpResult): string[] | undefined {
  const contract = contractById.get(def.id);
  if (!contract || result.statusCode < 200 || result.statusCode >= 300) return undefined;
  if (contract.response === null) return result.body ? ['(body): the contract names no answer body'] : undefined;
  let body: unknown;
  try {
    body = JSON.parse(result.isBase64Encoded ? Buffer.from(result.body ?? '', 'base64').toString('utf8') : (result.body ?? ''));
  } catch {
    return ['(body): not JSON'];
  }
  const parsed = contract.response.safeParse(body);
  return parsed.success ? undefined : parsed.error.issues.map((issue) => `${issue.path.join('.') || '(body)'}: ${issue.code}`);
}

/** How many answers per route the gateway remembers as checked against the contract (the oldest goes first). */
const CHECKED_ANSWERS_KEPT = 64;

/**
 * The successful answers each route gave that kept to its contract: the same answer again (a client polling
 * /api/me or its dashboard) is not parsed and checked a second time. A check of the same bytes against the same
 * schema finds the same, and it was a tenth of the gateway's own work per call under load, which API Gateway does
 * not do at all.
 */
export function answersKeptToContract(kept = CHECKED_ANSWERS_KEPT) {
  const byRoute = new Map<string, Set<string>>();
  const keyOf = (result: HttpResult) => `${result.statusCode} ${result.isBase64Encoded ? 'b' : 't'} ${result.body ?? ''}`;
  return {
    has: (routeId: string, result: HttpResult) => byRoute.get(routeId)?.has(keyOf(result)) ?? false,
    add(routeId: string, result: HttpResult) {
      if (result.statusCode < 200 || result.statusCode >= 300) return;
      let answers = byRoute.get(routeId);
      if (!answers) byRoute.set(routeId, (answers = new Set()));
      if (answers.size >= kept) answers.delete(answers.values().next().value!);
      answers.add(keyOf(result));
    },
  };
}

export interface GatewayOptions {
  issuer: string;
  audience: string;
  jwksUri: string;
  /** Loads a handler module; defaults to importing lambdas/handlers/<name>.ts. */
  load?: (handler: string) => Promise<LambdaHandler>;
  routes?: readonly RouteDef[];
  /** Told when an answer departs from its route's contract (contractBreach); by default the console hears of it. */
  onContractBreach?: (def: RouteDef, issues: string[]) => void;
}

/**
 * The local server answers only to its own names: a page on another site that points a DNS name at
 * 127.0.0.1 (DNS rebinding) sends its own Host, and is turned away before anything runs.
 */
export function isLocalHost(host: string | undefined): boolean {
  return /^(localhost|127\.0\.0\.1)(:\d{1,5})?$/i.test(host ?? '');
}

const TEXT_TYPES = /^(application\/(json|x-www-form-urlencoded|xml|javascript)|text\/)/i;

/**
 * Serves the route table on one machine the way API Gateway HTTP API does in AWS: JWT authorizer
 * on non-public routes (401 {"message":"Unauthorized"} before the function runs), a path parameter
 * with a malformed `%` escape refused with 400 {"message":"Bad Request"} before that, the v2 event
 * with `requestContext.authorizer.jwt.claims` (array claims flattened as AWS does), and the
 * function's structured result written back.
 */
export async function createGateway(options: GatewayOptions) {
  const compiled = new Map<string, CompiledRoute[]>();
  for (const route of (options.routes ?? routeList).map(compile)) compiled.set(route.def.method, [...(compiled.get(route.def.method) ?? []), route]);
  const verifier = JwtRsaVerifier.create({ issuer: options.issuer, audience: options.audience, jwksUri: options.jwksUri });
  // aws-jwt-verify fetches only over https; cognito-local serves http, so load its (static) JWKS here.
  const jwks = await fetch(options.jwksUri);
  if (!jwks.ok) throw new Error(`cannot read JWKS at ${options.jwksUri}: HTTP ${jwks.status}`);
  verifier.cacheJwks((await jwks.json()) as Parameters<typeof verifier.cacheJwks>[0]);
  const cache = new Map<string, Promise<LambdaHandler>>();
  const keptToContract = answersKeptToContract();
  const onContractBreach =
    options.onContractBreach ?? ((def: RouteDef, issues: string[]) => console.error(`[gateway] ${def.id} answered outside its contract (lambdas/contract/api.ts): ${issues.join('; ')}`));
  const load =
    options.load ??
    (async (name: string) => {
      const mod = (await import(`../../lambdas/handlers/${name}.ts`)) as { handler: LambdaHandler };
      return mod.handler;
    });

  /**
   * The route and its decoded path parameters; `pathParameters` is undefined when a parameter holds a
   * malformed `%` escape or escapes bytes that are not UTF-8 (API Gateway answers those 400 itself).
   */
  function match(method: string, path: string) {
    for (const route of compiled.get(method) ?? []) {
      const m = route.pattern.exec(path);
      if (!m) continue;
      const values = route.params.map((_, i) => decodePathSegment(m[i + 1]!));
      if (values.some((v) => v === undefined)) return { route, pathParameters: undefined };
      return { route, pathParameters: Object.fromEntries(route.params.map((p, i) => [p, values[i]!])) };
    }
    return undefined;
  }

  // A token verified once is trusted until it expires, as API Gateway's authorizer does not charge the
  // function for it either: the signature check and claim parsing were a tenth of a request's work here.
  const verified = new Map<string, { claims: Record<string, string>; exp: number }>();
  async function claimsFor(authorization: string | undefined): Promise<Record<string, string> | undefined> {
    const token = /^Bearer\s+(.+)$/i.exec(authorization ?? '')?.[1];
    if (!token) return undefined;
    const known = verified.get(token);
    if (known && Date.now() < known.exp * 1000) return known.claims;
    verified.delete(token);
    try {
      const payload = (await verifier.verify(token)) as Record<string, unknown>;
      const claims = flattenClaims(payload);
      if (typeof payload.exp === 'number') {
        if (verified.size >= VERIFIED_TOKENS_KEPT) verified.delete(verified.keys().next().value!);
        verified.set(token, { claims, exp: payload.exp });
      }
      return claims;
    } catch {
      return undefined;
    }
  }

  /** `parsed`: the request's URL when the caller has parsed it already (the local server has, to pick the gateway). */
  async function handle(req: IncomingMessage, res: ServerResponse, parsed?: URL): Promise<void> {
    const url = parsed ?? requestUrl(req);
    if (!url) return send(res, { statusCode: 400, headers: { 'content-type': 'application/json' }, body: JSON.stringify({ message: 'Bad Request' }) });
    const method = (req.method ?? 'GET').toUpperCase();
    const found = match(method, url.pathname);
    if (!found) return send(res, { statusCode: 404, headers: { 'content-type': 'application/json' }, body: JSON.stringify({ message: 'Not Found' }) });
    if (!found.pathParameters) return send(res, { statusCode: 400, headers: { 'content-type': 'application/json' }, body: JSON.stringify({ message: 'Bad Request' }) });

    const body = await readBody(req);
    if (body === 'too-large') return send(res, { statusCode: 413, headers: { 'content-type': 'application/json' }, body: JSON.stringify({ message: 'Request Entity Too Large' }) });

    let claims: Record<string, string> | undefined;
    if (found.route.def.access !== 'public') {
      claims = await claimsFor(req.headers.authorization);
      if (!claims) return send(res, { statusCode: 401, headers: { 'content-type': 'application/json', 'www-authenticate': 'Bearer' }, body: JSON.stringify({ message: 'Unauthorized' }) });
    }

    const event = toEvent(req, url, found.route.def, found.pathParameters, body, claims);
    let handler = cache.get(found.route.def.handler);
    if (!handler) {
      handler = load(found.route.def.handler);
      cache.set(found.route.def.handler, handler);
    }
    let result: HttpResult;
    try {
      result = await (await handler)(event, { awsRequestId: event.requestContext.requestId, functionName: found.route.def.id });
    } catch (error) {
      // In AWS an uncaught throw inside a function is a 500 "Internal Server Error"; the wrapper should prevent it.
      console.error(`[gateway] ${found.route.def.id} threw:`, error);
      result = { statusCode: 500, headers: { 'content-type': 'application/json' }, body: JSON.stringify({ message: 'Internal Server Error' }) };
    }
    const breach = keptToContract.has(found.route.def.id, result) ? undefined : contractBreach(found.route.def, result);
    if (breach) onContractBreach(found.route.def, breach);
    else keptToContract.add(found.route.def.id, result);
    send(res, result);
  }

  return { handle, match };
}

/**
 * The request's URL, or undefined when its target cannot be parsed (an absolute-form target such as
 * `GET http://[ HTTP/1.1`, which Node's parser lets through): such a request is answered 400, not a throw.
 */
export function requestUrl(req: Pick<IncomingMessage, 'url'>): URL | undefined {
  try {
    return new URL(req.url ?? '/', 'http://localhost');
  } catch {
    return undefined;
  }
}

/** One path parameter, percent-decoded; undefined for a malformed escape (`%zz`, a lone `%`) or bytes that are not UTF-8. */
export function decodePathSegment(raw: string): string | undefined {
  try {
    return decodeURIComponent(raw);
  } catch {
    return undefined;
  }
}

const NO_BODY = Buffer.alloc(0);

function readBody(req: IncomingMessage): Promise<Buffer | 'too-large'> {
  // A request that announces no body (no Content-Length, no Transfer-Encoding: most GETs) has none to wait for.
  if (req.headers['content-length'] === undefined && req.headers['transfer-encoding'] === undefined) {
    req.resume();
    return Promise.resolve(NO_BODY);
  }
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        resolve('too-large');
        req.destroy();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

function toEvent(
  req: IncomingMessage,
  url: URL,
  def: RouteDef,
  pathParameters: Record<string, string>,
  body: Buffer,
  claims: Record<string, string> | undefined,
): HttpEvent {
  const headers: Record<string, string> = {};
  const cookies: string[] = [];
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    if (name === 'cookie') cookies.push(...String(value).split(/;\s*/));
    else headers[name] = Array.isArray(value) ? value.join(',') : value;
  }
  const query: Record<string, string> = {};
  for (const [key, value] of url.searchParams) query[key] = key in query ? `${query[key]},${value}` : value;
  const contentType = headers['content-type'] ?? '';
  const isText = body.length === 0 || TEXT_TYPES.test(contentType);
  const now = new Date();
  const routeKey = `${def.method} ${def.path}`;
  return {
    version: '2.0',
    routeKey,
    rawPath: url.pathname,
    rawQueryString: url.search.replace(/^\?/, ''),
    ...(cookies.length ? { cookies } : {}),
    headers,
    ...(Object.keys(query).length ? { queryStringParameters: query } : {}),
    ...(Object.keys(pathParameters).length ? { pathParameters } : {}),
    ...(body.length ? { body: isText ? body.toString('utf8') : body.toString('base64') } : {}),
    isBase64Encoded: !isText,
    requestContext: {
      accountId: 'local',
      apiId: 'local',
      domainName: headers.host ?? 'localhost',
      domainPrefix: (headers.host ?? 'localhost').split('.')[0]!,
      http: {
        method: def.method,
        path: url.pathname,
        protocol: `HTTP/${req.httpVersion}`,
        sourceIp: req.socket.remoteAddress?.replace(/^::ffff:/, '') ?? '127.0.0.1',
        userAgent: headers['user-agent'] ?? '',
      },
      requestId: randomUUID(),
      routeKey,
      stage: '$default',
      time: now.toUTCString(),
      timeEpoch: now.getTime(),
      ...(claims ? { authorizer: { principalId: '', integrationLatency: 0, jwt: { claims, scopes: [] } } } : {}),
    },
  } as HttpEvent;
}

function send(res: ServerResponse, result: HttpResult): void {
  const headers: Record<string, string | string[]> = {};
  for (const [k, v] of Object.entries(result.headers ?? {})) headers[k.toLowerCase()] = String(v);
  if (result.cookies?.length) headers['set-cookie'] = result.cookies;
  const body = result.body ? Buffer.from(result.body, result.isBase64Encoded ? 'base64' : 'utf8') : undefined;
  if (body && !headers['content-type']) headers['content-type'] = 'application/json';
  res.writeHead(result.statusCode, headers);
  res.end(body);
}
