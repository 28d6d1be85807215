import { createHash } from 'node:crypto';
import { DOWNLOAD_TTL_SECONDS, UPLOAD_LIMITS, UPLOAD_TTL_SECONDS, isAllowedContentType } from '../domain/documents.js';
import { FileNotFound, type Files, type PresignedUpload } from '../ports/files.js';
import { AwsRequests, environmentCredentials, escapeUri, type AwsAnswer, type AwsCall } from './aws-request.js';
import { emulatorCredentials, type AdapterConfig } from './config.js';

export type { Files, PresignedUpload };

export { DOWNLOAD_TTL_SECONDS, UPLOAD_TTL_SECONDS };

/** An error S3 answered: `name` is its code (`NoSuchKey`; `NotFound` for a HEAD's 404, which has no body), as the SDK names it. */
export class S3Error extends Error {
  constructor(
    code: string,
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = code;
  }
}

const XML_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const fromXml = (text: string) =>
  text.replace(/&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos);/gi, (_, e: string) =>
    e[0] !== '#' ? XML_ENTITIES[e.toLowerCase()]! : String.fromCodePoint(e[1] === 'x' || e[1] === 'X' ? parseInt(e.slice(2), 16) : Number(e.slice(1))),
  );
const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;', '\r': '&#13;', '\n': '&#10;' };
const toXml = (text: string) => text.replace(/[&<>"'\r\n]/g, (c) => XML_ESCAPES[c]!);

/**
 * The raw inner XML of each `<name>` element, in order. Enough for S3's answers, of which we read a
 * few plain elements: no CDATA, no namespace prefixes, no element inside one of the same name.
 */
export const xmlElements = (xml: string, name: string) => [...xml.matchAll(new RegExp(`<${name}>([\\s\\S]*?)</${name}>`, 'g'))].map((m) => m[1]!);
/** The text of the first `<name>` element, unescaped; undefined when there is none. */
export const xmlText = (xml: string, name: string) => {
  const [first] = xmlElements(xml, name);
  return first === undefined ? undefined : fromXml(first);
};

const utf8 = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('utf8');

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
  private readonly requests: AwsRequests;
  private readonly endpoint: URL;
  /** Where links are signed for: the browser's view of S3 (locally another host than the server's). */
  private readonly publicEndpoint: URL;
  private readonly versioned: boolean;

  constructor(
    private readonly config: AdapterConfig,
    private readonly bucket = config.bucketName,
  ) {
    this.versioned = config.bucketVersioned;
    this.requests = new AwsRequests('s3', config.region, config.s3Endpoint ? () => emulatorCredentials : () => environmentCredentials());
    // An emulator takes the bucket in the path; S3 itself in the host name (as the SDK addresses a bucket named like ours).
    this.endpoint = new URL(config.s3Endpoint ?? `https://${bucket}.s3.${config.region}.amazonaws.com`);
    this.publicEndpoint = config.s3PublicEndpoint ? new URL(config.s3PublicEndpoint) : this.endpoint;
  }

  /** The escaped path of a key ('' for the bucket), escaped as the SDK escapes it: each segment, keeping the slashes. */
  private path(key: string): string {
    const escaped = key.split('/').map(escapeUri).join('/');
    return this.config.s3Endpoint ? `/${this.bucket}/${escaped}` : `/${escaped}`;
  }

  private call(method: AwsCall['method'], key: string, query: Record<string, string> = {}, rest: Pick<AwsCall, 'headers' | 'body'> = {}): AwsCall {
    return { method, endpoint: this.endpoint, path: this.path(key), query, ...rest };
  }

  /**
   * Sends the call: an answer other than 2xx throws S3's error, as does an error in a 200's body (CopyObject's way of
   * failing late, and DeleteObjects' way of naming the objects it could not delete).
   */
  private async send(operation: string, call: AwsCall): Promise<AwsAnswer> {
    const answer = await this.requests.send(call);
    const xml = answer.status >= 300 || operation === 'CopyObject' || operation === 'DeleteObjects' ? utf8(answer.body) : '';
    if (answer.status < 300 && !xml.includes('<Error>')) return answer;
    const code = xmlText(xml, 'Code') ?? (answer.status === 404 ? 'NotFound' : `Http${answer.status}`);
    throw new S3Error(code, `S3 ${operation}: ${xmlText(xml, 'Message') ?? code} (HTTP ${answer.status})`, answer.status);
  }

  private version(versionId: string | undefined): Record<string, string> {
    return versionId ? { versionId } : {};
  }

  async ping(): Promise<void> {
    // Whether the bucket is there, without listing or reading a key (the health route's only grant).
    await this.send('GetBucketLocation', this.call('GET', '', { location: '' }));
  }

  /**
   * A browser form's upload of one object: the URL and the fields of a SigV4 POST policy that allows only this key,
   * this type and at most `maxBytes`, for `UPLOAD_TTL_SECONDS`. The SDK's `createPresignedPost` gives the same URL and
   * fields byte for byte (test/lambdas/adapters/aws-request.test.ts); signed here, as every other call, so no S3
   * client is bundled (docs/decisions.md, "Lambda bundle size"). `at` for tests.
   */
  async presignUpload(key: string, contentType: string, maxBytes: number = UPLOAD_LIMITS.maxBytes, at = new Date()): Promise<PresignedUpload> {
    if (!isAllowedContentType(contentType)) throw new Error(`content type not allowed: ${contentType}`);
    const signer = await this.requests.postPolicySigner(at);
    const fields: Record<string, string> = { 'Content-Type': contentType, bucket: this.bucket, ...signer.fields };
    const conditions = [...uploadConditions(this.bucket, key, contentType, Math.min(maxBytes, UPLOAD_LIMITS.maxBytes)), ...Object.entries(fields).map(([name, value]) => ({ [name]: value })), { key }];
    // Each condition once, in its first place, as the SDK lists them.
    const unique = [...new Set(conditions.map((condition) => JSON.stringify(condition)))].join(',');
    const expiresAt = new Date(at.getTime() + UPLOAD_TTL_SECONDS * 1000);
    const policy = Buffer.from(`{"expiration":"${expiresAt.toISOString().replace(/\.\d{3}Z$/, 'Z')}","conditions":[${unique}]}`).toString('base64');
    // An emulator takes the bucket in the path; S3 itself in the host name.
    const url = this.config.s3Endpoint ? `${this.publicEndpoint.origin}/${this.bucket}` : this.publicEndpoint.href;
    return { url, fields: { ...fields, key, Policy: policy, 'X-Amz-Signature': await signer.sign(policy) }, expiresAt: expiresAt.toISOString() };
  }

  /** The link the SDK's presigner (`getSignedUrl` of a GetObjectCommand) gives, byte for byte; `signingDate` for tests. */
  async presignDownload(key: string, fileName?: string, versionId?: string, signingDate?: Date): Promise<string> {
    return this.requests.presign(
      {
        method: 'GET',
        endpoint: this.publicEndpoint,
        path: this.path(key),
        query: {
          'x-id': 'GetObject',
          // The pinned version only: an object written to the key later is another version, never this link's.
          ...this.version(versionId),
          ...(fileName ? { 'response-content-disposition': `attachment; filename="${fileName.replace(/["\\\r\n]/g, '_')}"` } : {}),
        },
        // Spelled as the SDK's presigner spells it: the name is hoisted into the query, where case sorts.
        headers: { 'X-Amz-Content-Sha256': 'UNSIGNED-PAYLOAD' },
      },
      DOWNLOAD_TTL_SECONDS,
      signingDate,
    );
  }

  async head(key: string): Promise<{ sizeBytes: number; versionId?: string } | undefined> {
    try {
      const { headers } = await this.send('HeadObject', this.call('HEAD', key));
      // An unversioned bucket (s3rver) answers no version id, or S3's 'null' for objects written before versioning.
      const version = headers['x-amz-version-id'];
      const versionId = version && version !== 'null' ? version : undefined;
      return { sizeBytes: Number(headers['content-length'] ?? 0), ...(versionId ? { versionId } : {}) };
    } catch (error) {
      const name = (error as { name?: string }).name;
      if (name === 'NotFound' || name === 'NoSuchKey') return undefined;
      throw error;
    }
  }

  async readHead(key: string, bytes: number, versionId?: string): Promise<Uint8Array> {
    const { body } = await this.send('GetObject', this.call('GET', key, this.version(versionId), { headers: { range: `bytes=0-${bytes - 1}` } }));
    return body.slice(0, bytes);
  }

  async read(key: string, versionId?: string): Promise<Uint8Array> {
    try {
      return (await this.send('GetObject', this.call('GET', key, this.version(versionId)))).body;
    } catch (error) {
      // A caller with s3:ListBucket (lib/function.ts, `head`) hears 404 for a missing key; without it, S3 says 403.
      const name = (error as { name?: string }).name;
      if (name === 'NoSuchKey' || name === 'NoSuchVersion') throw new FileNotFound();
      throw error;
    }
  }

  async tags(key: string, versionId?: string): Promise<Record<string, string>> {
    const { body } = await this.send('GetObjectTagging', this.call('GET', key, { tagging: '', ...this.version(versionId) }));
    return Object.fromEntries(xmlElements(utf8(body), 'Tag').map((tag) => [xmlText(tag, 'Key') ?? '', xmlText(tag, 'Value') ?? '']));
  }

  async move(from: string, to: string, versionId?: string): Promise<void> {
    const source = `${this.bucket}/${from.split('/').map(encodeURIComponent).join('/')}`;
    const copySource = versionId ? `${source}?versionId=${encodeURIComponent(versionId)}` : source;
    try {
      await this.send('CopyObject', this.call('PUT', to, {}, { headers: { 'x-amz-copy-source': copySource } }));
    } catch (error) {
      // The source gone and the target there: moved already (a repeat, or another mover first). Anything left under the
      // source key goes. S3 answers a missing source 403 to a caller that may not list the bucket, 404 to one that may.
      const name = (error as { name?: string }).name;
      const gone = name === 'NoSuchKey' || name === 'NoSuchVersion' || name === 'AccessDenied';
      if (!gone || !(await this.head(to).catch(() => undefined))) throw error;
    }
    await this.deleteObject(from);
  }

  async deleteObject(key: string): Promise<void> {
    const targets = this.versioned ? (await this.listVersions(key)).filter((v) => v.Key === key) : [{ Key: key }];
    if (!targets.length) return;
    await this.deleteObjects(targets);
  }

  async listKeys(prefix: string): Promise<string[]> {
    const keys: string[] = [];
    let token: string | undefined;
    do {
      const { body } = await this.send('ListObjectsV2', this.call('GET', '', { 'list-type': '2', prefix, ...(token ? { 'continuation-token': token } : {}) }));
      const xml = utf8(body);
      for (const object of xmlElements(xml, 'Contents')) {
        const key = xmlText(object, 'Key');
        if (key) keys.push(key);
      }
      token = xmlText(xml, 'IsTruncated') === 'true' ? xmlText(xml, 'NextContinuationToken') : undefined;
    } while (token);
    return keys;
  }

  async put(key: string, body: string | Uint8Array, contentType: string): Promise<void> {
    // No ServerSideEncryption here: the bucket's default encryption is SSE-KMS with the documents key
    // (lib/files.ts); naming 'aws:kms' without that key's id would pick the AWS-managed key instead.
    const length = typeof body === 'string' ? Buffer.byteLength(body) : body.byteLength;
    await this.send('PutObject', this.call('PUT', key, {}, { body, headers: { 'content-type': contentType, 'content-length': String(length) } }));
  }

  async createFolder(prefix: string): Promise<void> {
    if (!prefix.endsWith('/')) throw new Error('a folder key ends with /');
    await this.send('PutObject', this.call('PUT', prefix, {}, { body: new Uint8Array(0), headers: { 'content-type': 'application/octet-stream', 'content-length': '0' } }));
  }

  async deletePrefix(prefix: string): Promise<number> {
    if (!prefix.endsWith('/')) throw new Error('refusing to delete a prefix that is not a folder');
    // In a versioned bucket a plain delete only hides the object behind a delete marker; a user's
    // deletion must remove the data itself, so every version and marker goes.
    const targets = this.versioned ? await this.listVersions(prefix) : (await this.listKeys(prefix)).map((Key) => ({ Key }));
    for (let i = 0; i < targets.length; i += 1000) await this.deleteObjects(targets.slice(i, i + 1000));
    return new Set(targets.map((t) => t.Key)).size;
  }

  /**
   * DeleteObjects of at most 1,000 objects, quiet: S3 then answers only the objects it could not delete, each as an
   * `<Error>`, and any one of them fails the call (`send`), so a user's deletion is retried rather than reported done.
   */
  private async deleteObjects(objects: { Key: string; VersionId?: string }[]): Promise<void> {
    const body = `<?xml version="1.0" encoding="UTF-8"?><Delete xmlns="http://s3.amazonaws.com/doc/2006-03-01/">${objects
      .map((o) => `<Object><Key>${toXml(o.Key)}</Key>${o.VersionId ? `<VersionId>${toXml(o.VersionId)}</VersionId>` : ''}</Object>`)
      .join('')}<Quiet>true</Quiet></Delete>`;
    // S3 requires a checksum of this body; Content-MD5 is the one every S3 implementation checks.
    const md5 = createHash('md5').update(body).digest('base64');
    await this.send('DeleteObjects', this.call('POST', '', { delete: '' }, { body, headers: { 'content-type': 'application/xml', 'content-length': String(Buffer.byteLength(body)), 'content-md5': md5 } }));
  }

  private async listVersions(prefix: string): Promise<{ Key: string; VersionId?: string }[]> {
    const versions: { Key: string; VersionId?: string }[] = [];
    let keyMarker: string | undefined;
    let versionMarker: string | undefined;
    do {
      const query = { versions: '', prefix, ...(keyMarker ? { 'key-marker': keyMarker } : {}), ...(versionMarker ? { 'version-id-marker': versionMarker } : {}) };
      const xml = utf8((await this.send('ListObjectVersions', this.call('GET', '', query))).body);
      for (const v of [...xmlElements(xml, 'Version'), ...xmlElements(xml, 'DeleteMarker')]) {
        const Key = xmlText(v, 'Key');
        const VersionId = xmlText(v, 'VersionId');
        if (Key) versions.push({ Key, ...(VersionId ? { VersionId } : {}) });
      }
      const truncated = xmlText(xml, 'IsTruncated') === 'true';
      keyMarker = truncated ? xmlText(xml, 'NextKeyMarker') : undefined;
      versionMarker = truncated ? xmlText(xml, 'NextVersionIdMarker') : undefined;
    } while (keyMarker);
    return versions;
  }
}
