import { PublishCommand, SNSClient } from '@aws-sdk/client-sns';
import type { AdapterConfig } from './config.js';
import { appendToOutbox } from './outbox.js';

/** The SMS port: one-time codes to a phone number in E.164 form. */
export interface Sms {
  send(phoneNumber: string, message: string): Promise<void>;
}

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
