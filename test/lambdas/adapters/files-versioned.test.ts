import {
  CopyObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  GetObjectTaggingCommand,
  HeadObjectCommand,
  ListObjectVersionsCommand,
  ListObjectsV2Command,
  S3Client,
} from '@aws-sdk/client-s3';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, describe, expect, it } from 'vitest';
import { readConfig } from '../../../lambdas/adapters/config.js';
import { S3Files } from '../../../lambdas/adapters/files.js';

// s3rver keeps no versions, so the versioned bucket of AWS is exercised against a mocked client.
const s3 = mockClient(S3Client);
afterEach(() => s3.reset());

describe('deleting a user’s files from a versioned bucket', () => {
  const files = (versioned: boolean) =>
    new S3Files(readConfig({ BUCKET_NAME: 'docs', ...(versioned ? { BUCKET_VERSIONED: 'true' } : {}) }));

  it('removes every version and delete marker, across pages, not only the current objects', async () => {
    s3.on(ListObjectVersionsCommand, { KeyMarker: undefined })
      .resolves({
        Versions: [
          { Key: 'users/u1/id/a.pdf', VersionId: 'v2' },
          { Key: 'users/u1/id/a.pdf', VersionId: 'v1' },
        ],
        DeleteMarkers: [{ Key: 'users/u1/id/old.png', VersionId: 'm1' }],
        IsTruncated: true,
        NextKeyMarker: 'users/u1/id/old.png',
        NextVersionIdMarker: 'm1',
      })
      .on(ListObjectVersionsCommand, { KeyMarker: 'users/u1/id/old.png' })
      .resolves({ Versions: [{ Key: 'users/u1/id/old.png', VersionId: 'v0' }], IsTruncated: false });
    s3.on(DeleteObjectsCommand).resolves({});

    expect(await files(true).deletePrefix('users/u1/')).toBe(2);

    expect(s3.commandCalls(ListObjectsV2Command)).toHaveLength(0);
    const deleted = s3.commandCalls(DeleteObjectsCommand).flatMap((c) => c.args[0].input.Delete!.Objects!);
    expect(deleted).toEqual([
      { Key: 'users/u1/id/a.pdf', VersionId: 'v2' },
      { Key: 'users/u1/id/a.pdf', VersionId: 'v1' },
      { Key: 'users/u1/id/old.png', VersionId: 'm1' },
      { Key: 'users/u1/id/old.png', VersionId: 'v0' },
    ]);
  });

  it('deletes current objects only where the bucket keeps no versions (the local emulator)', async () => {
    s3.on(ListObjectsV2Command).resolves({ Contents: [{ Key: 'users/u1/a.pdf' }], IsTruncated: false });
    s3.on(DeleteObjectsCommand).resolves({});
    expect(await files(false).deletePrefix('users/u1/')).toBe(1);
    expect(s3.commandCalls(ListObjectVersionsCommand)).toHaveLength(0);
    expect(s3.commandCalls(DeleteObjectsCommand)[0]!.args[0].input.Delete!.Objects).toEqual([{ Key: 'users/u1/a.pdf' }]);
  });
});

// AWS: a document is pinned, read, scanned, quarantined and served as one version of its key.
describe('a document’s pinned version in a versioned bucket', () => {
  // An endpoint only so that the presigner has credentials to sign with; every call is mocked.
  const files = new S3Files(readConfig({ BUCKET_NAME: 'docs', BUCKET_VERSIONED: 'true', S3_ENDPOINT: 'http://127.0.0.1:9' }));

  it('reports the current version id, and none for an unversioned object (S3 says "null")', async () => {
    s3.on(HeadObjectCommand).resolvesOnce({ ContentLength: 5, VersionId: 'v1' }).resolvesOnce({ ContentLength: 5, VersionId: 'null' });
    expect(await files.head('users/u1/documents/d1')).toEqual({ sizeBytes: 5, versionId: 'v1' });
    expect(await files.head('users/u1/documents/d1')).toEqual({ sizeBytes: 5 });
  });

  it('reads, reads the tags of, and copies to quarantine that version only', async () => {
    s3.on(GetObjectCommand).resolves({});
    s3.on(GetObjectTaggingCommand).resolves({ TagSet: [{ Key: 'GuardDutyMalwareScanStatus', Value: 'NO_THREATS_FOUND' }] });
    s3.on(CopyObjectCommand).resolves({});
    s3.on(ListObjectVersionsCommand).resolves({ Versions: [], IsTruncated: false });
    await files.read('users/u1/documents/d1', 'v1');
    expect(await files.tags('users/u1/documents/d1', 'v1')).toEqual({ GuardDutyMalwareScanStatus: 'NO_THREATS_FOUND' });
    await files.move('users/u1/documents/d1', 'users/u1/quarantine/d1', 'v1');
    expect(s3.commandCalls(GetObjectCommand)[0]!.args[0].input).toMatchObject({ Key: 'users/u1/documents/d1', VersionId: 'v1' });
    expect(s3.commandCalls(GetObjectTaggingCommand)[0]!.args[0].input).toMatchObject({ VersionId: 'v1' });
    expect(s3.commandCalls(CopyObjectCommand)[0]!.args[0].input.CopySource).toBe('docs/users/u1/documents/d1?versionId=v1');
  });

  it('signs a staff link for the pinned version, never for whatever the key holds now', async () => {
    const url = new URL(await files.presignDownload('users/u1/documents/d1', 'id.pdf', 'v1'));
    expect(url.searchParams.get('versionId')).toBe('v1');
    expect(new URL(await files.presignDownload('users/u1/documents/d1', 'id.pdf')).searchParams.has('versionId')).toBe(false);
  });
});
