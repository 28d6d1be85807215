import type { TableMetrics, TableRequestMetric } from '../ports/metrics.js';

/**
 * The table client's metrics as CloudWatch Embedded Metric Format: one JSON line per request on stdout,
 * which CloudWatch Logs turns into metrics in `namespace` (dimensions: table, operation, outcome). Written
 * by hand rather than with Powertools Metrics (not a dependency; docs/decisions.md, "Table metrics").
 */
export function emfTableMetrics(namespace: string, write: (line: string) => void = (line) => process.stdout.write(`${line}\n`), clock: () => number = Date.now): TableMetrics {
  return { record: (metric) => write(emfLine(namespace, metric, clock())) };
}

export function emfLine(namespace: string, metric: TableRequestMetric, timestamp: number): string {
  const capacity = metric.capacityUnits === undefined ? [] : [{ Name: 'ConsumedCapacity', Unit: 'Count' }];
  return JSON.stringify({
    _aws: {
      Timestamp: timestamp,
      CloudWatchMetrics: [{ Namespace: namespace, Dimensions: [['TableName', 'Operation', 'Outcome']], Metrics: [{ Name: 'RequestDuration', Unit: 'Milliseconds' }, ...capacity] }],
    },
    TableName: metric.table,
    Operation: metric.operation,
    Outcome: metric.outcome,
    RequestDuration: Math.round(metric.durationMs * 100) / 100,
    ...(metric.capacityUnits === undefined ? {} : { ConsumedCapacity: metric.capacityUnits }),
  });
}
