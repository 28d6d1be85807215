import { Readable } from 'node:stream';
import { HttpResponse, type HttpRequest } from '@smithy/core/protocols';
import { NodeHttpHandler } from '@smithy/node-http-handler';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readConfig } from '../../../lambdas/adapters/config.js';
import { S3Files, xmlElements, xmlText } from '../../../lambdas/adapters/files.js';

// s3rver keeps no versions, so the versioned bucket of AWS is exercised against S3's answers, given
// here in S3's XML at the HTTP handler the adapter sends through (its requests are checked against the
// SDK's in aws-request.test.ts).
type Answer = { status?: number; xml?: string; headers?: Record<string, string> };
let sent: HttpRequest[] = [];
let answerWith: (r: HttpRequest) => Answer = () => ({});
beforeEach(() => {
  sent = [];
  vi.spyOn(NodeHttpHandler.prototype, 'handle').mockImplementation(async (r) => {
    sent.push(r);
    const { status = 200, xml = '', headers = {} } = answerWith(r);
    return { response: new HttpResponse({ statusCode: status, headers, body: Readable.from([Buffer.from(xml)]) }) };
  });
});
afterEach(() => vi.restoreAllMocks());

const calls = (operation: string) => sent.filter((r) => operation in (r.query ?? {}) || (operation === 'copy' && r.headers['x-amz-copy-source']));
const deletedObjects = () =>
  calls('delete').flatMap((r) => xmlElements(String(r.body), 'Object').map((o) => ({ Key: xmlText(o, 'Key'), ...(xmlText(o, 'VersionId') ? { VersionId: xmlText(o, 'VersionId') } : {}) })));
const versionsPage = (versions: [string, string][], markers: [string, string][], next?: [string, string]) =>
  `<ListVersionsResult><IsTruncated>${next ? 'true' : 'false'}</IsTruncated>${next ? `<NextKeyMarker>${next[0]}</NextKeyMarker><NextVersionIdMarker>${next[1]}</NextVersionIdMarker>` : ''}${versions
    .map(([k, v]) => `<Version><Key>${k}</Key><VersionId>${v}</VersionId><IsLatest>false</IsLatest></Version>`)
    .join('')}${markers.map(([k, v]) => `<DeleteMarker><Key>${k}</Key><VersionId>${v}</VersionId></DeleteMarker>`).join('')}</ListVersionsResult>`;

describe('deleting a user’s files from a versioned bucket', () => {
  const files = (versioned: boolean) =>
    new S3Files(readConfig({ BUCKET_NAME: 'docs', S3_ENDPOINT: 'http://127.0.0.1:9', ...(versioned ? { BUCKET_VERSIONED: 'true' } : {}) }));

  it('removes every version and delete marker, across pages, not only the current objects', async () => {
    answerWith = (r) => {
      const q = r.query ?? {};
      if (!('versions' in q)) return {};
      if (!q['key-marker'])
        return {
          xml: versionsPage(
            [
              ['users/u1/id/a.pdf', 'v2'],
              ['users/u1/id/a.pdf', 'v1'],
            ],
            [['users/u1/id/old.png', 'm1']],
            ['users/u1/id/old.png', 'm1'],
          ),
        };
      expect(q).toMatchObject({ 'key-marker': 'users/u1/id/old.png', 'version-id-marker': 'm1', prefix: 'users/u1/' });
      return { xml: versionsPage([['users/u1/id/old.png', 'v0']], []) };
    };

    expect(await files(true).deletePrefix('users/u1/')).toBe(2);

    expect(calls('list-type')).toHaveLength(0);
    expect(deletedObjects()).toEqual([
      { Key: 'users/u1/id/a.pdf', VersionId: 'v2' },
      { Key: 'users/u1/id/a.pdf', VersionId: 'v1' },
      { Key: 'users/u1/id/old.png', VersionId: 'm1' },
      { Key: 'users/u1/id/old.png', VersionId: 'v0' },
    ]);
  });

  it('fails when S3 answers that it could not delete an object, so the deletion is retried rather than reported done', async () => {
    answerWith = (r) => {
      if ('list-type' in (r.query ?? {})) return { xml: '<ListBucketResult><IsTruncated>false</IsTruncated><Contents><Key>users/u1/a.pdf</Key></Contents></ListBucketResult>' };
      return { xml: '<DeleteResult><Error><Key>users/u1/a.pdf</Key><Code>AccessDenied</Code><Message>Access Denied</Message></Error></DeleteResult>' };
    };
    await expect(files(false).deletePrefix('users/u1/')).rejects.toMatchObject({ name: 'AccessDenied' });
  });

  it('deletes current objects only where the bucket keeps no versions (the local emulator)', async () => {
    answerWith = (r) => ('list-type' in (r.query ?? {}) ? { xml: '<ListBucketResult><IsTruncated>false</IsTruncated><Contents><Key>users/u1/a.pdf</Key></Contents></ListBucketResult>' } : {});
    expect(await files(false).deletePrefix('users/u1/')).toBe(1);
    expect(calls('versions')).toHaveLength(0);
    expect(deletedObjects()).toEqual([{ Key: 'users/u1/a.pdf' }]);
  });
});

