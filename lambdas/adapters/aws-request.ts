import { createHmac } from 'node:crypto';
import { HttpRequest } from '@smithy/core/protocols';
import { Hash } from '@smithy/core/serde';
import { NodeHttpHandler, streamCollector } from '@smithy/node-http-handler';
import { SignatureV4, createScope, getSigningKey } from '@smithy/signature-v4';

/**
 * A signed AWS request without a service's SDK client: SigV4 by the SDK's own signer and the SDK's
 * HTTP handler, both already in every function through the DynamoDB client. A client such as S3's
 * also carries a model of every operation, its XML serde and middleware (about 170 KB), for the few
 * calls an adapter makes (docs/decisions.md, "Lambda bundle size").
 */

export interface AwsCredentials {
  accessKeyId: string;
  secretAccessKey: string;
  sessionToken?: string;
}

/**
 * The function role's keys, which Lambda puts in the environment: what the SDK's default chain reads
 * first, and the only source a Lambda reaches (lib/function.ts leaves the others out of the bundle).
 */
export function environmentCredentials(env: NodeJS.ProcessEnv = process.env): AwsCredentials {
  const { AWS_ACCESS_KEY_ID: accessKeyId, AWS_SECRET_ACCESS_KEY: secretAccessKey, AWS_SESSION_TOKEN: sessionToken } = env;
  if (!accessKeyId || !secretAccessKey) throw new Error('no AWS credentials: AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY are not set');
  return { accessKeyId, secretAccessKey, ...(sessionToken ? { sessionToken } : {}) };
}

/** RFC 3986 escaping as SigV4 and S3 keys use it (encodeURIComponent leaves !'()* alone). */
export const escapeUri = (value: string) => encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

export interface AwsCall {
  method: 'GET' | 'HEAD' | 'PUT' | 'POST' | 'DELETE';
  /** Scheme, host and port. */
  endpoint: URL;
  /** Already escaped, and sent as it is (not through URL, which would resolve a key's `..` segments). */
  path: string;
  /** Escaped here. */
  query?: Record<string, string>;
  headers?: Record<string, string>;
  body?: string | Uint8Array;
}

export interface AwsAnswer {
  status: number;
  /** Lower-case names. */
  headers: Record<string, string>;
  body: Uint8Array;
}

/** The SDK's standard retry: three attempts, for network errors, throttling and server errors, with full-jitter backoff. */
const MAX_ATTEMPTS = 3;
const RETRIED_STATUS = new Set([429, 500, 502, 503, 504]);
const backoff = (attempt: number) => new Promise((resolve) => setTimeout(resolve, Math.random() * Math.min(20_000, 100 * 2 ** attempt)));

/** SigV4's time stamp: `20260304T050607Z`. */
const amzDate = (at: Date) => at.toISOString().replace(/\.\d{3}Z$/, 'Z').replace(/[-:]/g, '');

/** A POST policy's credential fields (the form fields S3 reads beside the policy), and the policy's signer. */
export interface PostPolicySigner {
  fields: Record<string, string>;
  /** The signature of the policy's base64 text, in hex. */
  sign(policy: string): Promise<string>;
}

export class AwsRequests {
  private readonly signer: SignatureV4;
  private handler?: NodeHttpHandler;

  /** `s3`: S3's signing (the path is signed as sent, and the payload's hash is a header). */
  constructor(
    private readonly service: string,
    private readonly region: string,
    private readonly credentials: () => AwsCredentials,
    s3 = service === 's3',
  ) {
    this.signer = new SignatureV4({
      service,
      region,
      credentials: async () => credentials(),
      sha256: Hash.bind(null, 'sha256'),
      uriEscapePath: !s3,
      applyChecksum: s3,
    });
  }

  private request({ method, endpoint, path, query = {}, headers = {}, body }: AwsCall): HttpRequest {
    return new HttpRequest({
      method,
      protocol: endpoint.protocol,
      hostname: endpoint.hostname,
      ...(endpoint.port ? { port: Number(endpoint.port) } : {}),
      path,
      query,
      headers: { host: endpoint.host, ...headers },
      ...(body !== undefined ? { body } : {}),
    });
  }

  /** Signs and sends the call, retrying as the SDK does; any status is answered (the caller judges it). */
  async send(call: AwsCall): Promise<AwsAnswer> {
    this.handler ??= new NodeHttpHandler();
    for (let attempt = 1; ; attempt++) {
      // Signed per attempt (the signature carries its time); missing credentials fail at once.
      const signed = (await this.signer.sign(this.request(call))) as HttpRequest;
      try {
        const { response } = await this.handler.handle(signed);
        const body = response.body ? await streamCollector(response.body) : new Uint8Array();
        if (!RETRIED_STATUS.has(response.statusCode) || attempt >= MAX_ATTEMPTS) return { status: response.statusCode, headers: response.headers, body };
      } catch (error) {
        // A network error (the socket, DNS, a timeout).
        if (attempt >= MAX_ATTEMPTS) throw error;
      }
      await backoff(attempt);
    }
  }

  /** A presigned URL for the call (query authentication), valid for `expiresIn` seconds. */
  async presign(call: AwsCall, expiresIn: number, signingDate?: Date): Promise<string> {
    const signed = await this.signer.presign(this.request(call), { expiresIn, unsignableHeaders: new Set(['content-type']), ...(signingDate ? { signingDate } : {}) });
    const query = Object.keys(signed.query ?? {})
      .sort()
      .map((k) => `${escapeUri(k)}=${escapeUri(String(signed.query![k]))}`)
      .join('&');
    return `${call.endpoint.origin}${call.path}${query ? `?${query}` : ''}`;
  }

  /**
   * What signs a POST policy (S3's upload from a browser form) at `at`: the algorithm, credential, date and session
   * token fields, and the policy's signature with the day's signing key, as the SDK's `createPresignedPost` makes them.
   */
  async postPolicySigner(at: Date): Promise<PostPolicySigner> {
    const credentials = this.credentials();
    const date = amzDate(at);
    const day = date.slice(0, 8);
    const key = await getSigningKey(Hash.bind(null, 'sha256'), credentials, day, this.region, this.service);
    return {
      fields: {
        'X-Amz-Algorithm': 'AWS4-HMAC-SHA256',
        'X-Amz-Credential': `${credentials.accessKeyId}/${createScope(day, this.region, this.service)}`,
        'X-Amz-Date': date,
        ...(credentials.sessionToken ? { 'X-Amz-Security-Token': credentials.sessionToken } : {}),
      },
      sign: async (policy) => createHmac('sha256', key).update(policy).digest('hex'),
    };
  }
}
