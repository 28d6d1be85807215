/**
 * `npm run openapi`: writes docs/openapi.json, the API's OpenAPI 3.1 document, from the route table (lambdas/routes.ts:
 * method, path, who may call, rate limits) and its contract (lambdas/contract/api.ts: the zod schemas, turned into JSON
 * Schema by zod itself). The document is checked in so partners and operators can read the API; a test fails when it
 * no longer matches the table (test/scripts/openapi.test.ts), so run this after changing a route or a schema.
 */
import { readdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import * as z from 'zod';
import { apiContract, type RouteContract } from '../lambdas/contract/api.js';
import { errorBody } from '../lambdas/contract/errors.js';
import { RATE_LIMITS } from '../lambdas/domain/rate-limit.js';
import { routes, type RouteDef, type RouteName } from '../lambdas/routes.js';

const root = resolve(import.meta.dirname, '..');
export const OPENAPI_FILE = join(root, 'docs', 'openapi.json');

type JsonSchema = Record<string, unknown>;

/**
 * One schema as JSON Schema 2020-12 (OpenAPI 3.1's dialect): the request side as a client writes it (`input`, before
 * the server's transforms), the answer as the server sends it (`output`). What JSON Schema cannot say (a transform's
 * result, a refinement) is left open rather than refused.
 */
function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'draft-2020-12' }) as JsonSchema;
  return rest;
}

/** Who may call a route, in words and as the bearer requirement. */
function access(def: RouteDef): { who: string; security: { bearer: [] }[] } {
  if (def.access === 'public') return { who: 'Anyone (no token).', security: [] };
  if (def.access === 'user') return { who: 'Any signed-in user, on their own data.', security: [{ bearer: [] }] };
  return { who: `Signed-in members of: ${def.access.join(', ')}.`, security: [{ bearer: [] }] };
}

/** A query or path schema's properties as OpenAPI parameters. */
function parameters(schema: z.ZodType | undefined, where: 'path' | 'query'): unknown[] {
  if (!schema) return [];
  const object = jsonSchema(schema, 'input') as { properties?: Record<string, JsonSchema>; required?: string[] };
  return Object.entries(object.properties ?? {}).map(([name, property]) => ({
    name,
    in: where,
    required: where === 'path' || (object.required ?? []).includes(name),
    schema: property,
  }));
}

const errorResponse = (description: string) => ({ description, content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } });

function operation(name: RouteName, def: RouteDef, contract: RouteContract, answerRef: (schema: z.ZodType) => string) {
  const { who, security } = access(def);
  const limits = (def.rateLimits ?? []).map((limit) => ({ name: limit, ...RATE_LIMITS[limit] }));
  const notes = [
    who,
    def.feature ? `Needs the plan feature \`${def.feature}\` (402 without it).` : '',
    def.requiresSubscription ? 'Needs an active plan (402 without one).' : '',
    limits.length ? `Rate limits: ${limits.map((l) => `${l.name} (${l.max} per ${l.windowSeconds} s)`).join(', ')}; over one answers 429.` : '',
  ].filter(Boolean);
  const status = String(contract.status ?? 200);
  const success =
    contract.response === null
      ? { description: 'Done; no body.' }
      : { description: 'Success.', content: { 'application/json': { schema: { $ref: answerRef(contract.response) } } } };
  return {
    operationId: name,
    summary: def.id,
    description: notes.join(' '),
    tags: [def.path.split('/')[2] ?? 'api'],
    security,
    ...(limits.length ? { 'x-rate-limits': limits } : {}),
    parameters: [...parameters(contract.params, 'path'), ...parameters(contract.query, 'query')],
    ...(contract.body ? { requestBody: { required: true, content: { 'application/json': { schema: jsonSchema(contract.body, 'input') } } } } : {}),
    responses: {
      [status]: success,
      '400': errorResponse('The request does not match its schema; `message` says why, `fields` names each field.'),
      ...(def.access === 'public' ? {} : { '401': errorResponse('No valid token.'), '403': errorResponse('The caller may not call this route.') }),
      ...(limits.length ? { '429': errorResponse('Over a rate limit.') } : {}),
      default: errorResponse('An error; `message` is safe to show, `requestId` identifies the request in the logs.'),
    },
  };
}

