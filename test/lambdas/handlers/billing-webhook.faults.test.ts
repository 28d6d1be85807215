import { DynamoDBClient, GetItemCommand, QueryCommand as QueryItemsCommand } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, PutCommand, QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDeps, setDeps } from '../../../lambdas/composition/deps.js';
import { handler } from '../../../lambdas/handlers/billing-webhook.js';
import { httpEvent } from '../../support/http-event.js';

// A fault DynamoDB Local cannot produce: the state write is throttled mid-webhook.
describe('POST /api/billing/webhook when DynamoDB throttles the write', () => {
  const ddb = mockClient(DynamoDBDocumentClient);
  // The repositories' reads go through the low-level client (adapters/dynamo/table-client.ts), their writes through the document client.
  const reads = mockClient(DynamoDBClient);
  beforeAll(() => {
    Object.assign(process.env, { STRIPE_SECRET_KEY: 'sk_test_faults', STRIPE_WEBHOOK_SECRET: 'whsec_faults', TABLE_NAME: 't', USER_POOL_ID: 'us-east-1_faults', MAIL_FROM: 'billing@example.test', STRIPE_API_BASE: 'http://127.0.0.1:9' });
    // Stripe answers the webhook's fresh read of the subscription; only the write fails.
    const deps = buildDeps();
    const fresh = async (id: string) => ({ id, customerId: 'cus_1', status: 'active', lookupKey: 'elite_monthly', periodEnd: 2, startDate: 1, metadata: {} });
    setDeps({ ...deps, billing: new Proxy(deps.billing, { get: (real, name) => (name === 'retrieveSubscription' ? fresh : Reflect.get(real, name)) }) });
  });
  afterAll(() => {
    ddb.restore();
    reads.restore();
    setDeps(undefined);
  });

  it('answers 500 (so Stripe delivers again) and does not remember the event as processed', async () => {
    ddb.on(GetCommand).resolves({});
    ddb.on(QueryCommand).resolves({ Items: [{ userId: 'user-1' }] });
    reads.on(GetItemCommand).resolves({});
    reads.on(QueryItemsCommand).resolves({ Items: [{ userId: { S: 'user-1' } }] });
    ddb.on(PutCommand).resolves({});
    ddb.on(TransactWriteCommand).rejects(Object.assign(new Error('Rate exceeded'), { name: 'ThrottlingException' }));
    const sub = { id: 'sub_1', object: 'subscription', customer: 'cus_1', status: 'active', start_date: 1, metadata: {}, items: { data: [{ price: { lookup_key: 'elite_monthly' }, current_period_end: 2 }] } };
    const payload = JSON.stringify({ id: 'evt_fault', object: 'event', type: 'customer.subscription.created', created: Math.floor(Date.now() / 1000), data: { object: sub } });
    const signature = new Stripe('sk_test_faults').webhooks.generateTestHeaderString({ payload, secret: 'whsec_faults' });
    const res = await handler(httpEvent({ method: 'POST', path: '/api/billing/webhook', rawBody: payload, headers: { 'stripe-signature': signature } }));
    expect(res.statusCode).toBe(500);
    expect(JSON.parse(res.body!)).toEqual({ message: 'An unexpected error occurred', requestId: expect.any(String) });
    // The marker is written only inside the failed transaction: no stand-alone "processed" put.
    expect(ddb.commandCalls(PutCommand).filter((c) => String(c.args[0].input.Item?.PK).startsWith('STRIPE_EVENT#'))).toEqual([]);
    expect(ddb.commandCalls(TransactWriteCommand)).toHaveLength(1);
  });
});
