import { request } from 'node:http';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import type * as z from 'zod';
import { readConfig } from '../../lambdas/adapters/config.js';
import { buildDeps } from '../../lambdas/composition/deps.js';
import { emptyState } from '../../lambdas/domain/subscription.js';
import type { RouteHandler, Schemas } from '../../lambdas/http/route.js';
import { routeList, type RouteDef } from '../../lambdas/routes.js';
import { makeMember } from '../support/admin.js';
import { viewerHeaders } from '../support/client-address.js';
import { signIn, useLocalStack, type Tokens } from '../support/local.js';
import { cognitoLocalKey, decodeJwt, signJwt, strangerKey } from '../support/tokens.js';

/**
 * Hostile input never breaks a route: every route of the route table, called by every kind of caller
 * with malformed and hostile input built from the route's own contract schemas, answers a 4xx with a
 * JSON message (or, when the input happens to be acceptable, a 2xx), never a 5xx, never a hang, never
 * internal error text. Requests go over HTTP to the local stack's gateway, as a browser's would.
 *
 * Each route gets a sweep (every kind of hostile body, path parameter, query and token once, and every
 * caller once) and then FUZZ_RUNS random combinations, all drawn by fast-check from one seed per route
 * derived from FUZZ_SEED. To replay a failure: FUZZ_SEED=<seed> FUZZ_ROUTE=<route id> (docs/security.md,
 * "Hostile input").
 */

const stack = useLocalStack();
const deps = buildDeps(readConfig(stack.env));

const SEED = Number(process.env.FUZZ_SEED ?? 20261128);
const RUNS = Number(process.env.FUZZ_RUNS ?? 4);
const ONLY = process.env.FUZZ_ROUTE;
/** Longer than any route's own timeout (30 s) would be too slow for CI; a hostile request must be refused quickly. */
const REQUEST_TIMEOUT_MS = 10_000;
/** Routes fuzzed at the same time (the stack is one Node process; DynamoDB Local and cognito-local are others). */
const CONCURRENCY = 3;

// ---- Callers --------------------------------------------------------------------------------------

const CALLERS = ['anonymous', 'client', 'paying-client', 'partner', 'employee', 'admin'] as const;
type CallerKind = (typeof CALLERS)[number];
/** How the request is authenticated: the caller's own id token, or a token the gateway must refuse. */
const AUTHS = ['own', 'none', 'forged', 'expired', 'alg-none', 'tampered', 'access-token', 'garbage'] as const;
type Auth = (typeof AUTHS)[number];

const tokens = new Map<CallerKind, Tokens>();

/** Fresh accounts only: the fuzz calls every route, and the demo accounts belong to other tests too. */
async function makeCallers() {
  const client = await makeMember(deps, 'client');
  await deps.users.createUser({ id: client.id, role: 'client', fullName: 'Fuzz Client', email: client.email, createdAt: new Date().toISOString() });
  const paying = await makeMember(deps, 'client');
  await deps.users.createUser({ id: paying.id, role: 'client', fullName: 'Fuzz Payer', email: paying.email, createdAt: new Date().toISOString() });
  await deps.subscriptions.commit({ next: { ...emptyState(paying.id), tier: 'elite', status: 'active', kind: 'subscription' }, expectedVersion: 0 });
  const partner = await makeMember(deps, 'partner');
  const employee = await makeMember(deps, 'employee', 'Member123!', { totp: true });
  const admin = await makeMember(deps, 'admin', 'Member123!', { totp: true });
  const members = { client, 'paying-client': paying, partner, employee, admin } as const;
  for (const [kind, m] of Object.entries(members)) tokens.set(kind as CallerKind, await signIn(m.email, m.password));
}

/** The caller whose request passes the route's access rule, so the sweep reaches the route's own parsing. */
function rightCaller(def: RouteDef): CallerKind {
  if (def.access === 'public') return 'anonymous';
  if (def.access === 'user') return 'paying-client';
  if (def.access.includes('partner')) return 'partner';
  return def.access.includes('employee') ? 'employee' : 'admin';
}

