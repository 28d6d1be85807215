import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import type { EmailMessage } from '../domain/account-emails.js';
import type { Email } from '../ports/email.js';
import type { AdapterConfig } from './config.js';
import { appendToOutbox } from './outbox.js';

export type { Email, EmailMessage };

export class SesEmail implements Email {
  private readonly client: SESv2Client;
  constructor(
    config: AdapterConfig,
    private readonly from = config.mailFrom ?? '',
  ) {
    this.client = new SESv2Client({ region: config.region });
  }

  async send({ to, subject, text }: EmailMessage): Promise<void> {
    await this.client.send(
      new SendEmailCommand({
        FromEmailAddress: this.from,
        Destination: { ToAddresses: [to] },
        Content: { Simple: { Subject: { Data: subject, Charset: 'UTF-8' }, Body: { Text: { Data: text, Charset: 'UTF-8' } } } },
      }),
    );
  }
}

export class OutboxEmail implements Email {
  constructor(private readonly file: string) {}

  async send({ to, subject, text }: EmailMessage): Promise<void> {
    await appendToOutbox(this.file, { channel: 'email', to, subject, body: text });
  }
}
