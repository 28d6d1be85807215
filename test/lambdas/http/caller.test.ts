import { describe, expect, it } from 'vitest';
import { callerFromClaims, flattenClaims, parseGroupsClaim } from '../../../lambdas/http/caller.js';

describe('groups claim', () => {
  it('reads API Gateway’s flattened string and a raw array alike', () => {
    expect(parseGroupsClaim('[admin partner]')).toEqual(['admin', 'partner']);
    expect(parseGroupsClaim(['client'])).toEqual(['client']);
    expect(parseGroupsClaim('[]')).toEqual([]);
    expect(parseGroupsClaim(undefined)).toEqual([]);
  });

  it('ignores groups that are not roles', () => {
    expect(parseGroupsClaim('[admin us-east-1_Google]')).toEqual(['admin']);
  });

  it('flattens arrays the way API Gateway does, and round-trips', () => {
    const flat = flattenClaims({ 'cognito:groups': ['admin', 'partner'], email_verified: true, exp: 5 });
    expect(flat).toEqual({ 'cognito:groups': '[admin partner]', email_verified: 'true', exp: '5' });
    expect(callerFromClaims({ ...flat, sub: 'u', token_use: 'id', email: 'a@b.c' })?.groups).toEqual(['admin', 'partner']);
  });
});