// AWS: a document is pinned, read, scanned, quarantined and served as one version of its key.
describe('a document’s pinned version in a versioned bucket', () => {
  const files = new S3Files(readConfig({ BUCKET_NAME: 'docs', BUCKET_VERSIONED: 'true', S3_ENDPOINT: 'http://127.0.0.1:9' }));

  it('reports the current version id, and none for an unversioned object (S3 says "null")', async () => {
    let version = 'v1';
    answerWith = () => ({ headers: { 'content-length': '5', 'x-amz-version-id': version } });
    expect(await files.head('users/u1/documents/d1')).toEqual({ sizeBytes: 5, versionId: 'v1' });
    version = 'null';
    expect(await files.head('users/u1/documents/d1')).toEqual({ sizeBytes: 5 });
  });

  it('reads, reads the tags of, and copies to quarantine that version only', async () => {
    answerWith = (r) => {
      const q = r.query ?? {};
      if ('tagging' in q) return { xml: '<Tagging><TagSet><Tag><Key>GuardDutyMalwareScanStatus</Key><Value>NO_THREATS_FOUND</Value></Tag></TagSet></Tagging>' };
      if ('versions' in q) return { xml: versionsPage([], []) };
      if (r.headers['x-amz-copy-source']) return { xml: '<CopyObjectResult><ETag>"e"</ETag></CopyObjectResult>' };
      return { xml: 'data' };
    };
    await files.read('users/u1/documents/d1', 'v1');
    expect(await files.tags('users/u1/documents/d1', 'v1')).toEqual({ GuardDutyMalwareScanStatus: 'NO_THREATS_FOUND' });
    await files.move('users/u1/documents/d1', 'users/u1/quarantine/d1', 'v1');
    expect(sent[0]).toMatchObject({ method: 'GET', path: '/docs/users/u1/documents/d1', query: { versionId: 'v1' } });
    expect(calls('tagging')[0]!.query).toMatchObject({ versionId: 'v1' });
    expect(calls('copy')[0]!).toMatchObject({ path: '/docs/users/u1/quarantine/d1' });
    expect(calls('copy')[0]!.headers['x-amz-copy-source']).toBe('docs/users/u1/documents/d1?versionId=v1');
  });

  it('moves again a version already moved: S3 answers 403 for the gone source (no ListBucket), the target is there, so it is done', async () => {
    const files = new S3Files(readConfig({ BUCKET_NAME: 'docs', S3_ENDPOINT: 'http://127.0.0.1:9', BUCKET_VERSIONED: 'true' }));
    const denied = { status: 403, xml: '<Error><Code>AccessDenied</Code><Message>Access Denied</Message></Error>' };
    let targetThere = true;
    answerWith = (r) => {
      if (r.headers['x-amz-copy-source']) return denied;
      if (r.method === 'HEAD') return targetThere ? { headers: { 'content-length': '4', 'x-amz-version-id': 'q1' } } : { status: 403 };
      if ('versions' in (r.query ?? {})) return { xml: versionsPage([], []) };
      return {};
    };
    await files.move('users/u1/documents/d1', 'users/u1/quarantine/d1', 'v1');
    expect(sent.filter((r) => r.method === 'HEAD').map((r) => r.path)).toEqual(['/docs/users/u1/quarantine/d1']);
    // Neither the source nor the target: the refusal stands.
    targetThere = false;
    await expect(files.move('users/u1/documents/d1', 'users/u1/quarantine/d1', 'v1')).rejects.toMatchObject({ name: 'AccessDenied' });
  });

  it('signs a staff link for the pinned version, never for whatever the key holds now', async () => {
    const url = new URL(await files.presignDownload('users/u1/documents/d1', 'id.pdf', 'v1'));
    expect(url.searchParams.get('versionId')).toBe('v1');
    expect(new URL(await files.presignDownload('users/u1/documents/d1', 'id.pdf')).searchParams.has('versionId')).toBe(false);
  });
});
