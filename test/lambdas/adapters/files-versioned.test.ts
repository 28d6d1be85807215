import { DeleteObjectsCommand, ListObjectVersionsCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, describe, expect, it } from 'vitest';
import { readConfig } from '../../../lambdas/adapters/config.js';
import { S3Files } from '../../../lambdas/adapters/files.js';

// s3rver keeps no versions, so the versioned bucket of AWS is exercised against a mocked client.
describe('deleting a user’s files from a versioned bucket', () => {
  const s3 = mockClient(S3Client);
  afterEach(() => s3.reset());
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
