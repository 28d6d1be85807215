import { describe, expect, it } from 'vitest';
import { checkOrigin } from '../../../lambdas/http/origin.js';

describe('checkOrigin (requests must come through CloudFront)', () => {
  it('accepts the current secret value, whatever the header name’s case', () => {
    expect(checkOrigin({ 'x-origin-verify': 'current-value' }, ['current-value', 'previous-value'])).toBe(true);
    expect(checkOrigin({ 'X-Origin-Verify': 'current-value' }, ['current-value'])).toBe(true);
  });

  it('accepts the previous value during a rotation', () => {
    expect(checkOrigin({ 'x-origin-verify': 'previous-value' }, ['current-value', 'previous-value'])).toBe(true);
  });

  it('refuses a request without the header, with a wrong or truncated value, or when nothing is expected', () => {
    expect(checkOrigin({}, ['current-value'])).toBe(false);
    expect(checkOrigin({ 'x-origin-verify': 'guess' }, ['current-value'])).toBe(false);
    expect(checkOrigin({ 'x-origin-verify': 'current-valu' }, ['current-value'])).toBe(false);
    expect(checkOrigin({ 'x-origin-verify': '' }, [''])).toBe(false);
    expect(checkOrigin({ 'x-origin-verify': 'current-value' }, [])).toBe(false);
  });
});
