import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ADMIN, PARTNER_PORTAL, STAFF, jobs, otherFunctions, routeList, routes } from '../../lambdas/routes.js';
import { jobFunctions } from '../../lambdas/routes/types.js';
import { adminRoutes } from '../../lambdas/routes/admin.js';
import { billingRoutes } from '../../lambdas/routes/billing.js';

const root = resolve(import.meta.dirname, '..', '..');

describe('the merged route table', () => {
  it('holds every area’s routes once, each with a unique id and method + path, and a handler module', () => {
    expect(routeList.length).toBe(Object.keys(routes).length);
    expect(new Set(routeList.map((r) => r.id)).size).toBe(routeList.length);
    expect(new Set(routeList.map((r) => `${r.method} ${r.path}`)).size).toBe(routeList.length);
    for (const r of [...routeList, ...jobFunctions(jobs), ...otherFunctions]) expect(existsSync(join(root, 'lambdas', 'handlers', `${r.handler}.ts`)), r.handler).toBe(true);
    expect(routes.adminDeleteUser).toBe(adminRoutes.adminDeleteUser);
    expect(routes.billingWebhook).toBe(billingRoutes.billingWebhook);
  });

  it('names its access rules instead of repeating group lists', () => {
    expect(routes.adminListClients.access).toBe(ADMIN);
    expect(routes.partnerMe.access).toBe(PARTNER_PORTAL);
    expect(routes.adminReviewDocument.access).toBe(STAFF);
    for (const r of routeList) if (typeof r.access !== 'string') expect([ADMIN, PARTNER_PORTAL, STAFF]).toContain(r.access);
  });
});
