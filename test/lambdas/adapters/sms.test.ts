import { PublishCommand, SNSClient } from '@aws-sdk/client-sns';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, describe, expect, it } from 'vitest';
import { readConfig } from '../../../lambdas/adapters/config.js';
import { readOutbox } from '../../../lambdas/adapters/outbox.js';
import { OutboxSms, SnsSms } from '../../../lambdas/adapters/sms.js';

describe('SMS through SNS', () => {
  const sns = mockClient(SNSClient);
  afterEach(() => sns.reset());

  it('publishes a transactional SMS to the phone number', async () => {
    sns.on(PublishCommand).resolves({ MessageId: 'm1' });
    await new SnsSms(readConfig({})).send('+15551234567', 'Your code is 123456');
    expect(sns.commandCalls(PublishCommand)[0]!.args[0].input).toEqual({
      PhoneNumber: '+15551234567',
      Message: 'Your code is 123456',
      MessageAttributes: { 'AWS.SNS.SMS.SMSType': { DataType: 'String', StringValue: 'Transactional' } },
    });
  });

  it('refuses a number that is not E.164 before calling SNS', async () => {
    await expect(new SnsSms(readConfig({})).send('555-1234', 'x')).rejects.toThrow(/E\.164/);
    expect(sns.commandCalls(PublishCommand)).toHaveLength(0);
  });
});

describe('SMS into the local outbox', () => {
  it('appends the message, with any links, for /dev/outbox to list', async () => {
    const file = join(await mkdtemp(join(tmpdir(), 'outbox-')), 'outbox.jsonl');
    const sms = new OutboxSms(file);
    await sms.send('+15551234567', 'Code 123456, or open http://localhost:3000/verify?c=1');
    await sms.send('+15557654321', 'Second');
    const all = await readOutbox(file);
    expect(all).toHaveLength(2);
    expect(all[0]).toMatchObject({ channel: 'sms', to: '+15551234567', links: ['http://localhost:3000/verify?c=1'] });
    expect(all[0]!.at).toMatch(/Z$/);
  });
});
