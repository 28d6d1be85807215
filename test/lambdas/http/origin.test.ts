import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkOrigin, clientAddress, ORIGIN_SECRET_CACHE_MS, originAllowed, originSecretFrom } from '../../../lambdas/http/origin.js';
import { httpEvent } from '../../support/http-event.js';
import { startSecretsExtension } from '../../support/secrets-extension.js';

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

describe('the origin secret in AWS (read through the secrets extension)', () => {
  const arn = 'arn:aws:secretsmanager:us-east-1:123456789012:secret:origin-AbCdEf';
  let extension: Awaited<ReturnType<typeof startSecretsExtension>>;
  beforeAll(async () => {
    extension = await startSecretsExtension(arn, { AWSCURRENT: 'new-value', AWSPREVIOUS: 'old-value' });
  });
  afterAll(() => extension.stop());
  const event = (value?: string) => httpEvent({ headers: value === undefined ? {} : { 'x-origin-verify': value } });

  it('accepts AWSCURRENT and AWSPREVIOUS, so requests CloudFront still signs with the old value pass during a rotation', async () => {
    const secret = originSecretFrom(extension.env);
    expect(secret.enforced).toBe(true);
    expect(await originAllowed(event('new-value'), secret)).toBe(true);
    expect(await originAllowed(event('old-value'), secret)).toBe(true);
    expect(await originAllowed(event('older-value'), secret)).toBe(false);
    expect(await originAllowed(event(), secret)).toBe(false);
  });

  it('accepts AWSPENDING during a rotation, so CloudFront may send the new value before it becomes current', async () => {
    const rotating = await startSecretsExtension(arn, { AWSCURRENT: 'new-value', AWSPREVIOUS: 'old-value', AWSPENDING: 'next-value' });
    try {
      const secret = originSecretFrom(rotating.env);
      expect(await secret.values()).toEqual(['new-value', 'old-value', 'next-value']);
      expect(await originAllowed(event('next-value'), secret)).toBe(true);
    } finally {
      await rotating.stop();
    }
  });

  it('accepts AWSCURRENT alone when the secret was never rotated (no AWSPREVIOUS)', async () => {
    const fresh = await startSecretsExtension(arn, { AWSCURRENT: 'only-value' });
    try {
      const secret = originSecretFrom(fresh.env);
      expect(await secret.values()).toEqual(['only-value']);
      expect(await originAllowed(event('only-value'), secret)).toBe(true);
    } finally {
      await fresh.stop();
    }
  });

  it('keeps the values for a minute, then reads them again (a rotation is seen without a cold start)', async () => {
    let clock = 0;
    const secret = originSecretFrom(extension.env, () => clock);
    await secret.values();
    const calls = extension.state.calls;
    await secret.values();
    expect(extension.state.calls).toBe(calls);
    extension.state.stages = { AWSCURRENT: 'newest-value', AWSPREVIOUS: 'new-value' };
    clock = ORIGIN_SECRET_CACHE_MS + 1;
    expect(await secret.values()).toEqual(['newest-value', 'new-value']);
    expect(await originAllowed(event('old-value'), secret)).toBe(false);
    extension.state.stages = { AWSCURRENT: 'new-value', AWSPREVIOUS: 'old-value' };
  });

  it('refuses everything when the secret cannot be read (fails closed), and tries again on the next request', async () => {
    const secret = originSecretFrom({ ...extension.env, AWS_SESSION_TOKEN: 'wrong' });
    await expect(originAllowed(event('new-value'), secret)).rejects.toThrow(/cannot read secret/);
    await expect(secret.values()).rejects.toThrow(/cannot read secret/);
  });

  it('stops a function in AWS that was deployed without the secret’s ARN', () => {
    expect(() => originSecretFrom({ AWS_LAMBDA_FUNCTION_NAME: 'Signup' })).toThrow(/ORIGIN_SECRET_ARN/);
  });

  it('locally (ORIGIN_SECRET) vouches for the viewer address but refuses nothing', async () => {
    const local = originSecretFrom({ ORIGIN_SECRET: 'local-value' });
    expect(local.enforced).toBe(false);
    expect(await originAllowed(event(), local)).toBe(true);
    const forged = httpEvent({ headers: { 'x-origin-verify': 'guess', 'cloudfront-viewer-address': '203.0.113.9:443' } });
    const vouched = httpEvent({ headers: { 'x-origin-verify': 'local-value', 'cloudfront-viewer-address': '203.0.113.9:443' } });
    expect(await clientAddress(forged, local)).toBe('127.0.0.1');
    expect(await clientAddress(vouched, local)).toBe('203.0.113.9');
  });
});
