import { Readable } from 'node:stream';
import {
  CopyObjectCommand,
  DeleteObjectsCommand,
  GetBucketLocationCommand,
  GetObjectCommand,
  GetObjectTaggingCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { HttpResponse, type HttpRequest } from '@smithy/core/protocols';
import { NodeHttpHandler } from '@smithy/node-http-handler';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AwsRequests, environmentCredentials } from '../../../lambdas/adapters/aws-request.js';
import { readConfig } from '../../../lambdas/adapters/config.js';
import { SesEmail } from '../../../lambdas/adapters/email.js';
import { S3Error, S3Files, uploadConditions, xmlElements, xmlText } from '../../../lambdas/adapters/files.js';
import { DOWNLOAD_TTL_SECONDS, UPLOAD_TTL_SECONDS } from '../../../lambdas/domain/documents.js';
import { FileNotFound } from '../../../lambdas/ports/files.js';

// Our S3 and SES calls are signed requests of our own (lambdas/adapters/aws-request.ts), not the SDK's
// clients: the reference here is the SDK itself. A presigned link must be the SDK's byte for byte; a sent
// request must carry what the SDK's carries (method, path, query, body, the headers S3 reads), signed by
// the same signer with the same scope.

const keys = { accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY', sessionToken: 'session/token+=' };
const emulator = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
const at = new Date('2026-03-04T05:06:07Z');

/** What one request looked like on the wire: the SDK's (its own request handler) or ours (the HTTP handler we call). */
interface Sent {
  method: string;
  host: string;
  path: string;
  query: Record<string, string>;
  headers: Record<string, string>;
  body: string;
}
const sentOf = (r: HttpRequest): Sent => ({
  method: r.method,
  host: r.headers.host ?? `${r.hostname}${r.port ? `:${r.port}` : ''}`,
  path: r.path,
  query: Object.fromEntries(Object.entries(r.query ?? {}).map(([k, v]) => [k, String(v ?? '')])),
  headers: Object.fromEntries(Object.entries(r.headers).map(([k, v]) => [k.toLowerCase(), v])),
  body: r.body === undefined ? '' : typeof r.body === 'string' ? r.body : Buffer.from(r.body as Uint8Array).toString('utf8'),
});
const signedHeaders = (authorization: string) => /SignedHeaders=([^,]+)/.exec(authorization)![1]!.split(';');
const answer = (statusCode: number, body = '', headers: Record<string, string> = {}) =>
  new HttpResponse({ statusCode, headers, body: Readable.from([Buffer.from(body)]) });

/** Answers for the S3 operations both clients make here (enough for the SDK's parser). */
function s3Answer(r: HttpRequest): HttpResponse {
  const q = r.query ?? {};
  if ('list-type' in q) return answer(200, '<ListBucketResult><IsTruncated>false</IsTruncated><Contents><Key>a &amp; b.pdf</Key></Contents></ListBucketResult>');
  if ('versions' in q) return answer(200, '<ListVersionsResult><IsTruncated>false</IsTruncated><Version><Key>k</Key><VersionId>v1</VersionId></Version></ListVersionsResult>');
  if ('tagging' in q) return answer(200, '<Tagging><TagSet><Tag><Key>k</Key><Value>v</Value></Tag></TagSet></Tagging>');
  if ('location' in q) return answer(200, '<LocationConstraint/>');
  if ('delete' in q) return answer(200, '<DeleteResult/>');
  if (r.headers['x-amz-copy-source']) return answer(200, '<CopyObjectResult><ETag>"e"</ETag></CopyObjectResult>');
  return answer(200, 'body', { 'content-length': '4' });
}

let ours: Sent[] = [];
beforeEach(() => {
  ours = [];
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(at);
  vi.spyOn(NodeHttpHandler.prototype, 'handle').mockImplementation(async (r) => {
    ours.push(sentOf(r));
    return { response: s3Answer(r) };
  });
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
});

function sdkS3(endpoint?: string) {
  const sdk: Sent[] = [];
  const client = new S3Client({
    region: 'eu-west-1',
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    ...(endpoint ? { endpoint, forcePathStyle: true, credentials: emulator } : { credentials: keys }),
    requestHandler: {
      handle: async (r: HttpRequest) => {
        sdk.push(sentOf(r));
        return { response: s3Answer(r) };
      },
    },
  });
  return { client, sdk };
}

/**
 * Our files adapter and the SDK's S3 client, configured alike: on the emulator (path style, the browser's host) and on
 * S3 (the bucket's virtual host, the role's session keys from the environment).
 */
function bothEndpoints() {
  const local = { files: new S3Files(readConfig({ AWS_REGION: 'eu-west-1', BUCKET_NAME: 'docs', S3_ENDPOINT: 'http://s3:4569', S3_PUBLIC_ENDPOINT: 'http://localhost:4569' })), client: sdkS3('http://localhost:4569').client, bucket: 'docs' };
  vi.stubEnv('AWS_ACCESS_KEY_ID', keys.accessKeyId);
  vi.stubEnv('AWS_SECRET_ACCESS_KEY', keys.secretAccessKey);
  vi.stubEnv('AWS_SESSION_TOKEN', keys.sessionToken);
  const bucket = 'credit-prod-documents-123456789012-eu-west-1';
  const aws = { files: new S3Files(readConfig({ AWS_REGION: 'eu-west-1', BUCKET_NAME: bucket })), client: sdkS3().client, bucket };
  return [local, aws] as const;
}

describe('presigned GET links, against the SDK presigner', () => {
  const key = 'users/u1/documents/d 1+(ü)*!.pdf';

  it('gives the SDK’s link byte for byte on the emulator (path style, the browser’s host) and on S3 (virtual host, the role’s session keys)', async () => {
    const [local, aws] = bothEndpoints();
    for (const { files, client, bucket } of [local, aws]) {
      for (const [fileName, versionId] of [
        [undefined, undefined],
        ['proof "1".pdf', undefined],
        ['a\r\nb.pdf', 'v1.2/3'],
      ] as const) {
        const expected = await getSignedUrl(
          client,
          new GetObjectCommand({
            Bucket: bucket,
            Key: key,
            ...(versionId ? { VersionId: versionId } : {}),
            ...(fileName ? { ResponseContentDisposition: `attachment; filename="${fileName.replace(/["\\\r\n]/g, '_')}"` } : {}),
          }),
          { expiresIn: DOWNLOAD_TTL_SECONDS, signingDate: at },
        );
        expect(await files.presignDownload(key, fileName, versionId, at)).toBe(expected);
      }
    }
    expect(await aws.files.presignDownload(key)).toMatch(/^https:\/\/credit-prod-documents-123456789012-eu-west-1\.s3\.eu-west-1\.amazonaws\.com\/users\/u1\//);
  });
});

describe('presigned POST uploads, against the SDK presigner', () => {
  it('gives the SDK’s URL and form fields byte for byte on the emulator (path style, the browser’s host) and on S3 (virtual host, the role’s session keys)', async () => {
    const [local, aws] = bothEndpoints();
    for (const { files, client, bucket } of [local, aws]) {
      for (const [key, contentType, maxBytes] of [
        ['users/u1/documents/d 1+(ü)*!.pdf', 'application/pdf', 10 * 1024 * 1024],
        ['users/u2/photo', 'image/png', 512 * 1024],
      ] as const) {
        const expected = await createPresignedPost(client, {
          Bucket: bucket,
          Key: key,
          Conditions: uploadConditions(bucket, key, contentType, maxBytes) as never,
          Fields: { 'Content-Type': contentType },
          Expires: UPLOAD_TTL_SECONDS,
        });
        const ours = await files.presignUpload(key, contentType, maxBytes, at);
        expect({ url: ours.url, fields: ours.fields }).toEqual(expected);
        // Field order too: S3 reads the form's fields in order, and the file must come last.
        expect(Object.keys(ours.fields)).toEqual(Object.keys(expected.fields));
        expect(ours.expiresAt).toBe(new Date(at.getTime() + UPLOAD_TTL_SECONDS * 1000).toISOString());
      }
    }
  });
});

describe('S3 requests, against the SDK client’s', () => {
  const key = 'users/u1/documents/a b+(1).pdf';
  const files = new S3Files(readConfig({ AWS_REGION: 'eu-west-1', BUCKET_NAME: 'docs', S3_ENDPOINT: 'http://127.0.0.1:4569' }));

  it('sends each operation as the SDK does: method, escaped path, query, body and the headers S3 reads, signed for s3 with the payload hash', async () => {
    const { client, sdk } = sdkS3('http://127.0.0.1:4569');
    const Bucket = 'docs';
    const pairs: [() => Promise<unknown>, () => Promise<unknown>][] = [
      [() => files.ping(), () => client.send(new GetBucketLocationCommand({ Bucket }))],
      [() => files.put(key, 'hé', 'application/pdf'), () => client.send(new PutObjectCommand({ Bucket, Key: key, Body: 'hé', ContentType: 'application/pdf' }))],
      [() => files.createFolder('users/u1/'), () => client.send(new PutObjectCommand({ Bucket, Key: 'users/u1/', Body: new Uint8Array(0), ContentLength: 0 }))],
      [() => files.read(key, 'v1'), () => client.send(new GetObjectCommand({ Bucket, Key: key, VersionId: 'v1' }))],
      [() => files.readHead(key, 8), () => client.send(new GetObjectCommand({ Bucket, Key: key, Range: 'bytes=0-7' }))],
      [() => files.head(key), () => client.send(new HeadObjectCommand({ Bucket, Key: key }))],
      [() => files.tags(key, 'v1'), () => client.send(new GetObjectTaggingCommand({ Bucket, Key: key, VersionId: 'v1' }))],
      [() => files.listKeys('users/u1/'), () => client.send(new ListObjectsV2Command({ Bucket, Prefix: 'users/u1/' }))],
      [
        () => files.deleteObject(key),
        () => client.send(new DeleteObjectsCommand({ Bucket, Delete: { Objects: [{ Key: key }], Quiet: true } })),
      ],
    ];
    for (const [ourCall, sdkCall] of pairs) {
      await ourCall();
      await sdkCall();
    }
    // move = CopyObject, then the source's deletion.
    await files.move(key, 'users/u1/quarantine/q.pdf', 'v1');
    await client.send(new CopyObjectCommand({ Bucket, Key: 'users/u1/quarantine/q.pdf', CopySource: 'docs/users/u1/documents/a%20b%2B(1).pdf?versionId=v1' }));
    expect(ours).toHaveLength(sdk.length + 1);
    ours.splice(ours.length - 1, 1);

    const S3_READS = ['content-type', 'content-length', 'range', 'x-amz-copy-source', 'x-amz-content-sha256', 'host', 'x-amz-date'];
    for (const [i, o] of ours.entries()) {
      const s = sdk[i]!;
      const { 'x-id': _operation, ...sdkQuery } = s.query;
      expect({ method: o.method, host: o.host, path: o.path, query: o.query }).toEqual({ method: s.method, host: s.host, path: s.path, query: sdkQuery });
      for (const h of S3_READS) expect([i, h, o.headers[h]]).toEqual([i, h, s.headers[h]]);
      // Same scope and signed headers but the SDK's own (its user agent, invocation id, checksum algorithm).
      expect(o.headers.authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=S3RVER\/20260304\/eu-west-1\/s3\/aws4_request, SignedHeaders=[^,]+, Signature=[0-9a-f]{64}$/);
      // Every header we send is signed, and each is one the SDK signs too (but the deletion's checksum, below).
      const ourSigned = signedHeaders(o.headers.authorization!);
      expect(ourSigned).toEqual(Object.keys(o.headers).filter((h) => h !== 'authorization').sort());
      expect(ourSigned).toEqual(expect.arrayContaining(['host', 'x-amz-content-sha256', 'x-amz-date']));
      for (const h of ourSigned) if (h !== 'content-md5') expect([i, signedHeaders(s.headers.authorization!)]).toEqual([i, expect.arrayContaining([h])]);
      expect([i, o.body]).toEqual([i, s.body]);
    }
    // DeleteObjects: the same objects; S3 requires a checksum of the body, ours Content-MD5, the SDK's a CRC32.
    const deletion = ours.find((o) => 'delete' in o.query)!;
    expect(xmlElements(deletion.body, 'Object').map((o) => xmlText(o, 'Key'))).toEqual([key]);
    expect(xmlText(deletion.body, 'Quiet')).toBe('true');
    expect(deletion.headers['content-md5']).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  });

  it('reads S3’s answers: XML entities, pages, tags; a 404 HEAD is no object, a missing key read is the port’s FileNotFound, and another error is S3’s code', async () => {
    vi.mocked(NodeHttpHandler.prototype.handle).mockImplementation(async (r) => {
      const q = r.query ?? {};
      if (r.method === 'HEAD') return { response: answer(404) };
      if (q['continuation-token'] === 't&1') return { response: answer(200, '<ListBucketResult><IsTruncated>false</IsTruncated><Contents><Key>p/&#233;&lt;2&gt;</Key></Contents></ListBucketResult>') };
      if ('list-type' in q)
        return { response: answer(200, '<ListBucketResult><IsTruncated>true</IsTruncated><NextContinuationToken>t&amp;1</NextContinuationToken><Contents><Key>p/a &amp; b</Key><Size>1</Size></Contents><Contents><Key>p/&#x263A;</Key></Contents></ListBucketResult>') };
      if ('tagging' in q) return { response: answer(200, '<Tagging><TagSet><Tag><Key>GuardDutyMalwareScanStatus</Key><Value>NO_THREATS_FOUND</Value></Tag><Tag><Key>a</Key><Value></Value></Tag></TagSet></Tagging>') };
      if (q.versionId === 'old') return { response: answer(404, '<Error><Code>NoSuchVersion</Code><Message>The specified version does not exist.</Message></Error>') };
      if (r.path.endsWith('/denied')) return { response: answer(403, '<Error><Code>AccessDenied</Code><Message>Access Denied</Message></Error>') };
      return { response: answer(404, '<Error><Code>NoSuchKey</Code><Message>The specified key does not exist.</Message></Error>') };
    });
    expect(await files.listKeys('p/')).toEqual(['p/a & b', 'p/☺', 'p/é<2>']);
    expect(await files.tags('k')).toEqual({ GuardDutyMalwareScanStatus: 'NO_THREATS_FOUND', a: '' });
    expect(await files.head('k')).toBeUndefined();
    await expect(files.read('k')).rejects.toBeInstanceOf(FileNotFound);
    await expect(files.read('k', 'old')).rejects.toBeInstanceOf(FileNotFound);
    const error = await files.read('denied').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(S3Error);
    expect(error).toMatchObject({ name: 'AccessDenied', status: 403, message: expect.stringMatching(/GetObject: Access Denied/) });
  });

  it('fails a copy that S3 answers 200 with an error in the body, and retries as the SDK does (three attempts on 5xx, none on 4xx)', async () => {
    const handle = vi.mocked(NodeHttpHandler.prototype.handle);
    handle.mockImplementation(async (r) => ({ response: r.headers['x-amz-copy-source'] ? answer(200, '<Error><Code>InternalError</Code><Message>late</Message></Error>') : answer(200) }));
    await expect(files.move('a', 'b')).rejects.toMatchObject({ name: 'InternalError' });
    vi.useRealTimers();
    handle.mockReset();
    handle.mockResolvedValueOnce({ response: answer(503, '<Error><Code>SlowDown</Code></Error>') }).mockResolvedValueOnce({ response: answer(200, 'ok') });
    expect(Buffer.from(await files.read('a')).toString()).toBe('ok');
    expect(handle).toHaveBeenCalledTimes(2);
    handle.mockReset();
    handle.mockImplementation(async () => ({ response: answer(500, '<Error><Code>InternalError</Code></Error>') }));
    await expect(files.read('a')).rejects.toMatchObject({ name: 'InternalError', status: 500 });
    expect(handle).toHaveBeenCalledTimes(3);
    handle.mockReset();
    handle.mockRejectedValueOnce(Object.assign(new Error('socket hang up'), { code: 'ECONNRESET' })).mockResolvedValueOnce({ response: answer(200, 'ok') });
    expect(Buffer.from(await files.read('a')).toString()).toBe('ok');
    handle.mockReset();
    handle.mockImplementation(async () => ({ response: answer(403, '<Error><Code>AccessDenied</Code><Message>no</Message></Error>') }));
    await expect(files.read('a')).rejects.toMatchObject({ name: 'AccessDenied' });
    expect(handle).toHaveBeenCalledTimes(1);
  });
});

describe('SES SendEmail, against the SDK client’s', () => {
  it('posts the SDK’s request (host, path, JSON body) signed for ses with the role’s keys, and names a refusal by SES’s error type', async () => {
    vi.stubEnv('AWS_ACCESS_KEY_ID', keys.accessKeyId);
    vi.stubEnv('AWS_SECRET_ACCESS_KEY', keys.secretAccessKey);
    vi.stubEnv('AWS_SESSION_TOKEN', keys.sessionToken);
    const message = { to: 'client@example.com', subject: 'Your report', text: 'Hello "there"\nü' };
    const sdk: Sent[] = [];
    const client = new SESv2Client({
      region: 'eu-west-1',
      credentials: keys,
      requestHandler: {
        handle: async (r: HttpRequest) => {
          sdk.push(sentOf(r));
          return { response: answer(200, '{"MessageId":"m1"}', { 'content-type': 'application/json' }) };
        },
      },
    });
    await client.send(
      new SendEmailCommand({
        FromEmailAddress: 'no-reply@example.com',
        Destination: { ToAddresses: [message.to] },
        Content: { Simple: { Subject: { Data: message.subject, Charset: 'UTF-8' }, Body: { Text: { Data: message.text, Charset: 'UTF-8' } } } },
      }),
    );
    vi.mocked(NodeHttpHandler.prototype.handle).mockImplementation(async (r) => {
      ours.push(sentOf(r));
      return { response: answer(200, '{"MessageId":"m1"}') };
    });
    await new SesEmail(readConfig({ AWS_REGION: 'eu-west-1' }), 'no-reply@example.com').send(message);
    const [o, s] = [ours[0]!, sdk[0]!];
    expect({ method: o.method, host: o.host, path: o.path, query: o.query }).toEqual({ method: s.method, host: s.host, path: s.path, query: s.query });
    expect(o.body).toBe(s.body);
    for (const h of ['content-type', 'content-length', 'x-amz-date', 'x-amz-security-token']) expect([h, o.headers[h]]).toEqual([h, s.headers[h]]);
    expect(o.headers.authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE\/20260304\/eu-west-1\/ses\/aws4_request, SignedHeaders=[^,]*host;x-amz-date;x-amz-security-token, Signature=[0-9a-f]{64}$/);

    vi.mocked(NodeHttpHandler.prototype.handle).mockResolvedValue({
      response: answer(400, '{"message":"Email address is not verified."}', { 'x-amzn-errortype': 'MessageRejected:http://internal.amazon.com/coral/com.amazonaws.sesv2/' }),
    });
    await expect(new SesEmail(readConfig({ AWS_REGION: 'eu-west-1' }), 'x@example.com').send(message)).rejects.toMatchObject({
      name: 'MessageRejected',
      message: 'SES SendEmail: MessageRejected: Email address is not verified. (HTTP 400)',
    });
  });

  it('refuses to sign without the role’s keys in the environment, before sending anything', async () => {
    expect(() => environmentCredentials({})).toThrow(/AWS_ACCESS_KEY_ID/);
    expect(environmentCredentials({ AWS_ACCESS_KEY_ID: 'a', AWS_SECRET_ACCESS_KEY: 'b' })).toEqual({ accessKeyId: 'a', secretAccessKey: 'b' });
    const requests = new AwsRequests('ses', 'eu-west-1', () => environmentCredentials({}));
    await expect(requests.send({ method: 'GET', endpoint: new URL('https://example.com'), path: '/' })).rejects.toThrow(/AWS_ACCESS_KEY_ID/);
    expect(NodeHttpHandler.prototype.handle).not.toHaveBeenCalled();
  });
});
