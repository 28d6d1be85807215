import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { routeList, type RouteDef } from '../../lambdas/routes.js';
import { routeArea } from '../../lib/api.js';
import { buildApp } from '../../lib/app.js';

const GROWTH = 60;

/** 60 more routes, spread over today's route areas and three new ones, as the API would grow. */
function dummyRoutes(): RouteDef[] {
  const prefixes = [...new Set(routeList.map((r) => r.path.split('/')[2]!)), 'credit', 'disputes', 'offers'];
  return Array.from({ length: GROWTH }, (_, i) => ({
    id: `Growth${i}`,
    method: 'POST',
    path: `/api/${prefixes[i % prefixes.length]}/growth-${i}`,
    handler: 'health',
    access: i % 2 ? 'user' : 'public',
    needs: { table: 'readwrite', bucket: 'readwrite', email: true },
  }));
}

describe('room to grow', () => {
  it(`keeps every stack under 400 resources with ${GROWTH} more routes`, () => {
    const webDist = mkdtempSync(join(tmpdir(), 'web-dist-'));
    writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>t</title>');
    const routes = [...routeList, ...dummyRoutes()];
    const { app } = buildApp({ webDist, stage: 'test', chargingMode: 'upfront', bundle: false, routes, outdir: mkdtempSync(join(tmpdir(), 'cdk-out-')) });
    const stacks = app.node.findAll().filter((c): c is Stack => c instanceof Stack);
    expect(stacks.length).toBe(3 + new Set(routes.map((r) => routeArea(r))).size);
    let builtRoutes = 0;
    for (const stack of stacks) {
      const resources = Template.fromStack(stack).toJSON().Resources ?? {};
      expect(Object.keys(resources).length, stack.node.path).toBeLessThan(400);
      builtRoutes += Object.values(resources as Record<string, { Type: string }>).filter((r) => r.Type === 'AWS::ApiGatewayV2::Route').length;
    }
    // Every route, old and new, was built.
    expect(builtRoutes).toBe(routes.length);
  }, 120_000);
});
