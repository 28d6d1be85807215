import { readFileSync } from 'node:fs';
import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import { routeList } from '../../lambdas/routes.js';
import { OPENAPI_FILE, openApiDocument, openApiText } from '../../scripts/openapi.js';

describe('the OpenAPI document (docs/openapi.json)', () => {
  it('is the one the route table and its contract give today', async () => {
    const checkedIn = readFileSync(OPENAPI_FILE, 'utf8');
    // A message, not a 400 KB diff: the fix is to regenerate it.
    expect(checkedIn === (await openApiText()), 'docs/openapi.json is stale: run `npm run openapi` and commit it').toBe(true);
  });

  it('is a valid OpenAPI 3.1 document', async () => {
    const validator = new Validator();
    const result = await validator.validate(await openApiDocument());
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('describes every route, with its answer and who may call it', async () => {
    const document = await openApiDocument();
    for (const def of routeList) {
      const operation = document.paths[def.path]?.[def.method.toLowerCase()] as { security: unknown[]; responses: Record<string, unknown> } | undefined;
      expect(operation, `${def.method} ${def.path}`).toBeDefined();
      expect(operation!.security.length > 0, `${def.id}: a bearer token unless public`).toBe(def.access !== 'public');
    }
    // A shared view is a component the answers refer to, not a copy in each.
    expect(JSON.stringify(document.paths['/api/disputes/{id}'])).toContain('#/components/schemas/disputeResponse');
    expect(document.components.schemas).toHaveProperty('disputeView');
  });
});
