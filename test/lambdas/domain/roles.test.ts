import { describe, expect, it } from 'vitest';
import { decideAccess } from '../../../lambdas/domain/roles.js';

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
