import { describe, expect, it } from 'vitest';
import { emfTableMetrics } from '../../../lambdas/adapters/emf-metrics.js';

describe('the table metrics as CloudWatch Embedded Metric Format', () => {
  it('writes one JSON line per request naming the namespace, the dimensions and the values', () => {
    const lines: string[] = [];
    const metrics = emfTableMetrics('Credit/prod', (line) => lines.push(line), () => 1_764_000_000_000);
    metrics.record({ table: 'credit-prod', operation: 'Query', outcome: 'ok', durationMs: 12.3456, capacityUnits: 0.5 });
    metrics.record({ table: 'credit-prod', operation: 'PutItem', outcome: 'error', durationMs: 3 });
    expect(lines.map((line) => JSON.parse(line) as unknown)).toEqual([
      {
        _aws: {
          Timestamp: 1_764_000_000_000,
          CloudWatchMetrics: [
            {
              Namespace: 'Credit/prod',
              Dimensions: [['TableName', 'Operation', 'Outcome']],
              Metrics: [
                { Name: 'RequestDuration', Unit: 'Milliseconds' },
                { Name: 'ConsumedCapacity', Unit: 'Count' },
              ],
            },
          ],
        },
        TableName: 'credit-prod',
        Operation: 'Query',
        Outcome: 'ok',
        RequestDuration: 12.35,
        ConsumedCapacity: 0.5,
      },
      {
        _aws: { Timestamp: 1_764_000_000_000, CloudWatchMetrics: [{ Namespace: 'Credit/prod', Dimensions: [['TableName', 'Operation', 'Outcome']], Metrics: [{ Name: 'RequestDuration', Unit: 'Milliseconds' }] }] },
        TableName: 'credit-prod',
        Operation: 'PutItem',
        Outcome: 'error',
        RequestDuration: 3,
      },
    ]);
  });
});
