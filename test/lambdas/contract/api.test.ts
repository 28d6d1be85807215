import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import * as z from 'zod';
import { describe, expect, it } from 'vitest';
import { apiContract, type RouteContract } from '../../../lambdas/contract/api.js';
import type { RouteHandler } from '../../../lambdas/http/route.js';
import { routeAreas, routes, type RouteDef, type RouteName } from '../../../lambdas/routes.js';

const root = resolve(import.meta.dirname, '..', '..', '..');
const contract: Record<string, RouteContract> = apiContract;
const names = Object.keys(routes) as RouteName[];
const handlerSource = (name: RouteName) => readFileSync(join(root, 'lambdas', 'handlers', `${routes[name].handler}.ts`), 'utf8');

describe('the API contract (lambdas/contract/api.ts)', () => {
  it('names the schemas of every route of the table, and of no other', () => {
    const missing = names.filter((name) => !(name in contract));
    const unknown = Object.keys(contract).filter((name) => !(name in routes));
    expect(missing, `routes without an entry in lambdas/contract/api.ts (add { params, query, body, response } for each): ${missing.join(', ')}`).toEqual([]);
    expect(unknown, `entries in lambdas/contract/api.ts for no route of lambdas/routes.ts: ${unknown.join(', ')}`).toEqual([]);
  });

  it('keeps each area\'s entries in contract/api/<area>.ts, named as its routes/<area>.ts, the very ones the map merges (the web loads them by area)', async () => {
    for (const [area, table] of Object.entries(routeAreas)) {
      const { contract: part } = (await import(`../../../lambdas/contract/api/${area}.ts`)) as { contract: Record<string, RouteContract> };
      expect(Object.keys(part).sort(), `lambdas/contract/api/${area}.ts: the routes of lambdas/routes/${area}.ts`).toEqual(Object.keys(table).sort());
      for (const name of Object.keys(part)) expect(contract[name], `${name}: the merged map's entry is the area module's`).toBe(part[name]);
    }
  });

  it('gives each path parameter of a route its schema, and no other', () => {
    for (const name of names) {
      const inPath = [...routes[name].path.matchAll(/\{(\w+)\+?\}/g)].map((m) => m[1]!).sort();
      const params = contract[name]!.params;
      const declared = params instanceof z.ZodObject ? Object.keys(params.shape).sort() : [];
      expect(declared, `${name} (${routes[name].path}): the params schema's keys`).toEqual(inPath);
    }
  });

  it('a body only where the method carries one, and no answer body on a 204', () => {
    for (const name of names) {
      if (routes[name].method === 'GET') expect(contract[name]!.body, `${name}: a GET has no body`).toBeUndefined();
      expect(contract[name]!.response === null, `${name}: response null <=> status 204`).toBe(contract[name]!.status === 204);
    }
  });

  it('is where handlers take their schemas from: each passes the wrapper its route\'s params, query and body schemas, the very same', async () => {
    const differing: string[] = [];
    for (const name of names) {
      const { handler } = (await import(`../../../lambdas/handlers/${routes[name].handler}.ts`)) as { handler: RouteHandler };
      const entry = contract[name]!;
      for (const part of ['params', 'query', 'body'] as const) {
        if (handler.schemas[part] !== entry[part]) differing.push(`${name}.${part}`);
      }
    }
    expect(differing, 'handlers whose request schemas are not the ones lambdas/contract/api.ts names for their route').toEqual([]);
  });

  it('a handler cannot give the wrapper a schema of its own', () => {
    const own = names.filter((name) => /routeWithSchemas|z\.(object|string|number)\(/.test(handlerSource(name)));
    expect(own, 'handlers that define schemas themselves (name them in lambdas/contract instead)').toEqual([]);
  });

  it('the table names every rate limit a handler counts', () => {
    for (const name of names) {
      const counted = [...handlerSource(name).matchAll(/limitBy(?:Source)?\(deps, '(\w+)'/g)].map((m) => m[1]!);
      const declared: readonly string[] = (routes[name] as RouteDef).rateLimits ?? [];
      for (const limit of counted) expect(declared, `${name} counts '${limit}': name it in its route's rateLimits`).toContain(limit);
    }
  });
});