function authorization(caller: CallerKind, auth: Auth): string | undefined {
  const own = tokens.get(caller) ?? tokens.get('client')!;
  const claims = decodeJwt(own.IdToken);
  const now = Math.floor(Date.now() / 1000);
  const b64 = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url');
  switch (auth) {
    case 'own':
      return caller === 'anonymous' ? undefined : `Bearer ${own.IdToken}`;
    case 'none':
      return undefined;
    case 'forged':
      return `Bearer ${signJwt({ ...claims, 'cognito:groups': ['admin'] }, STRANGER)}`;
    case 'expired':
      return `Bearer ${signJwt({ ...claims, iat: now - 7200, exp: now - 3600 }, cognitoLocalKey())}`;
    case 'alg-none':
      return `Bearer ${b64({ alg: 'none', typ: 'JWT' })}.${b64({ ...claims, 'cognito:groups': ['admin'] })}.`;
    case 'tampered': {
      const [head, , sig] = own.IdToken.split('.');
      return `Bearer ${head}.${b64({ ...claims, 'cognito:groups': ['admin'] })}.${sig}`;
    }
    case 'access-token':
      return `Bearer ${own.AccessToken}`;
    case 'garbage':
      return 'Bearer a.b.c';
  }
}
const STRANGER = strangerKey();

// ---- What the contract says each route takes ------------------------------------------------------

/** The schema under wrappers that do not change its shape (optional, default, a transform's input, ...). */
function unwrap(schema: z.ZodType | undefined): z.ZodType | undefined {
  let s = schema as { _zod?: { def: Record<string, unknown> } } | undefined;
  for (let i = 0; s?._zod && i < 10; i++) {
    const def = s._zod.def;
    if (def.type === 'pipe') s = def.in as typeof s;
    else if (['optional', 'nullable', 'default', 'prefault', 'readonly', 'catch', 'nonoptional'].includes(def.type as string)) s = def.innerType as typeof s;
    else if (def.type === 'lazy') s = (def.getter as () => typeof s)();
    else break;
  }
  return s as z.ZodType | undefined;
}

const defOf = (schema: z.ZodType | undefined) => (unwrap(schema) as { _zod?: { def: Record<string, unknown> } } | undefined)?._zod?.def;

/** The object's fields and the kind of each (string, number, enum, ...), or none when the schema is no object. */
function fieldsOf(schema: z.ZodType | undefined): Record<string, { type: string; values?: unknown[] }> {
  const def = defOf(schema);
  if (def?.type !== 'object') return {};
  const shape = def.shape as Record<string, z.ZodType>;
  return Object.fromEntries(
    Object.entries(shape).map(([key, field]) => {
      const d = defOf(field);
      const values = d?.type === 'enum' ? Object.values(d.entries as Record<string, unknown>) : d?.type === 'literal' ? (d.values as unknown[]) : undefined;
      return [key, { type: String(d?.type ?? 'unknown'), ...(values ? { values } : {}) }];
    }),
  );
}

const handlers = new Map<string, Schemas>();
/** Routes whose function answered at least once: the fuzz must get past the gateway, or it proves nothing. */
const reached = new Set<string>();
async function schemasOf(def: RouteDef): Promise<Schemas> {
  const mod = (await import(`../../lambdas/handlers/${def.handler}.ts`)) as { handler: RouteHandler };
  return mod.handler.schemas;
}

// ---- Hostile values ------------------------------------------------------------------------------

/** Path segments as they arrive on the wire (already percent-encoded where a client would encode). */
const HOSTILE_SEGMENTS = [
  '..%2F..%2F..%2Fetc%2Fpasswd',
  '..%5C..%5Cwindows',
  '%00',
  'a%00b',
  '%0A%0D',
  '%20%20',
  'x'.repeat(5000),
  '%',
  '%zz',
  'a%2',
  '%E0%A4%A',
  '%C3%28',
  '%FF%FE',
  '__proto__',
  'constructor',
  encodeURIComponent('USER#someone-else'),
  encodeURIComponent("' OR '1'='1"),
  encodeURIComponent('<script>alert(1)</script>'),
  encodeURIComponent('\u202Egnp.exe'),
  '-1',
] as const;

