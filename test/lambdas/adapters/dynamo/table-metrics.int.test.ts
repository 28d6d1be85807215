import { randomUUID } from 'node:crypto';
import { DynamoDBClient, GetItemCommand } from '@aws-sdk/client-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, describe, expect, it } from 'vitest';
import { readConfig } from '../../../../lambdas/adapters/config.js';
import { documentClient, recordTableMetrics, TableClient } from '../../../../lambdas/adapters/dynamo/table-client.js';
import type { TableRequestMetric } from '../../../../lambdas/ports/metrics.js';
import { useLocalStack } from '../../../support/local.js';

const stack = useLocalStack();
const config = readConfig(stack.env);
const table = new TableClient(documentClient(config), config.tableName);

/** The metrics recorded while `run` runs. */
async function captured(run: () => Promise<unknown>): Promise<TableRequestMetric[]> {
  const records: TableRequestMetric[] = [];
  const stop = recordTableMetrics({ record: (metric) => records.push(metric) });
  try {
    await run().catch(() => undefined);
  } finally {
    stop();
  }
  return records;
}

describe('the table client records one metric per request', () => {
  let ddb: ReturnType<typeof mockClient> | undefined;
  afterEach(() => {
    ddb?.restore();
    ddb = undefined;
  });

  it('a write and a read: the operation, an ok outcome, a duration and the consumed capacity, and nothing about the item', async () => {
    const key = { PK: `METRICS#${randomUUID()}`, SK: 'ITEM' };
    const write = await captured(() => table.put({ ...key, email: 'jane@example.com' }));
    const read = await captured(() => table.get(key, { consistent: true }));
    expect(write).toHaveLength(1);
    expect(read).toHaveLength(1);
    for (const [metric, operation] of [
      [write[0]!, 'PutItem'],
      [read[0]!, 'GetItem'],
    ] as const) {
      expect(metric).toMatchObject({ table: config.tableName, operation, outcome: 'ok' });
      expect(metric.durationMs).toBeGreaterThanOrEqual(0);
      expect(metric.capacityUnits).toBeGreaterThan(0);
      // Only the table, the operation, the outcome and the figures: no key, no attribute, no email.
      expect(Object.keys(metric).sort()).toEqual(['capacityUnits', 'durationMs', 'operation', 'outcome', 'table']);
      expect(JSON.stringify(metric)).not.toMatch(/METRICS#|jane/);
    }
  });

  it('a write refused on its condition: a condition outcome', async () => {
    const key = { PK: `METRICS#${randomUUID()}`, SK: 'ITEM' };
    await table.put(key);
    const refused = await captured(() => table.put(key, 'attribute_not_exists(PK)'));
    expect(refused).toEqual([{ table: config.tableName, operation: 'PutItem', outcome: 'condition', durationMs: expect.any(Number) as number }]);
  });

  it('a failed read (DynamoDB throttles): an error outcome, and the error still reaches the caller', async () => {
    ddb = mockClient(DynamoDBClient);
    ddb.on(GetItemCommand).rejects(Object.assign(new Error('Rate of requests exceeds the allowed throughput.'), { name: 'ProvisionedThroughputExceededException' }));
    const records: TableRequestMetric[] = [];
    const stop = recordTableMetrics({ record: (metric) => records.push(metric) });
    try {
      await expect(table.get({ PK: 'METRICS#throttled', SK: 'ITEM' })).rejects.toThrow('Rate of requests');
    } finally {
      stop();
    }
    expect(records).toEqual([{ table: config.tableName, operation: 'GetItem', outcome: 'error', durationMs: expect.any(Number) as number }]);
  });
});
