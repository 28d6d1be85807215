/** The DynamoDB operations the table client sends. */
export type TableOperation = 'GetItem' | 'Query' | 'BatchGetItem' | 'PutItem' | 'UpdateItem' | 'DeleteItem' | 'TransactWriteItems' | 'BatchWriteItem' | 'DescribeTable';

/**
 * One request to the table as a metric: the table, the operation, how it ended and what it cost, and
 * nothing else (no key, no item, no user id: metrics carry no personal data).
 * `condition`: DynamoDB refused a write on its condition (a race or a guard, which callers expect);
 * `error`: any other failure (throttling, a fault, a bad request).
 */
export interface TableRequestMetric {
  table: string;
  operation: TableOperation;
  outcome: 'ok' | 'condition' | 'error';
  durationMs: number;
  /** The capacity units DynamoDB reported for the request (none after a failure). */
  capacityUnits?: number;
}

/** Where the table client's metrics go (CloudWatch in Lambda, adapters/emf-metrics.ts). */
export interface TableMetrics {
  record(metric: TableRequestMetric): void;
}