const GARBAGE_CURSORS = ['%zz', 'x', '....', 'A'.repeat(5000), Buffer.from('{"PK":"USER#x","SK":"y"}').toString('base64url'), Buffer.from('not json').toString('base64'), 'null', '__proto__'];
const HOSTILE_QUERIES = [
  ...GARBAGE_CURSORS.map((c) => `cursor=${c.startsWith('%') ? c : encodeURIComponent(c)}`),
  'limit=-1',
  'limit=0',
  'limit=1e9',
  'limit=abc',
  'limit=1.5',
  'limit=%zz',
  'limit=1&limit=2',
  '__proto__[admin]=1&constructor[prototype][x]=1',
  'status=%00',
  `q=${'q'.repeat(5000)}`,
];

/** A body as described in a counterexample; `materialize` turns it into bytes (2 MB bodies are not printed). */
type BodyCase =
  | { kind: 'none' }
  | { kind: 'text'; text: string; contentType: string }
  | { kind: 'json'; value: unknown; contentType: string }
  | { kind: 'proto'; fields: Record<string, unknown> }
  | { kind: 'deep'; depth: number; shape: 'array' | 'object' }
  | { kind: 'huge'; json: boolean }
  | { kind: 'invalid-utf8'; contentType: string };

const FIXED_BODIES: BodyCase[] = [
  { kind: 'none' },
  { kind: 'text', text: '', contentType: 'application/json' },
  { kind: 'text', text: 'not json', contentType: 'application/json' },
  { kind: 'text', text: '{"a":', contentType: 'application/json' },
  { kind: 'text', text: 'null', contentType: 'application/json' },
  { kind: 'text', text: '[]', contentType: 'application/json' },
  { kind: 'text', text: '"a string"', contentType: 'application/json' },
  { kind: 'text', text: '12345', contentType: 'application/json' },
  { kind: 'text', text: '<xml/>', contentType: 'application/xml' },
  { kind: 'text', text: 'a=1&b=2', contentType: 'application/x-www-form-urlencoded' },
  { kind: 'text', text: '{}', contentType: 'application/octet-stream' },
  { kind: 'deep', depth: 100_000, shape: 'array' },
  { kind: 'deep', depth: 20_000, shape: 'object' },
  { kind: 'huge', json: true },
  { kind: 'huge', json: false },
  { kind: 'invalid-utf8', contentType: 'application/json' },
  { kind: 'invalid-utf8', contentType: 'application/octet-stream' },
];

const TWO_MB = 2 * 1024 * 1024;

function materialize(body: BodyCase): { bytes?: Buffer; contentType?: string } {
  switch (body.kind) {
    case 'none':
      return {};
    case 'text':
      return { bytes: Buffer.from(body.text), contentType: body.contentType };
    case 'json':
      return { bytes: Buffer.from(JSON.stringify(body.value) ?? 'undefined'), contentType: body.contentType };
    case 'proto': {
      // Own keys named __proto__ and constructor, as JSON.parse makes them (an object literal would set the prototype instead).
      const rest = JSON.stringify(body.fields).slice(1, -1);
      const text = `{"__proto__":{"admin":true,"groups":["admin"]},"constructor":{"prototype":{"polluted":true}}${rest ? `,${rest}` : ''}}`;
      return { bytes: Buffer.from(text), contentType: 'application/json' };
    }
    case 'deep':
      return {
        bytes: Buffer.from(body.shape === 'array' ? `${'['.repeat(body.depth)}${']'.repeat(body.depth)}` : `${'{"a":'.repeat(body.depth)}1${'}'.repeat(body.depth)}`),
        contentType: 'application/json',
      };
    case 'huge':
      return { bytes: Buffer.from(body.json ? `{"value":"${'a'.repeat(TWO_MB)}"}` : 'a'.repeat(TWO_MB)), contentType: 'application/json' };
    case 'invalid-utf8':
      return { bytes: Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0xc3, 0x28, 0xed, 0xa0, 0x80, 0x22, 0x7d]), contentType: body.contentType };
  }
}

