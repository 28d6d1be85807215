import { beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../../lambdas/adapters/config.js';
import { buildDeps } from '../../../lambdas/composition/deps.js';
import { routeList, type RouteDef } from '../../../lambdas/routes.js';
import { makeMember } from '../../support/admin.js';
import { api, signIn, useLocalStack } from '../../support/local.js';

const stack = useLocalStack();
const deps = buildDeps(readConfig(stack.env));

/** The documents review queue, the identity desk, the credit-sweep desk, the dispute desk (with its advisors) and the advisors' message inbox (with their own photo) are staff work: employees and admins. */
const isStaffWork = (path: string) =>
  path.startsWith('/api/admin/documents') ||
  path.startsWith('/api/admin/identity-reviews') ||
  path.startsWith('/api/admin/identity-theft') ||
  path.startsWith('/api/admin/disputes') ||
  path.startsWith('/api/admin/messages') ||
  path.startsWith('/api/admin/advisor-photo') ||
  path === '/api/admin/clients/{userId}/advisor';
/** Every admin route, found from the route table, so a new one is covered without editing this file. */
const adminRoutes = routeList.filter((r) => r.path.startsWith('/api/admin') && !isStaffWork(r.path));
const staffRoutes = routeList.filter((r) => isStaffWork(r.path));

/** A harmless call for each route: unknown ids, so an allowed call changes nothing. */
function call(def: RouteDef, token?: string) {
  const path = def.path.replace(/\{[^}]+\}/g, 'no-such-user');
  const body = def.method === 'GET' ? undefined : JSON.stringify({ partnerId: null, reason: 'Not a fit' });
  return api(path, {
    method: def.method,
    ...(body ? { body, headers: { 'content-type': 'application/json' } } : {}),
    ...(token ? { token } : {}),
  });
}

const tokens: Record<string, string> = {};

beforeAll(async () => {
  const employee = await makeMember(deps, 'employee', 'Member123!', { totp: true });
  tokens.client = (await signIn('client@demo.local')).IdToken;
  tokens.partner = (await signIn('partner@demo.local')).IdToken;
  tokens.employee = (await signIn(employee.email, employee.password)).IdToken;
  tokens.admin = (await signIn('admin@demo.local')).IdToken;
});

describe('every /api/admin route is for admins only', () => {
  it('covers the admin area', () => {
    expect(adminRoutes.length).toBeGreaterThanOrEqual(10);
    expect(adminRoutes.map((r) => `${r.method} ${r.path}`)).toContain('GET /api/admin/support-requests');
    for (const def of adminRoutes) expect(def.access, def.path).toEqual(['admin']);
  });

  it.each(adminRoutes.map((def) => [`${def.method} ${def.path}`, def] as const))('%s', async (_name, def) => {
    expect((await call(def)).status, 'visitor').toBe(401);
    for (const who of ['client', 'partner', 'employee']) {
      const res = await call(def, tokens[who]);
      expect(res.status, who).toBe(403);
    }
    const admin = await call(def, tokens.admin);
    // Reads without a path parameter answer 200; calls naming an unknown user answer 4xx, never 401/403/5xx.
    if (def.method === 'GET' && !def.path.includes('{')) expect(admin.status, 'admin').toBe(200);
    else expect([400, 404], `admin got ${admin.status}: ${JSON.stringify(admin.body)}`).toContain(admin.status);
  });
});

describe('the documents review queue and the dispute desk are for staff: employees and admins', () => {
  it('covers the queues, the link, the review, the identity desk, the dispute desk’s actions, its letters and their wording, the advisor, the message inbox and the advisor’s own photo', () => {
    expect(staffRoutes.map((r) => `${r.method} ${r.path}`).sort()).toEqual([
      'DELETE /api/admin/advisor-photo',
      'GET /api/admin/advisor-photo',
      'GET /api/admin/disputes',
      'GET /api/admin/disputes/{userId}/{id}',
      'GET /api/admin/disputes/{userId}/{id}/letters/{bureau}/wording',
      'GET /api/admin/documents',
      'GET /api/admin/identity-reviews',
      'GET /api/admin/identity-theft',
      'GET /api/admin/identity-theft/{userId}',
      'GET /api/admin/messages',
      'GET /api/admin/messages/{userId}',
      'POST /api/admin/advisor-photo',
      'POST /api/admin/advisor-photo/complete',
      'POST /api/admin/disputes/{userId}/{id}/letters/{bureau}',
      'POST /api/admin/disputes/{userId}/{id}/receipt',
      'POST /api/admin/disputes/{userId}/{id}/reinsertion-notice',
      'POST /api/admin/disputes/{userId}/{id}/result',
      'POST /api/admin/disputes/{userId}/{id}/sent',
      'POST /api/admin/disputes/{userId}/{id}/status',
      'POST /api/admin/disputes/{userId}/{id}/supplement-sent',
      'POST /api/admin/documents/{userId}/{documentId}/link',
      'POST /api/admin/documents/{userId}/{documentId}/review',
      'POST /api/admin/identity-reviews/{userId}/{reviewId}',
      'POST /api/admin/identity-theft/{userId}/receipt',
      'POST /api/admin/identity-theft/{userId}/review',
      'POST /api/admin/messages/{userId}',
      'POST /api/admin/messages/{userId}/read',
      'PUT /api/admin/clients/{userId}/advisor',
      'PUT /api/admin/disputes/{userId}/{id}/letters/{bureau}/wording',
    ]);
    for (const def of staffRoutes) expect(def.access, def.path).toEqual(['employee', 'admin']);
  });

  it.each(staffRoutes.map((def) => [`${def.method} ${def.path}`, def] as const))('%s', async (_name, def) => {
    expect((await call(def)).status, 'visitor').toBe(401);
    for (const who of ['client', 'partner']) expect((await call(def, tokens[who])).status, who).toBe(403);
    for (const who of ['employee', 'admin']) {
      const res = await call(def, tokens[who]);
      if (OWN_PHOTO.has(`${def.method} ${def.path}`)) expect([200, 404], `${who} got ${res.status}`).toContain(res.status);
      else if (def.method === 'GET' && !def.path.includes('{')) expect(res.status, who).toBe(200);
      else expect([400, 404], `${who} got ${res.status}`).toContain(res.status);
    }
  });
});

/** The caller's own photo: let through for staff, answering 200 or, for a staff member with no profile item yet, 404. */
const OWN_PHOTO = new Set(['GET /api/admin/advisor-photo', 'DELETE /api/admin/advisor-photo']);
