import { BatchGetItemCommand, DynamoDBClient, GetItemCommand } from '@aws-sdk/client-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, describe, expect, it } from 'vitest';
import { handler } from '../../../lambdas/handlers/me.js';
import { httpEvent, idClaims } from '../../support/http-event.js';

// A fault DynamoDB Local cannot produce: throttling on the read.
describe('GET /api/me when DynamoDB throttles', () => {
  // The table's reads go through the low-level client (adapters/dynamo/table-client.ts).
  const ddb = mockClient(DynamoDBClient);
  afterAll(() => ddb.restore());

  it('answers 500 with only a request id: no SDK error text, no email', async () => {
    const throttled = Object.assign(new Error('Rate of requests exceeds the allowed throughput.'), { name: 'ProvisionedThroughputExceededException' });
    ddb.on(GetItemCommand).rejects(throttled);
    ddb.on(BatchGetItemCommand).rejects(throttled);
    const event = httpEvent({ path: '/api/me', claims: idClaims({ email: 'jane@example.com' }) });
    const res = await handler(event);
    expect(res.statusCode).toBe(500);
    expect(JSON.parse(res.body!)).toEqual({ message: 'An unexpected error occurred', requestId: event.requestContext.requestId });
    expect(ddb.commandCalls(GetItemCommand).length + ddb.commandCalls(BatchGetItemCommand).length).toBeGreaterThan(0);
  });
});