/** A value of the wrong kind for a field of this type (and hostile strings everywhere a string is taken). */
function wrongFor(field: { type: string; values?: unknown[] }): fc.Arbitrary<unknown> {
  const hostileStrings = fc.constantFrom('', ' ', '\u0000', 'x'.repeat(100_000), '../../etc/passwd', '<script>alert(1)</script>', '\uD800', '${jndi:ldap://x}', '__proto__', '9'.repeat(400));
  const common = fc.constantFrom<unknown>(null, true, {}, [], [[[]]], { __proto__: null }, -1, 1e308, Number.MAX_SAFE_INTEGER + 2, 0.5, 'NaN');
  switch (field.type) {
    case 'string':
      return fc.oneof(common, hostileStrings, fc.integer(), fc.string({ maxLength: 40 }));
    case 'number':
    case 'int':
      return fc.oneof(common, hostileStrings, fc.constantFrom('12', '1e999', '-0', '0x10'));
    case 'enum':
      // Its own values too, so that a body whose other fields pass goes on into the use case.
      return fc.oneof(common, hostileStrings, fc.constantFrom(...(field.values ?? []).flatMap((v) => [v, typeof v === 'string' ? `${v} ` : String(v)])));
    case 'literal':
      // Never the literal itself: `{ confirm: 'DELETE' }` would delete the caller's account halfway through the run.
      return fc.oneof(common, hostileStrings, fc.constantFrom(...(field.values ?? []).map((v) => (typeof v === 'string' ? `${v} ` : String(v)))));
    case 'boolean':
      return fc.oneof(common, hostileStrings, fc.boolean());
    default:
      return fc.oneof(common, hostileStrings, fc.string({ maxLength: 20 }));
  }
}

/** A JSON object with the schema's fields, some of them given wrong or hostile values, others missing. */
function wrongBody(fields: Record<string, { type: string; values?: unknown[] }>): fc.Arbitrary<BodyCase> {
  const keys = Object.keys(fields);
  const record = keys.length
    ? fc.record(Object.fromEntries(keys.map((k) => [k, wrongFor(fields[k]!)])), { requiredKeys: [] })
    : fc.dictionary(fc.string({ maxLength: 8 }), wrongFor({ type: 'unknown' }), { maxKeys: 4 });
  return fc.oneof(
    record.map((value): BodyCase => ({ kind: 'json', value, contentType: 'application/json' })),
    record.map((value): BodyCase => ({ kind: 'proto', fields: value as Record<string, unknown> })),
  );
}

// ---- One request --------------------------------------------------------------------------------

interface Attempt {
  caller: CallerKind;
  auth: Auth;
  /** Raw (wire) path segments by parameter name. */
  params: Record<string, string>;
  query: string;
  body: BodyCase;
}

interface Answer {
  status: number;
  contentType: string;
  text: string;
}

function pathOf(def: RouteDef, params: Record<string, string>): string {
  return def.path.replace(/\{(\w+)\+?\}/g, (_, name: string) => params[name] ?? 'x');
}

function send(def: RouteDef, attempt: Attempt): Promise<Answer | 'timeout'> {
  const url = new URL(stack.url);
  const { bytes, contentType } = materialize(attempt.body);
  const auth = authorization(attempt.caller, attempt.auth);
  const headers: Record<string, string> = {
    ...viewerHeaders(),
    ...(auth ? { authorization: auth } : {}),
    ...(contentType ? { 'content-type': contentType } : {}),
    ...(bytes ? { 'content-length': String(bytes.length) } : {}),
  };
  const path = `${pathOf(def, attempt.params)}${attempt.query ? `?${attempt.query}` : ''}`;
  return new Promise((resolve, reject) => {
    const req = request({ host: url.hostname, port: url.port, method: def.method, path, headers, timeout: REQUEST_TIMEOUT_MS }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, contentType: String(res.headers['content-type'] ?? ''), text: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', reject);
    });
    req.on('timeout', () => {
      req.destroy();
      resolve('timeout');
    });
    req.on('error', reject);
    req.end(bytes);
  });
}

/** Text that only an unhandled error would put in a response: stack frames, JS error names, AWS SDK error names, our file paths. */
const INTERNAL_TEXT = [
  /\bat \S+ \(.*:\d+:\d+\)/,
  /\b(TypeError|ReferenceError|SyntaxError|RangeError|URIError)\b/,
  /\b(ValidationException|ConditionalCheckFailedException|ResourceNotFoundException|ProvisionedThroughputExceededException|TransactionCanceledException|NoSuchKey|NoSuchBucket|AccessDenied|InvalidParameterException|UserNotFoundException|NotAuthorizedException)\b/,
  /node_modules|lambdas\/(handlers|adapters|use-cases)\//,
  /Unexpected (token|end of JSON input|non-whitespace character)/,
];