const COMPONENTS = '#/components/schemas/';

/** Every schema the contract modules export, by its export name (the first in file and name order, for one exported twice). */
async function contractSchemaNames(): Promise<Map<z.ZodType, string>> {
  const names = new Map<z.ZodType, string>();
  const dir = join(root, 'lambdas', 'contract');
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.ts') && f !== 'index.ts').sort()) {
    const module = (await import(pathToFileURL(join(dir, file)).href)) as Record<string, unknown>;
    // Sorted here: a module namespace lists its exports sorted, a transformed module (the test runner's) in their order.
    for (const [name, value] of Object.entries(module).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) if (value instanceof z.ZodType && !names.has(value)) names.set(value, name);
  }
  return names;
}

/**
 * The answers' schemas as components, one per schema the contract exports (by its name), each schema used by several
 * answers written once and referred to: the answers share views (a dispute, a document) that inlining would repeat
 * a hundred times. Only what an answer reaches is kept; a reused part the contract does not export is `shared<N>`.
 */
function answerComponents(answers: readonly z.ZodType[], names: Map<z.ZodType, string>) {
  const registry = z.registry<{ id: string }>();
  for (const [schema, name] of names) registry.add(schema, { id: name });
  for (const schema of answers) if (!names.has(schema)) throw new Error('openapi: an answer schema of lambdas/contract/api.ts is not exported by a contract module');
  const converted = z.toJSONSchema(registry, { io: 'output', unrepresentable: 'any', reused: 'ref', uri: (id) => `${COMPONENTS}${id}` }) as { schemas: Record<string, JsonSchema> };
  const shared = (converted.schemas.__shared?.$defs ?? {}) as Record<string, JsonSchema>;
  const all: Record<string, JsonSchema> = {};
  for (const [id, schema] of Object.entries(converted.schemas)) if (id !== '__shared') all[id] = schema;
  for (const [id, schema] of Object.entries(shared)) all[`shared${id.replace(/^schema/, '')}`] = schema;
  const text = (schema: JsonSchema) => JSON.stringify(schema).replace(/#\/components\/schemas\/__shared#\/\$defs\/schema(\d+)/g, `${COMPONENTS}shared$1`);
  // Keep what the answers reach, following references.
  const kept = new Map<string, JsonSchema>();
  const visit = (id: string) => {
    if (kept.has(id)) return;
    const { $schema: _dialect, $id: _id, ...schema } = JSON.parse(text(all[id]!)) as JsonSchema;
    kept.set(id, schema);
    for (const ref of JSON.stringify(schema).matchAll(/"\$ref":"#\/components\/schemas\/(\w+)"/g)) visit(ref[1]!);
  };
  for (const schema of answers) visit(names.get(schema)!);
  return Object.fromEntries([...kept].sort(([a], [b]) => a.localeCompare(b)));
}

/** The document, built from the table and its contract alone (the same input gives the same bytes). */
export async function openApiDocument() {
  const names = await contractSchemaNames();
  const answers = [...new Set(Object.values(apiContract as Record<string, RouteContract>).flatMap((c) => (c.response ? [c.response] : [])))];
  const paths: Record<string, Record<string, unknown>> = {};
  for (const name of Object.keys(routes) as RouteName[]) {
    const def: RouteDef = routes[name];
    (paths[def.path] ??= {})[def.method.toLowerCase()] = operation(name, def, apiContract[name], (schema) => `${COMPONENTS}${names.get(schema)}`);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Credit repair service API',
      version: '1',
      description: 'Generated by `npm run openapi` from lambdas/routes.ts and lambdas/contract/api.ts; do not edit by hand.',
    },
    servers: [{ url: '/', description: 'The site itself: CloudFront sends /api/* to the API.' }],
    paths: Object.fromEntries(Object.entries(paths).sort(([a], [b]) => a.localeCompare(b))),
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'The Cognito ID token of the signed-in user.' } },
      schemas: { Error: jsonSchema(errorBody, 'output'), ...answerComponents(answers, names) },
    },
  };
}

export const openApiText = async () => `${JSON.stringify(await openApiDocument(), null, 2)}\n`;

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  writeFileSync(OPENAPI_FILE, await openApiText());
  console.log(`wrote ${OPENAPI_FILE}`);
}
