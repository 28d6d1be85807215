import { describe, expect, it } from 'vitest';
import { readConfig } from '../../../lambdas/adapters/config.js';
import { S3Files } from '../../../lambdas/adapters/files.js';
import { postPolicyRefusal, type PostedForm } from '../../../lib/local/s3-front.js';

// The local S3 front refuses what S3 would refuse of a form upload; the forms are the ones our adapter signs.
describe('the local S3 front’s check of a form upload', () => {
  const files = new S3Files(readConfig({ BUCKET_NAME: 'docs', S3_ENDPOINT: 'http://127.0.0.1:9' }));
  const key = 'users/u1/documents/d1';

  async function signedForm(fileSize = 1234): Promise<{ form: PostedForm; signedAt: Date }> {
    const { fields } = await files.presignUpload(key, 'application/pdf');
    const lower = Object.fromEntries(Object.entries(fields).map(([k, v]) => [k.toLowerCase(), v]));
    const stamp = lower['x-amz-date']!;
    const signedAt = new Date(`${stamp.slice(0, 4)}-${stamp.slice(4, 6)}-${stamp.slice(6, 8)}T${stamp.slice(9, 11)}:${stamp.slice(11, 13)}:${stamp.slice(13, 15)}Z`);
    return { form: { fields: lower, fileSize }, signedAt };
  }

  it('accepts the form as signed, within its 5 minutes, with a file of 1 byte to 10 MB', async () => {
    const { form, signedAt } = await signedForm();
    expect(postPolicyRefusal('docs', form, signedAt)).toBeUndefined();
    expect(postPolicyRefusal('docs', { ...form, fileSize: 10 * 1024 * 1024 }, signedAt)).toBeUndefined();
  });

  it('refuses an expired form, an empty or oversized file, and another bucket', async () => {
    const { form, signedAt } = await signedForm();
    expect(postPolicyRefusal('docs', form, new Date(signedAt.getTime() + 301_000))).toMatch(/expired/);
    expect(postPolicyRefusal('docs', { ...form, fileSize: 0 }, signedAt)).toMatch(/size/);
    expect(postPolicyRefusal('docs', { ...form, fileSize: 10 * 1024 * 1024 + 1 }, signedAt)).toMatch(/size/);
    expect(postPolicyRefusal('other', form, signedAt)).toMatch(/bucket/);
  });

  it('refuses another key or content type than the policy names, and a policy not signed with the key', async () => {
    const { form, signedAt } = await signedForm();
    expect(postPolicyRefusal('docs', { ...form, fields: { ...form.fields, key: 'users/u2/documents/d1' } }, signedAt)).toMatch(/key/);
    expect(postPolicyRefusal('docs', { ...form, fields: { ...form.fields, 'content-type': 'text/html' } }, signedAt)).toMatch(/Content-Type/);
    // A policy written by the browser itself (a wider key, say) does not carry our signature.
    const policy = JSON.parse(Buffer.from(form.fields.policy!, 'base64').toString('utf8')) as { conditions: unknown[] };
    const forged = Buffer.from(JSON.stringify({ ...policy, conditions: [['starts-with', '$key', 'users/']] })).toString('base64');
    expect(postPolicyRefusal('docs', { ...form, fields: { ...form.fields, policy: forged } }, signedAt)).toMatch(/signature/);
    const { 'x-amz-signature': _dropped, ...unsigned } = form.fields;
    expect(postPolicyRefusal('docs', { ...form, fields: unsigned }, signedAt)).toMatch(/not signed/);
  });
});
