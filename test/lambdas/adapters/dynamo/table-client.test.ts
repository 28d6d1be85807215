import { BatchGetItemCommand, DynamoDBClient, GetItemCommand, QueryCommand } from '@aws-sdk/client-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, describe, expect, it } from 'vitest';
import { documentClient, recordTableMetrics, TableClient } from '../../../../lambdas/adapters/dynamo/table-client.js';

const config = { region: 'us-east-1', dynamodbEndpoint: 'http://127.0.0.1:1' } as Parameters<typeof documentClient>[0];

describe("the table's clients", () => {
  let ddb: ReturnType<typeof mockClient> | undefined;
  afterEach(() => {
    ddb?.restore();
    ddb = undefined;
  });

  it('send no request and no answer through the SDK logger middleware (it filtered every item for a logger that writes nothing)', () => {
    const doc = documentClient(config);
    const reader = (new TableClient(doc, 'credit-test') as unknown as { reader: DynamoDBClient }).reader;
    for (const stack of [doc.middlewareStack, reader.middlewareStack]) {
      const names = stack.identify();
      // The table's own request watch is there (the list is the real one), the SDK's logger is not.
      expect(names.some((name) => name.startsWith('tableRequestWatch'))).toBe(true);
      expect(names.some((name) => name.startsWith('loggerMiddleware '))).toBe(false);
    }
  });

  it('ask DynamoDB for the consumed capacity only where a metric records it (always in Lambda)', async () => {
    ddb = mockClient(DynamoDBClient);
    ddb.on(GetItemCommand).resolves({});
    ddb.on(QueryCommand).resolves({ Items: [] });
    ddb.on(BatchGetItemCommand).resolves({ Responses: {} });
    const table = new TableClient(documentClient(config), 'credit-test');
    const reads = () => Promise.all([table.get({ PK: 'A', SK: 'B' }), table.all({ partition: 'A' }), table.batchGet([{ PK: 'A', SK: 'B' }])]);
    await reads();
    const stop = recordTableMetrics({ record: () => undefined });
    try {
      await reads();
    } finally {
      stop();
    }
    const asked = (calls: { args: [{ input: object }] }[]) => calls.map((call) => (call.args[0].input as { ReturnConsumedCapacity?: string }).ReturnConsumedCapacity);
    expect(asked(ddb.commandCalls(GetItemCommand))).toEqual([undefined, 'TOTAL']);
    expect(asked(ddb.commandCalls(QueryCommand))).toEqual([undefined, 'TOTAL']);
    expect(asked(ddb.commandCalls(BatchGetItemCommand))).toEqual([undefined, 'TOTAL']);
  });
});
