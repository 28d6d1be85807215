import { createHmac, timingSafeEqual } from 'node:crypto';
import { request as httpRequest, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import { emulatorCredentials } from '../../lambdas/adapters/config.js';
import { UPLOAD_LIMITS, documentOfKey } from '../../lambdas/domain/documents.js';

/**
 * What browsers reach of the local bucket (S3_PUBLIC_ENDPOINT), in front of s3rver. s3rver checks no
 * POST policy, keeps no versions and reads no tags, so this does what S3 and the bucket's policy do in
 * AWS, and what the pinned version does there:
 * - a form upload (POST) is refused unless its policy is signed with the emulator's key, unexpired, and
 *   every condition holds (exact key, exact type, 1 byte to 10 MB), as S3 would;
 * - a key is written once: a second POST to the same key is refused (in AWS it would only be a newer
 *   version that nothing pins or serves);
 * - a client's document is served only while `mayServe` says so: locally, when its document is scanned
 *   clean and the stored bytes still hash to what the upload pinned.
 * Everything else passes through to s3rver untouched (its signature checks included).
 */
export interface S3FrontOptions {
  /** s3rver's own endpoint. */
  s3Endpoint: string;
  bucket: string;
  /** Whether this document object (users/<id>/documents/<id>) may be served with these bytes. */
  mayServe: (key: string, content: Uint8Array) => Promise<boolean>;
  /** The site's origins: a refusal carries CORS headers for them, so the browser can read it (s3rver answers the rest). */
  corsOrigins: string[];
  now?: () => Date;
}

/** A policy condition as S3 reads them: `{ field: value }`, `['eq' | 'starts-with', '$field', value]`, `['content-length-range', min, max]`. */
type Condition = Record<string, string> | [string, string | number, string | number];

export interface PostPolicy {
  expiration: string;
  conditions: Condition[];
}

/** The form's fields (not the file) by lower-cased name, and the file's size. */
export interface PostedForm {
  fields: Record<string, string>;
  fileSize: number;
}

/** Why S3 would refuse this form upload, or undefined when it would accept it (the subset of POST policies S3 checks that we sign). */
export function postPolicyRefusal(bucket: string, form: PostedForm, now: Date, secretAccessKey = emulatorCredentials.secretAccessKey): string | undefined {
  const field = (name: string) => form.fields[name.toLowerCase()];
  const policyBase64 = field('Policy');
  const credential = field('X-Amz-Credential');
  const signature = field('X-Amz-Signature');
  if (!policyBase64 || !credential || !signature || field('X-Amz-Algorithm') !== 'AWS4-HMAC-SHA256') return 'the form is not signed';
  const [accessKeyId, date, region, service, terminator] = credential.split('/');
  if (accessKeyId !== emulatorCredentials.accessKeyId || !date || !region || service !== 's3' || terminator !== 'aws4_request') return 'the signing credential is not valid';
  if (!safeEqual(postSignature(policyBase64, secretAccessKey, date, region), signature)) return 'the policy signature does not match';
  let policy: PostPolicy;
  try {
    policy = JSON.parse(Buffer.from(policyBase64, 'base64').toString('utf8')) as PostPolicy;
  } catch {
    return 'the policy is not valid JSON';
  }
  if (!(Date.parse(policy.expiration) > now.getTime())) return 'the policy has expired';
  if (!field('key')) return 'the form names no key';
  const value = (name: string) => (name.replace(/^\$/, '').toLowerCase() === 'bucket' ? bucket : field(name.replace(/^\$/, '')));
  for (const condition of policy.conditions ?? []) {
    if (!Array.isArray(condition)) {
      for (const [name, expected] of Object.entries(condition)) if (value(name) !== expected) return `the form's ${name} is not the one the policy names`;
      continue;
    }
    const [op, a, b] = condition;
    if (op === 'content-length-range') {
      if (form.fileSize < Number(a) || form.fileSize > Number(b)) return `the file's size is outside ${a}..${b} bytes`;
    } else if (op === 'eq') {
      if (value(String(a)) !== b) return `the form's ${String(a).replace(/^\$/, '')} is not the one the policy names`;
    } else if (op === 'starts-with') {
      if (!(value(String(a)) ?? '').startsWith(String(b))) return `the form's ${String(a).replace(/^\$/, '')} does not start as the policy says`;
    } else {
      return `the policy's condition ${op} is not understood`;
    }
  }
  return undefined;
}

/** SigV4 for a POST policy: the policy document itself is the string to sign. */
export function postSignature(policyBase64: string, secretAccessKey: string, date: string, region: string): string {
  const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();
  const signingKey = hmac(hmac(hmac(hmac(`AWS4${secretAccessKey}`, date), region), 's3'), 'aws4_request');
  return createHmac('sha256', signingKey).update(policyBase64).digest('hex');
}

const safeEqual = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** The most a form upload may carry: the 10 MB file and its fields. */
const MAX_FORM_BYTES = UPLOAD_LIMITS.maxBytes + 64 * 1024;

export function createS3Front(options: S3FrontOptions): (req: IncomingMessage, res: ServerResponse) => Promise<void> {
  const target = new URL(options.s3Endpoint);
  const now = options.now ?? (() => new Date());
  /** Keys being written right now: two forms racing for one key cannot both pass the written-once check. */
  const writing = new Set<string>();

  /** The request as s3rver sees it: same method, path and headers (its signature checks cover the host the browser used). */
  const forward = (method: string, path: string, headers: IncomingHttpHeaders, body?: Buffer) =>
    new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      const out = httpRequest({ host: target.hostname, port: target.port, method, path, headers: body ? { ...headers, 'content-length': String(body.length) } : headers }, (answer) => {
        const chunks: Buffer[] = [];
        answer.on('data', (c: Buffer) => chunks.push(c));
        answer.on('end', () => resolve({ status: answer.statusCode ?? 502, headers: answer.headers, body: Buffer.concat(chunks) }));
        answer.on('error', reject);
      });
      out.on('error', reject);
      out.end(body);
    });

  const exists = async (key: string) => {
    const path = `/${options.bucket}/${key.split('/').map(encodeURIComponent).join('/')}`;
    // Unsigned: s3rver serves a HEAD without credentials.
    return (await forward('HEAD', path, { host: target.host })).status === 200;
  };

  const refuse = (req: IncomingMessage, res: ServerResponse, status: number, code: string, message: string) => {
    const origin = req.headers.origin;
    const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${message.replace(/[<&>]/g, '')}</Message></Error>`;
    res.writeHead(status, {
      'content-type': 'application/xml',
      'content-length': String(Buffer.byteLength(xml)),
      ...(origin && options.corsOrigins.includes(origin) ? { 'access-control-allow-origin': origin, vary: 'Origin' } : {}),
    });
    res.end(xml);
  };

  return async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://local');
    const [, bucket, ...rest] = url.pathname.split('/');
    const key = rest.map(decodeURIComponent).join('/');

    if (req.method === 'POST' && bucket === options.bucket && !key && !url.search && req.headers['content-type']?.startsWith('multipart/form-data')) {
      const body = await readBody(req, MAX_FORM_BYTES);
      if (!body) return refuse(req, res, 400, 'EntityTooLarge', 'Your proposed upload exceeds the maximum allowed size');
      const form = await parseForm(body, req.headers['content-type']);
      const refusal = postPolicyRefusal(options.bucket, form, now());
      if (refusal) return refuse(req, res, 403, 'AccessDenied', `Invalid according to Policy: ${refusal}`);
      const formKey = form.fields.key!;
      if (writing.has(formKey) || (await exists(formKey))) return refuse(req, res, 412, 'PreconditionFailed', 'This upload form has been used: its key is written once');
      writing.add(formKey);
      try {
        return send(res, await forward('POST', req.url ?? '/', req.headers, body));
      } finally {
        writing.delete(formKey);
      }
    }

    if (req.method === 'GET' && bucket === options.bucket && documentOfKey(key)) {
      const answer = await forward('GET', req.url ?? '/', req.headers);
      if (answer.status === 200 && !(await options.mayServe(key, answer.body))) {
        return refuse(req, res, 403, 'AccessDenied', 'This object is not the scanned version its upload pinned');
      }
      return send(res, answer);
    }

    const body = req.method === 'GET' || req.method === 'HEAD' || req.method === 'OPTIONS' ? undefined : await readBody(req, MAX_FORM_BYTES);
    if (body === null) return refuse(req, res, 400, 'EntityTooLarge', 'Your proposed upload exceeds the maximum allowed size');
    return send(res, await forward(req.method ?? 'GET', req.url ?? '/', req.headers, body));
  };
}

/** The whole body, or null when it is longer than `limit`. */
async function readBody(req: IncomingMessage, limit: number): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let length = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    length += chunk.length;
    if (length > limit) return null;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/** The multipart form's text fields (names lower-cased, as S3 compares them) and the file's size. */
async function parseForm(body: Buffer, contentType: string): Promise<PostedForm> {
  const data = await new Response(new Uint8Array(body), { headers: { 'content-type': contentType } }).formData();
  const fields: Record<string, string> = {};
  let fileSize = 0;
  for (const [name, value] of data.entries()) {
    if (name.toLowerCase() === 'file') fileSize = typeof value === 'string' ? Buffer.byteLength(value) : value.size;
    else if (typeof value === 'string') fields[name.toLowerCase()] = value;
  }
  return { fields, fileSize };
}

function send(res: ServerResponse, answer: { status: number; headers: IncomingHttpHeaders; body: Buffer }) {
  const headers = { ...answer.headers };
  delete headers['transfer-encoding'];
  headers['content-length'] = String(answer.body.length);
  res.writeHead(answer.status, headers);
  res.end(answer.body);
}
