import {
  CopyObjectCommand,
  DeleteObjectsCommand,
  GetBucketLocationCommand,
  GetObjectCommand,
  GetObjectTaggingCommand,
  HeadObjectCommand,
  ListObjectVersionsCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { DOWNLOAD_TTL_SECONDS, UPLOAD_LIMITS, UPLOAD_TTL_SECONDS, isAllowedContentType } from '../domain/documents.js';
import type { Files, PresignedUpload } from '../ports/files.js';
import { emulatorCredentials, type AdapterConfig } from './config.js';

export type { Files, PresignedUpload };

export { DOWNLOAD_TTL_SECONDS, UPLOAD_TTL_SECONDS };

/**
 * The presigners (about 80 KB): in a bundle `process.env.BUNDLE_BUCKET_<ACTION>` is '0' for a bucket
 * action the function's routes do not list (lib/function.ts), so a function that hands out no presigned
 * `upload` or `download` keeps no reference to them and esbuild leaves them out (reading and writing
 * objects itself does not need them).
 */
const notBundled = (action: string) => () => {
  throw new Error(`the presigner is not in this function's bundle: its routes do not list '${action}' in needs.bucket`);
};
const presignPost: typeof createPresignedPost = process.env.BUNDLE_BUCKET_UPLOAD === '0' ? notBundled('upload') : createPresignedPost;
const presignUrl: typeof getSignedUrl = process.env.BUNDLE_BUCKET_DOWNLOAD === '0' ? notBundled('download') : getSignedUrl;

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
export function uploadConditions(bucket: string, key: string, contentType: string, maxBytes: number = UPLOAD_LIMITS.maxBytes) {
  return [
    { bucket },
    ['eq', '$key', key],
    ['eq', '$Content-Type', contentType],
    ['content-length-range', 1, maxBytes],
  ] as const;
}

/** What a browser's upload form carries, as S3 checks it against the policy. */
export interface UploadAttempt {
  bucket: string;
  key: string;
  contentType: string;
  sizeBytes: number;
}

/**
 * Whether S3 would accept an upload under these POST policy conditions (the subset this service signs:
 * exact bucket, `eq` and `content-length-range`). s3rver does not check policies, so this is how the
 * tests prove what S3 will refuse.
 */
export function policyAllows(conditions: ReturnType<typeof uploadConditions>, upload: UploadAttempt): boolean {
  const field: Record<string, string> = { $key: upload.key, '$Content-Type': upload.contentType };
  return conditions.every((condition) => {
    if ('bucket' in condition) return condition.bucket === upload.bucket;
    const [op, a, b] = condition as readonly [string, unknown, unknown];
    if (op === 'eq') return field[a as string] === b;
    return upload.sizeBytes >= (a as number) && upload.sizeBytes <= (b as number);
  });
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

  async presignUpload(key: string, contentType: string, maxBytes: number = UPLOAD_LIMITS.maxBytes): Promise<PresignedUpload> {
    if (!isAllowedContentType(contentType)) throw new Error(`content type not allowed: ${contentType}`);
    const { url, fields } = await presignPost(this.publicClient, {
      Bucket: this.bucket,
      Key: key,
      Conditions: uploadConditions(this.bucket, key, contentType, Math.min(maxBytes, UPLOAD_LIMITS.maxBytes)) as never,
      Fields: { 'Content-Type': contentType },
      Expires: UPLOAD_TTL_SECONDS,
    });
    return { url, fields, expiresAt: new Date(Date.now() + UPLOAD_TTL_SECONDS * 1000).toISOString() };
  }

  async presignDownload(key: string, fileName?: string, versionId?: string): Promise<string> {
    return presignUrl(
      this.publicClient,
      new GetObjectCommand({
        Bucket: this.bucket,
        Key: key,
        // The pinned version only: an object written to the key later is another version, never this link's.
        ...(versionId ? { VersionId: versionId } : {}),
        ...(fileName ? { ResponseContentDisposition: `attachment; filename="${fileName.replace(/["\\\r\n]/g, '_')}"` } : {}),
      }),
      { expiresIn: DOWNLOAD_TTL_SECONDS },
    );
  }

  async head(key: string): Promise<{ sizeBytes: number; versionId?: string } | undefined> {
    try {
      const head = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      // An unversioned bucket (s3rver) answers no version id, or S3's 'null' for objects written before versioning.
      const versionId = head.VersionId && head.VersionId !== 'null' ? head.VersionId : undefined;
      return { sizeBytes: head.ContentLength ?? 0, ...(versionId ? { versionId } : {}) };
    } catch (error) {
      const name = (error as { name?: string }).name;
      if (name === 'NotFound' || name === 'NoSuchKey') return undefined;
      throw error;
    }
  }

  async readHead(key: string, bytes: number, versionId?: string): Promise<Uint8Array> {
    const object = await this.client.send(
      new GetObjectCommand({ Bucket: this.bucket, Key: key, Range: `bytes=0-${bytes - 1}`, ...(versionId ? { VersionId: versionId } : {}) }),
    );
    return (await object.Body?.transformToByteArray())?.slice(0, bytes) ?? new Uint8Array();
  }

  async read(key: string, versionId?: string): Promise<Uint8Array> {
    const object = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key, ...(versionId ? { VersionId: versionId } : {}) }));
    return (await object.Body?.transformToByteArray()) ?? new Uint8Array();
  }

  async tags(key: string, versionId?: string): Promise<Record<string, string>> {
    const { TagSet } = await this.client.send(new GetObjectTaggingCommand({ Bucket: this.bucket, Key: key, ...(versionId ? { VersionId: versionId } : {}) }));
    return Object.fromEntries((TagSet ?? []).map((t) => [t.Key ?? '', t.Value ?? '']));
  }

  async move(from: string, to: string, versionId?: string): Promise<void> {
    const source = `${this.bucket}/${from.split('/').map(encodeURIComponent).join('/')}`;
    await this.client.send(
      new CopyObjectCommand({ Bucket: this.bucket, Key: to, CopySource: versionId ? `${source}?versionId=${encodeURIComponent(versionId)}` : source }),
    );
    await this.deleteObject(from);
  }

  async deleteObject(key: string): Promise<void> {
    const targets = this.versioned ? (await this.listVersions(key)).filter((v) => v.Key === key) : [{ Key: key }];
    if (!targets.length) return;
    await this.client.send(new DeleteObjectsCommand({ Bucket: this.bucket, Delete: { Objects: targets, Quiet: true } }));
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

  async put(key: string, body: string | Uint8Array, contentType: string): Promise<void> {
    // No ServerSideEncryption here: the bucket's default encryption is SSE-KMS with the documents key
    // (lib/files.ts); naming 'aws:kms' without that key's id would pick the AWS-managed key instead.
    await this.client.send(new PutObjectCommand({ Bucket: this.bucket, Key: key, Body: body, ContentType: contentType }));
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
