import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { readConfig } from '../../../lambdas/adapters/config.js';
import { S3Files, uploadConditions } from '../../../lambdas/adapters/files.js';
import { UPLOAD_LIMITS, userFilePrefix } from '../../../lambdas/domain/documents.js';
import { FileNotFound } from '../../../lambdas/ports/files.js';
import { useLocalStack } from '../../support/local.js';

const stack = useLocalStack();
const files = new S3Files(readConfig(stack.env));

async function upload(key: string, contentType: string, content: string) {
  const { url, fields } = await files.presignUpload(key, contentType);
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', new Blob([content], { type: contentType }), 'file');
  return fetch(url, { method: 'POST', body: form });
}

describe('S3Files on s3rver', () => {
  it('lets a browser upload with a presigned POST and download with a presigned GET', async () => {
    const key = `${userFilePrefix(randomUUID())}addressProof/${randomUUID()}`;
    const res = await upload(key, 'application/pdf', '%PDF-1.7 test');
    expect(res.status).toBeLessThan(300);
    const download = await fetch(await files.presignDownload(key, 'proof.pdf'));
    expect(download.status).toBe(200);
    expect(await download.text()).toBe('%PDF-1.7 test');
  });

  it('deletes everything under a user’s prefix, and deleting again is harmless', async () => {
    const prefix = userFilePrefix(randomUUID());
    await upload(`${prefix}a/1`, 'image/png', 'one');
    await upload(`${prefix}b/2`, 'image/jpeg', 'two');
    const neighbour = `${userFilePrefix(randomUUID())}a/1`;
    await upload(neighbour, 'image/png', 'keep');
    expect(await files.deletePrefix(prefix)).toBe(2);
    expect(await files.listKeys(prefix)).toEqual([]);
    expect(await files.deletePrefix(prefix)).toBe(0);
    expect(await files.listKeys(neighbour)).toEqual([neighbour]);
  });

  it('moves an object, and moving it again finds it moved; a source and target both missing is still an error', async () => {
    const prefix = userFilePrefix(randomUUID());
    await files.put(`${prefix}documents/1`, '%PDF-1.7 moved', 'application/pdf');
    await files.move(`${prefix}documents/1`, `${prefix}quarantine/1`);
    await files.move(`${prefix}documents/1`, `${prefix}quarantine/1`);
    expect(await files.listKeys(prefix)).toEqual([`${prefix}quarantine/1`]);
    expect(Buffer.from(await files.read(`${prefix}quarantine/1`)).toString()).toBe('%PDF-1.7 moved');
    await expect(files.move(`${prefix}documents/2`, `${prefix}quarantine/2`)).rejects.toMatchObject({ name: 'NoSuchKey' });
    // Reading what is not there is the port's FileNotFound (s3rver answers NoSuchKey, as S3 does to a caller that may list).
    await expect(files.read(`${prefix}documents/1`)).rejects.toBeInstanceOf(FileNotFound);
  });

  it('refuses to presign a type that is not allowed', async () => {
    await expect(files.presignUpload('users/x/y', 'text/html')).rejects.toThrow(/not allowed/);
  });

  it('refuses to delete a prefix that is not a folder (a typo must not empty the bucket)', async () => {
    await expect(files.deletePrefix('users')).rejects.toThrow();
  });
});

describe('upload policy', () => {
  // s3rver does not enforce POST policies, so the policy itself is checked here; S3 enforces it in AWS.
  it('pins the key and content type and caps the size at 10 MB', () => {
    expect(uploadConditions('bucket', 'users/u/k', 'application/pdf')).toEqual([
      { bucket: 'bucket' },
      ['eq', '$key', 'users/u/k'],
      ['eq', '$Content-Type', 'application/pdf'],
      ['content-length-range', 1, 10 * 1024 * 1024],
    ]);
    expect(UPLOAD_LIMITS.maxBytes).toBe(10_485_760);
  });

  it('puts those conditions into the signed policy document', async () => {
    const { fields } = await files.presignUpload('users/u/k', 'image/png');
    const policy = JSON.parse(Buffer.from(fields.Policy!, 'base64').toString('utf8')) as { conditions: unknown[] };
    expect(policy.conditions).toEqual(expect.arrayContaining([['content-length-range', 1, 10_485_760], ['eq', '$Content-Type', 'image/png']]));
  });
});
