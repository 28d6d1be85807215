import { describe, expect, it } from 'vitest';
import { decideAccess, isStaffCall } from '../../../lambdas/domain/roles.js';
import { PARTNER_PORTAL, directoryActions, routeNeeds } from '../../../lambdas/routes/types.js';

describe('decideAccess', () => {
  it('lets anyone through a public route', () => {
    expect(decideAccess('public', undefined)).toBe('allow');
  });
  it('needs a signed-in caller for a user route', () => {
    expect(decideAccess('user', undefined)).toBe('unauthenticated');
    expect(decideAccess('user', { groups: [] })).toBe('allow');
  });
  it('needs one of the listed groups', () => {
    expect(decideAccess(['admin'], undefined)).toBe('unauthenticated');
    expect(decideAccess(['admin'], { groups: ['client', 'partner'] })).toBe('forbidden');
    expect(decideAccess(['partner', 'admin'], { groups: ['partner'] })).toBe('allow');
  });
});

describe('isStaffCall: the calls re-checked against the directory (current groups, TOTP)', () => {
  it('is a call that only a staff group lets through', () => {
    expect(isStaffCall(['admin'], ['admin'])).toBe(true);
    expect(isStaffCall(PARTNER_PORTAL, ['employee'])).toBe(true);
    expect(isStaffCall(PARTNER_PORTAL, ['partner'])).toBe(false);
    // A partner who is also staff gets in as a partner: no staff check.
    expect(isStaffCall(PARTNER_PORTAL, ['partner', 'admin'])).toBe(false);
    expect(isStaffCall(['admin'], ['client'])).toBe(false);
    expect(isStaffCall('user', ['admin'])).toBe(false);
    expect(isStaffCall('public', ['admin'])).toBe(false);
  });

  it('grants each function what the wrapper reads: the table when signed in, the directory on group routes, the audit log and the session record’s update on staff routes', () => {
    expect(routeNeeds({ access: 'public', needs: {} })).toEqual({});
    expect(routeNeeds({ access: 'user', needs: { billing: true } })).toEqual({ billing: true, table: 'read' });
    expect(routeNeeds({ access: ['partner'], needs: {} })).toEqual({ table: 'read', directory: ['read'] });
    expect(routeNeeds({ access: ['admin'], needs: {} })).toEqual({ table: 'read', directory: ['read'], audit: true, staffSessions: true });
    expect(routeNeeds({ access: ['admin'], needs: { directory: ['delete'] } })).toEqual({ table: 'read', directory: ['delete', 'read'], audit: true, staffSessions: true });
    expect(routeNeeds({ access: ['admin'], needs: { table: 'readwrite', directory: 'readwrite' } })).toEqual({
      table: 'readwrite',
      directory: directoryActions('readwrite'),
      audit: true,
      staffSessions: true,
    });
    expect(routeNeeds({ access: 'user', needs: { table: 'readwrite' } }).audit).toBeUndefined();
  });
});
