import { describe, expect, it } from 'vitest';
import { policyAllows, uploadConditions } from '../../../lambdas/adapters/files.js';
import { guardDutyVerdict } from '../../../lambdas/adapters/scanner.js';

// s3rver does not enforce POST policies: what S3 will refuse is proven on the conditions we sign.
describe('the presigned upload policy', () => {
  const key = 'users/u1/documents/d1';
  const conditions = uploadConditions('docs', key, 'application/pdf');
  const attempt = { bucket: 'docs', key, contentType: 'application/pdf', sizeBytes: 1234 };

  it('accepts the file it was made for, up to exactly 10 MB', () => {
    expect(policyAllows(conditions, attempt)).toBe(true);
    expect(policyAllows(conditions, { ...attempt, sizeBytes: 10 * 1024 * 1024 })).toBe(true);
  });

  it('refuses 10 MB + 1 byte, and an empty file', () => {
    expect(policyAllows(conditions, { ...attempt, sizeBytes: 10 * 1024 * 1024 + 1 })).toBe(false);
    expect(policyAllows(conditions, { ...attempt, sizeBytes: 0 })).toBe(false);
  });

  it('refuses another content type, another key (another user’s prefix) and another bucket', () => {
    expect(policyAllows(conditions, { ...attempt, contentType: 'application/x-msdownload' })).toBe(false);
    expect(policyAllows(conditions, { ...attempt, key: 'users/u2/documents/d1' })).toBe(false);
    expect(policyAllows(conditions, { ...attempt, bucket: 'other' })).toBe(false);
  });
});

describe('GuardDuty scan status', () => {
  it('maps the tag to a verdict: absent is pending; only NO_THREATS_FOUND is clean', () => {
    expect(guardDutyVerdict(undefined)).toBe('pending');
    expect(guardDutyVerdict('NO_THREATS_FOUND')).toBe('clean');
    expect(guardDutyVerdict('THREATS_FOUND')).toBe('infected');
    expect(guardDutyVerdict('UNSUPPORTED')).toBe('unscannable');
    expect(guardDutyVerdict('FAILED')).toBe('unscannable');
  });
});
