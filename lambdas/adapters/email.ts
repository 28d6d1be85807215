import type { EmailMessage } from '../domain/account-emails.js';
import type { Email } from '../ports/email.js';
import { AwsRequests, environmentCredentials } from './aws-request.js';
import type { AdapterConfig } from './config.js';
import { appendToOutbox } from './outbox.js';

export type { Email, EmailMessage };

/**
 * SES v2's SendEmail, the one call we make, as a signed request of our own: the SDK's SES client is
 * about 60 KB of every function that mails (docs/decisions.md, "Lambda bundle size"). The request is
 * the SDK's own, field for field (test/lambdas/adapters/aws-request.test.ts).
 */
export class SesEmail implements Email {
  private readonly requests: AwsRequests;
  private readonly endpoint: URL;
  constructor(
    config: AdapterConfig,
    private readonly from = config.mailFrom ?? '',
  ) {
    this.requests = new AwsRequests('ses', config.region, () => environmentCredentials());
    this.endpoint = new URL(`https://email.${config.region}.amazonaws.com`);
  }

  async send({ to, subject, text }: EmailMessage): Promise<void> {
    // In the SDK's order, so the body is the SDK's byte for byte.
    const body = JSON.stringify({
      Content: { Simple: { Subject: { Data: subject, Charset: 'UTF-8' }, Body: { Text: { Data: text, Charset: 'UTF-8' } } } },
      FromEmailAddress: this.from,
      Destination: { ToAddresses: [to] },
    });
    const answer = await this.requests.send({
      method: 'POST',
      endpoint: this.endpoint,
      path: '/v2/email/outbound-emails',
      headers: { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) },
      body,
    });
    if (answer.status < 300) return;
    // SES names the error in a header (`MessageRejected:http://...`) and explains it in the body's `message`.
    const name = (answer.headers['x-amzn-errortype'] ?? `Http${answer.status}`).split(':')[0]!;
    let message = '';
    try {
      message = (JSON.parse(Buffer.from(answer.body).toString('utf8')) as { message?: string }).message ?? '';
    } catch {
      // Not JSON (a proxy's page): the status says enough.
    }
    const error = new Error(`SES SendEmail: ${name}${message ? `: ${message}` : ''} (HTTP ${answer.status})`);
    error.name = name;
    throw error;
  }
}

export class OutboxEmail implements Email {
  constructor(private readonly file: string) {}

  async send({ to, subject, text }: EmailMessage): Promise<void> {
    await appendToOutbox(this.file, { channel: 'email', to, subject, body: text });
  }
}
