import { PublishCommand, SNSClient } from '@aws-sdk/client-sns';
import type { Sms } from '../ports/sms.js';
import type { AdapterConfig } from './config.js';

export type { Sms };
import { appendToOutbox } from './outbox.js';

export const isE164 = (phone: string) => /^\+[1-9]\d{7,14}$/.test(phone);

export class SnsSms implements Sms {
  private readonly client: SNSClient;
  constructor(config: AdapterConfig) {
    this.client = new SNSClient({ region: config.region });
  }

  async send(phoneNumber: string, message: string): Promise<void> {
    if (!isE164(phoneNumber)) throw new Error('phone number must be E.164');
    await this.client.send(
      new PublishCommand({
        PhoneNumber: phoneNumber,
        Message: message,
        MessageAttributes: {
          // Transactional: delivered ahead of promotional traffic, as codes must be.
          'AWS.SNS.SMS.SMSType': { DataType: 'String', StringValue: 'Transactional' },
        },
      }),
    );
  }
}

export class OutboxSms implements Sms {
  constructor(private readonly file: string) {}

  async send(phoneNumber: string, message: string): Promise<void> {
    if (!isE164(phoneNumber)) throw new Error('phone number must be E.164');
    await appendToOutbox(this.file, { channel: 'sms', to: phoneNumber, body: message });
  }
}
