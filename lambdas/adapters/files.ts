import {
  DeleteObjectsCommand,
  GetBucketLocationCommand,
  GetObjectCommand,
  ListObjectVersionsCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { UPLOAD_LIMITS, isAllowedContentType } from '../domain/documents.js';
import type { Files, PresignedUpload } from '../ports/files.js';
import { emulatorCredentials, type AdapterConfig } from './config.js';

export type { Files, PresignedUpload };

export const UPLOAD_TTL_SECONDS = 300;
export const DOWNLOAD_TTL_SECONDS = 300;

function s3Client(config: AdapterConfig, endpoint: string | undefined): S3Client {
  return new S3Client({
    region: config.region,
    // Without this the SDK signs a checksum of an empty body into presigned URLs.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    ...(endpoint ? { endpoint, forcePathStyle: true, credentials: emulatorCredentials } : {}),
  });
}

/** The POST policy conditions: exact key, exact content type, and the size cap. Exported for tests. */
export function uploadConditions(bucket: string, key: string, contentType: string) {
  return [
    { bucket },
    ['eq', '$key', key],
    ['eq', '$Content-Type', contentType],
    ['content-length-range', 1, UPLOAD_LIMITS.maxBytes],
  ] as const;
}

export class S3Files implements Files {
  private readonly client: S3Client;
  /** Signs URLs for the browser's view of S3 (locally a different host than the server's). */
  private readonly publicClient: S3Client;

  private readonly versioned: boolean;

  constructor(
    config: AdapterConfig,
    private readonly bucket = config.bucketName,
  ) {
    this.versioned = config.bucketVersioned;
    this.client = s3Client(config, config.s3Endpoint);
    this.publicClient = config.s3PublicEndpoint ? s3Client(config, config.s3PublicEndpoint) : this.client;
  }

  async ping(): Promise<void> {
    // Whether the bucket is there, without listing or reading a key (the health route's only grant).
    await this.client.send(new GetBucketLocationCommand({ Bucket: this.bucket }));
  }

  async presignUpload(key: string, contentType: string): Promise<PresignedUpload> {
    if (!isAllowedContentType(contentType)) throw new Error(`content type not allowed: ${contentType}`);
    const { url, fields } = await createPresignedPost(this.publicClient, {
      Bucket: this.bucket,
      Key: key,
      Conditions: uploadConditions(this.bucket, key, contentType) as never,
      Fields: { 'Content-Type': contentType },
      Expires: UPLOAD_TTL_SECONDS,
    });
    return { url, fields, expiresAt: new Date(Date.now() + UPLOAD_TTL_SECONDS * 1000).toISOString() };
  }

  async presignDownload(key: string, fileName?: string): Promise<string> {
    return getSignedUrl(
      this.publicClient,
      new GetObjectCommand({
        Bucket: this.bucket,
        Key: key,
        ...(fileName ? { ResponseContentDisposition: `attachment; filename="${fileName.replace(/["\\\r\n]/g, '_')}"` } : {}),
      }),
      { expiresIn: DOWNLOAD_TTL_SECONDS },
    );
  }

  async listKeys(prefix: string): Promise<string[]> {
    const keys: string[] = [];
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.bucket, Prefix: prefix, ContinuationToken: token }),
      );
      for (const object of page.Contents ?? []) if (object.Key) keys.push(object.Key);
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return keys;
  }

  async createFolder(prefix: string): Promise<void> {
    if (!prefix.endsWith('/')) throw new Error('a folder key ends with /');
    await this.client.send(new PutObjectCommand({ Bucket: this.bucket, Key: prefix, Body: new Uint8Array(0), ContentLength: 0 }));
  }

  async deletePrefix(prefix: string): Promise<number> {
    if (!prefix.endsWith('/')) throw new Error('refusing to delete a prefix that is not a folder');
    // In a versioned bucket a plain delete only hides the object behind a delete marker; a user's
    // deletion must remove the data itself, so every version and marker goes.
    const targets = this.versioned ? await this.listVersions(prefix) : (await this.listKeys(prefix)).map((Key) => ({ Key }));
    for (let i = 0; i < targets.length; i += 1000) {
      await this.client.send(
        new DeleteObjectsCommand({ Bucket: this.bucket, Delete: { Objects: targets.slice(i, i + 1000), Quiet: true } }),
      );
    }
    return new Set(targets.map((t) => t.Key)).size;
  }

  private async listVersions(prefix: string): Promise<{ Key: string; VersionId?: string }[]> {
    const versions: { Key: string; VersionId?: string }[] = [];
    let keyMarker: string | undefined;
    let versionMarker: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectVersionsCommand({ Bucket: this.bucket, Prefix: prefix, KeyMarker: keyMarker, VersionIdMarker: versionMarker }),
      );
      for (const v of [...(page.Versions ?? []), ...(page.DeleteMarkers ?? [])]) {
        if (v.Key) versions.push({ Key: v.Key, ...(v.VersionId ? { VersionId: v.VersionId } : {}) });
      }
      keyMarker = page.IsTruncated ? page.NextKeyMarker : undefined;
      versionMarker = page.IsTruncated ? page.NextVersionIdMarker : undefined;
    } while (keyMarker);
    return versions;
  }
}