/**
 * The health check's "degraded": a dependency did not answer its probe within 2 s. It reads no input, so under this
 * suite's load (the emulators slowed by every other file) it can say so whatever the request was; that is its job.
 */
const healthDegraded = (def: RouteDef, answer: Answer) => def.id === 'Health' && answer.status === 503 && answer.text === '{"status":"degraded"}';

/** What is wrong with the answer, or undefined when it is what hostile input deserves. */
function problemWith(def: RouteDef, answer: Answer | 'timeout'): string | undefined {
  if (answer === 'timeout') return `no answer within ${REQUEST_TIMEOUT_MS} ms`;
  if (healthDegraded(def, answer)) return undefined;
  const { status, text, contentType } = answer;
  if (status >= 500) return `status ${status}: ${text.slice(0, 300)}`;
  const leak = INTERNAL_TEXT.find((re) => re.test(text));
  if (leak) return `status ${status} shows internal error text (${leak}): ${text.slice(0, 300)}`;
  if (status < 400) return undefined;
  if (!/^application\/json/i.test(contentType)) return `status ${status} answered ${contentType || 'no content type'}, not JSON`;
  let message: unknown;
  try {
    message = (JSON.parse(text) as { message?: unknown }).message;
  } catch {
    return `status ${status} with a body that is not JSON: ${text.slice(0, 300)}`;
  }
  if (typeof message !== 'string' || message.trim() === '') return `status ${status} without a message: ${text.slice(0, 300)}`;
  // zod's bare wording for a missing or mistyped field names no field; the wrapper words it (http/route.ts plainIssue).
  if (/^Invalid input: expected/.test(message)) return `status ${status} with a message that names no field: ${message}`;
  return undefined;
}

// ---- The property, per route --------------------------------------------------------------------

const hasBody = (def: RouteDef) => def.method !== 'GET';

function paramNames(def: RouteDef): string[] {
  return [...def.path.matchAll(/\{(\w+)\+?\}/g)].map((m) => m[1]!);
}

/** A well-formed value for each path parameter (an enum's first member, or a UUID), so one hostile value is tested at a time. */
function plainParams(def: RouteDef, schemas: Schemas): Record<string, string> {
  const fields = fieldsOf(schemas.params);
  return Object.fromEntries(paramNames(def).map((p) => [p, String(fields[p]?.values?.[0] ?? '00000000-0000-4000-8000-000000000000')]));
}

function attempts(def: RouteDef, schemas: Schemas): { arbitrary: fc.Arbitrary<Attempt>; sweep: Attempt[] } {
  const params = plainParams(def, schemas);
  const bodyFields = fieldsOf(schemas.body);
  const queryFields = fieldsOf(schemas.query);
  const segment = (name: string) => {
    const values = fieldsOf(schemas.params)[name]?.values;
    return fc.oneof(fc.constantFrom(...HOSTILE_SEGMENTS), fc.uuid(), fc.string({ maxLength: 80 }).map(encodeURIComponent), ...(values ? [fc.constantFrom(...values.map(String))] : []));
  };
  const query = fc.oneof(
    fc.constant(''),
    fc.constantFrom(...HOSTILE_QUERIES),
    Object.keys(queryFields).length
      ? fc.record(Object.fromEntries(Object.keys(queryFields).map((k) => [k, fc.oneof(fc.constantFrom(...GARBAGE_CURSORS, '-5', ''), fc.string({ maxLength: 30 }))])), { requiredKeys: [] }).map((q) => new URLSearchParams(q as Record<string, string>).toString())
      : fc.constant(''),
  );
  const body = hasBody(def) ? fc.oneof(fc.constantFrom(...FIXED_BODIES), wrongBody(bodyFields)) : fc.constant<BodyCase>({ kind: 'none' });
  const arbitrary = fc.record({
    caller: fc.constantFrom(...CALLERS),
    auth: fc.oneof({ weight: 6, arbitrary: fc.constant<Auth>('own') }, { weight: 1, arbitrary: fc.constantFrom(...AUTHS) }),
    params: fc.record(Object.fromEntries(paramNames(def).map((p) => [p, segment(p)]))) as fc.Arbitrary<Record<string, string>>,
    query,
    body,
  });

  const right = rightCaller(def);
  const base: Attempt = { caller: right, auth: 'own', params, query: '', body: { kind: 'none' } };
  const sweep: Attempt[] = [
    ...CALLERS.map((caller) => ({ ...base, caller })),
    ...(def.access === 'public' ? [] : AUTHS.filter((a) => a !== 'own').map((auth) => ({ ...base, auth }))),
    ...paramNames(def).flatMap((p) => HOSTILE_SEGMENTS.map((v) => ({ ...base, params: { ...params, [p]: v } }))),
    ...(def.method === 'GET' ? HOSTILE_QUERIES.map((q) => ({ ...base, query: q })) : []),
    ...(hasBody(def) ? FIXED_BODIES.map((b) => ({ ...base, body: b })) : []),
    ...(hasBody(def) && Object.keys(bodyFields).length
      ? [{ ...base, body: { kind: 'proto', fields: {} } as BodyCase }, { ...base, body: { kind: 'json', value: Object.fromEntries(Object.keys(bodyFields).map((k) => [k, 12345])), contentType: 'application/json' } as BodyCase }]
      : []),
  ];
  return { arbitrary, sweep };
}

/** One seed per route, from the run's seed and the route's id, so one route can be replayed alone. */
function seedFor(def: RouteDef): number {
  let h = SEED | 0;
  for (const ch of def.id) h = (Math.imul(h, 31) + ch.charCodeAt(0)) | 0;
  return h;
}

async function fuzzRoute(def: RouteDef): Promise<string | undefined> {
  const schemas = handlers.get(def.id)!;
  const { arbitrary, sweep } = attempts(def, schemas);
  let last = '';
  const details = await fc.check(
    fc.asyncProperty(arbitrary, async (attempt) => {
      const answer = await send(def, attempt);
      // The wrapper puts the request id in every error body and runs only after the gateway let the request in.
      if (answer !== 'timeout' && (answer.status < 400 || answer.text.includes('"requestId"'))) reached.add(def.id);
      const problem = problemWith(def, answer);
      if (problem) last = problem;
      return problem === undefined;
    }),
    { seed: seedFor(def), numRuns: sweep.length + RUNS, examples: sweep.map((a) => [a] as [Attempt]) },
  );
  if (!details.failed) return undefined;
  const example = JSON.stringify(details.counterexample?.[0], (_, v: unknown) => (typeof v === 'string' && v.length > 200 ? `${v.slice(0, 40)}…(${v.length} chars)` : v));
  return `${def.method} ${def.path} [${def.id}, seed ${seedFor(def)}, path ${details.counterexamplePath}]: ${last}\n    request: ${example}`;
}

const selected = routeList.filter((def) => !ONLY || def.id === ONLY);

describe('hostile input never breaks a route', () => {
  beforeAll(async () => {
    await makeCallers();
    for (const def of selected) handlers.set(def.id, await schemasOf(def));
    console.log(`fuzz: seed ${SEED} (FUZZ_SEED), ${RUNS} random requests per route after its sweep (FUZZ_RUNS), ${selected.length} routes${ONLY ? ` (FUZZ_ROUTE=${ONLY})` : ''}`);
  });

  it('every route, every caller: a 4xx with a JSON message, never a 5xx, a hang or internal error text', async () => {
    const failures: string[] = [];
    const queue = [...selected];
    let sent = 0;
    const started = Date.now();
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        for (let def = queue.shift(); def; def = queue.shift()) {
          const failure = await fuzzRoute(def);
          sent += attempts(def, handlers.get(def.id)!).sweep.length + RUNS;
          if (failure) failures.push(failure);
        }
      }),
    );
    console.log(`fuzz: about ${sent} requests over ${selected.length} routes in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    expect(failures, `replay one with FUZZ_SEED=${SEED} FUZZ_ROUTE=<route id>\n${failures.join('\n')}`).toEqual([]);
    expect(selected.filter((def) => !reached.has(def.id)).map((def) => def.id)).toEqual([]);
  }, 300_000);
});
