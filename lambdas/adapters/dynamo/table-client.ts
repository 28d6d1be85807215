import { BatchGetItemCommand, DescribeTableCommand, DynamoDBClient, GetItemCommand, QueryCommand as QueryItemsCommand, type AttributeValue, type ConsumedCapacity } from '@aws-sdk/client-dynamodb';
import {
  BatchGetCommand,
  BatchWriteCommand,
  DeleteCommand,
  DynamoDBDocumentClient,
  GetCommand,
  PutCommand,
  QueryCommand,
  TransactWriteCommand,
  UpdateCommand,
  type QueryCommandInput,
  type TransactWriteCommandInput,
} from '@aws-sdk/lib-dynamodb';
import { marshall, unmarshall } from '@aws-sdk/util-dynamodb';
import { InvalidCursor } from '../../errors.js';
import type { TableMetrics, TableOperation } from '../../ports/metrics.js';
import type { Page } from '../../ports/page.js';
import { emfTableMetrics } from '../emf-metrics.js';
import { emulatorCredentials, type AdapterConfig } from '../config.js';
import { tableDesign, type IndexName } from '../table.js';

/**
 * The one client of the single table that every repository uses: GetItem, a Query page (with the
 * cursor checked), a Query read to its end, and transactions whose cancellation reasons can be asked.
 * Every request it sends records a metric (operation, outcome, duration, consumed capacity; `measured`).
 * There is no Scan (test/lambdas/no-scan.test.ts).
 */
export type Item = Record<string, unknown>;
export type { Page };
export type TxItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];
export type Key = { PK: string; SK: string };

/** The low-level client each document client's reads go through (`TableClient`), when `documentClient` made it. */
const readers = new WeakMap<DynamoDBDocumentClient, DynamoDBClient>();

/**
 * The table's document client, for writes and anything a repository sends itself. Beside it, on the
 * same connection pool, a low-level client for `TableClient`'s reads (GetItem, Query, BatchGetItem)
 * that resolves its middleware stack once per command class (`cacheMiddleware`): the document client
 * cannot (lib-dynamodb refuses the option) and rebuilds the stack and its marshalling middleware on
 * every call, a quarter to a third of the CPU of each read (docs/decisions.md, "What a signed-in
 * request costs"). Reads marshal with util-dynamodb, as the document client does inside.
 */
export function documentClient(config: AdapterConfig): DynamoDBDocumentClient {
  const clientConfig = {
    region: config.region,
    ...(config.dynamodbEndpoint ? { endpoint: config.dynamodbEndpoint, credentials: emulatorCredentials } : {}),
  };
  const client = new DynamoDBClient(clientConfig);
  // A fresh options object: lib-dynamodb writes its own defaults into the one it is given.
  const doc = DynamoDBDocumentClient.from(client, { marshallOptions: { ...MARSHALL } });
  const reader = new DynamoDBClient({ ...clientConfig, cacheMiddleware: true, requestHandler: client.config.requestHandler });
  for (const c of [client, reader]) {
    // The SDK's logger middleware copies every request and answer through the schemas' sensitive-field filter for its
    // logger, item by item, even for the no-op logger these clients have: nothing is logged either way.
    c.middlewareStack.remove(SDK_LOGGER_MIDDLEWARE);
    c.middlewareStack.add(
      (next, context) => async (args) => {
        for (const watcher of requestWatchers) watcher(context.commandName ?? 'unknown');
        return next(args);
      },
      { step: 'initialize', name: 'tableRequestWatch' },
    );
  }
  readers.set(doc, reader);
  return doc;
}

/** The AWS SDK's middleware that hands each request and answer, filtered, to the client's logger. */
const SDK_LOGGER_MIDDLEWARE = 'loggerMiddleware';

/** Who is told of each request the table's clients send (tests and the bench count them per call). */
const requestWatchers = new Set<(command: string) => void>();

/**
 * Calls `watcher` with the command's name (`GetItemCommand`, `QueryCommand`, `TransactWriteItemsCommand`, …) for
 * every request a client made by `documentClient` sends, once per request however often the SDK retries it.
 * Returns the function that stops watching.
 */
export function watchRequests(watcher: (command: string) => void): () => void {
  requestWatchers.add(watcher);
  return () => requestWatchers.delete(watcher);
}

/** What the document client is told, and the reads do: an attribute set to undefined is left out. */
const MARSHALL = { removeUndefinedValues: true } as const;
type Marshalled = Record<string, AttributeValue>;
const toItem = (item: Marshalled): Item => unmarshall(item);
const toItems = (items: Marshalled[] | undefined): Item[] => (items ?? []).map(toItem);
const fromItem = (item: Record<string, unknown>): Marshalled => marshall(item, MARSHALL);

/** The key attribute names of the table or of one index. */
export function keyNames(index?: IndexName): [string, string] {
  if (!index) return [tableDesign.partitionKey, tableDesign.sortKey];
  const design = tableDesign.indexes.find((i) => i.name === index)!;
  return [design.partitionKey, design.sortKey];
}

/** One partition of the table or an index, read in sort order (ascending unless `descending`). */
export interface PartitionQuery {
  index?: IndexName;
  partition: string;
  /** Only the sort keys that begin with this. */
  sortPrefix?: string;
  /** Only the sort keys from this one on (not with `sortPrefix`). */
  sortFrom?: string;
  /** Only the sort keys up to this one (not with `sortPrefix`). */
  sortTo?: string;
  /** Only the sort keys before this one, strictly (alone: not with `sortPrefix`, `sortFrom` or `sortTo`). */
  sortBefore?: string;
  descending?: boolean;
  limit?: number;
  filter?: { expression: string; names?: Record<string, string>; values?: Record<string, unknown> };
  consistent?: boolean;
}

/**
 * A start key must be a key of this very partition (the table's and the index's key attributes, all
 * strings), or it is refused with 400 (`InvalidCursor`) before DynamoDB sees it.
 */
export function checkCursor(after: Record<string, unknown> | undefined, index: IndexName | undefined, partition: string): Record<string, unknown> | undefined {
  if (!after) return undefined;
  const [pk, sk] = keyNames(index);
  const allowed = new Set([tableDesign.partitionKey, tableDesign.sortKey, pk, sk]);
  const names = Object.keys(after);
  const valid =
    names.length === allowed.size &&
    names.every((name) => allowed.has(name) && typeof after[name] === 'string' && (after[name] as string).length <= 2048) &&
    after[pk] === partition;
  if (!valid) throw new InvalidCursor();
  return after;
}

type Cancellation = { CancellationReasons?: { Code?: string }[] };

/** The cancellation code of each item of a cancelled transaction (empty for any other error). */
export function cancellationCodes(error: unknown): (string | undefined)[] {
  return ((error as Cancellation | undefined)?.CancellationReasons ?? []).map((r) => r.Code);
}

/** True when a transaction was cancelled by a condition on one of the given items or by a concurrent transaction. */
export function cancelledBy(error: unknown, indexes: readonly number[]): boolean {
  return cancellationCodes(error).some((code, i) => code === 'TransactionConflict' || (code === 'ConditionalCheckFailed' && indexes.includes(i)));
}

/**
 * Runs `attempt` again while `retryable` says the failure was a race, after a full-jitter exponential backoff (a random
 * wait up to 10 ms, 20, 40, ... capped at 1 s): writers that keep colliding on one item (a burst of signups through one
 * referral code, each moving its partner's count) spread out until each gets its turn. About 6 s at the most.
 */
export async function retryRaces<T>(attempt: () => Promise<T>, retryable: (error: unknown) => boolean, tries = 12): Promise<T> {
  for (let i = 1; ; i++) {
    try {
      return await attempt();
    } catch (error) {
      if (i >= tries || !retryable(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, Math.random() * Math.min(1000, 10 * 2 ** i)));
    }
  }
}

/** A write's condition: the expression, and the names and values it uses. */
export interface Condition {
  expression: string;
  names?: Record<string, string>;
  values?: Record<string, unknown>;
}

const conditionInput = (condition: string | Condition | undefined) => {
  if (condition === undefined) return {};
  if (typeof condition === 'string') return { ConditionExpression: condition };
  return {
    ConditionExpression: condition.expression,
    ...(condition.names ? { ExpressionAttributeNames: condition.names } : {}),
    ...(condition.values ? { ExpressionAttributeValues: condition.values } : {}),
  };
};

/** A condition on a single write failed. */
export const conditionFailed = (error: unknown) => (error as Error | undefined)?.name === 'ConditionalCheckFailedException';

/**
 * Where each request's metric goes: in Lambda, CloudWatch (EMF lines in the stage's namespace, beside
 * the unhandled-errors metric, lib/ops.ts); elsewhere nowhere unless a test or the bench asks (`recordTableMetrics`).
 */
let metrics: TableMetrics | undefined | null;
const metricsSink = (): TableMetrics | undefined =>
  (metrics ??= process.env.AWS_LAMBDA_FUNCTION_NAME ? emfTableMetrics(`Credit/${process.env.STAGE ?? 'local'}`) : null) ?? undefined;

/** Sends every table request's metric to `sink` (tests capture them); returns the function that puts the previous sink back. */
export function recordTableMetrics(sink: TableMetrics): () => void {
  const previous = metrics;
  metrics = sink;
  return () => {
    metrics = previous;
  };
}

/** Asks DynamoDB to report what each request consumed (the metrics' capacity). */
const CAPACITY = { ReturnConsumedCapacity: 'TOTAL' } as const;
/**
 * CAPACITY where a metric is recorded (always in Lambda), nothing elsewhere: the local stack and the tests without a
 * sink would have DynamoDB Local count it and the SDK parse it for no one (about a tenth of the CPU of a BatchGetItem
 * or a Query's answer, docs/decisions.md).
 */
const capacity = () => (metricsSink() ? CAPACITY : {});

const capacityUnits = (consumed: ConsumedCapacity | ConsumedCapacity[] | undefined): number | undefined => {
  if (consumed === undefined) return undefined;
  const all = Array.isArray(consumed) ? consumed : [consumed];
  return all.reduce((sum, c) => sum + (c.CapacityUnits ?? 0), 0);
};

/** How a failed request ended: refused on a condition (a guard or a race the caller expects), or an error. */
const failureOutcome = (error: unknown) => (conditionFailed(error) || cancellationCodes(error).includes('ConditionalCheckFailed') ? 'condition' : 'error');

/** Sends one request and records its metric: the operation, how it ended, how long it took and its consumed capacity. */
async function measured<T extends object>(table: string, operation: TableOperation, send: () => Promise<T>): Promise<T> {
  const started = performance.now();
  try {
    const out = await send();
    const units = capacityUnits((out as { ConsumedCapacity?: ConsumedCapacity | ConsumedCapacity[] }).ConsumedCapacity);
    metricsSink()?.record({ table, operation, outcome: 'ok', durationMs: performance.now() - started, ...(units === undefined ? {} : { capacityUnits: units }) });
    return out;
  } catch (error) {
    metricsSink()?.record({ table, operation, outcome: failureOutcome(error), durationMs: performance.now() - started });
    throw error;
  }
}

export class TableClient {
  /** The reads' client (`documentClient`); a document client made elsewhere reads through itself. */
  private readonly reader: DynamoDBClient | undefined;

  constructor(
    readonly doc: DynamoDBDocumentClient,
    readonly name: string,
  ) {
    this.reader = readers.get(doc);
  }

  /** The table's status (`ACTIVE` when it serves), or undefined when DynamoDB describes no table. */
  async status(): Promise<string | undefined> {
    const { Table } = await measured(this.name, 'DescribeTable', () => this.doc.send(new DescribeTableCommand({ TableName: this.name })));
    return Table?.TableStatus;
  }

  async get(key: Key, options: { consistent?: boolean } = {}): Promise<Item | undefined> {
    const consistent = options.consistent ? { ConsistentRead: true } : {};
    if (this.reader) {
      const reader = this.reader;
      const { Item } = await measured(this.name, 'GetItem', () => reader.send(new GetItemCommand({ TableName: this.name, Key: fromItem(key), ...consistent, ...capacity() })));
      return Item ? toItem(Item) : undefined;
    }
    const { Item } = await measured(this.name, 'GetItem', () => this.doc.send(new GetCommand({ TableName: this.name, Key: key, ...consistent, ...capacity() })));
    return Item;
  }

  /** One Query request: Items and LastEvaluatedKey as plain objects, whichever client sends it. */
  private async query(input: QueryCommandInput): Promise<{ Items: Item[]; LastEvaluatedKey?: Record<string, unknown>; ScannedCount?: number }> {
    if (!this.reader) {
      const out = await measured(this.name, 'Query', () => this.doc.send(new QueryCommand({ ...input, ...capacity() })));
      return { Items: out.Items ?? [], LastEvaluatedKey: out.LastEvaluatedKey, ScannedCount: out.ScannedCount };
    }
    const { ExpressionAttributeValues, ExclusiveStartKey, ...rest } = input;
    const reader = this.reader;
    const out = await measured(this.name, 'Query', () =>
      reader.send(
        new QueryItemsCommand({
          ...rest,
          ...(ExpressionAttributeValues ? { ExpressionAttributeValues: fromItem(ExpressionAttributeValues) } : {}),
          ...(ExclusiveStartKey ? { ExclusiveStartKey: fromItem(ExclusiveStartKey) } : {}),
          ...capacity(),
        }),
      ),
    );
    return { Items: toItems(out.Items), LastEvaluatedKey: out.LastEvaluatedKey ? toItem(out.LastEvaluatedKey) : undefined, ScannedCount: out.ScannedCount };
  }

  private input(query: PartitionQuery, after: Record<string, unknown> | undefined): QueryCommandInput {
    const [pk, sk] = keyNames(query.index);
    const onSort = query.sortPrefix !== undefined || query.sortFrom !== undefined || query.sortTo !== undefined || query.sortBefore !== undefined;
    const range = query.sortPrefix === undefined && query.sortBefore === undefined ? { from: query.sortFrom, to: query.sortTo } : {};
    const sortCondition =
      query.sortPrefix !== undefined
        ? ' AND begins_with(#sk, :prefix)'
        : query.sortBefore !== undefined
          ? ' AND #sk < :before'
          : range.from !== undefined && range.to !== undefined
          ? ' AND #sk BETWEEN :from AND :to'
          : range.from !== undefined
            ? ' AND #sk >= :from'
            : range.to !== undefined
              ? ' AND #sk <= :to'
              : '';
    return {
      TableName: this.name,
      ...(query.index ? { IndexName: query.index } : {}),
      KeyConditionExpression: `#pk = :pk${sortCondition}`,
      ExpressionAttributeNames: { '#pk': pk, ...(onSort ? { '#sk': sk } : {}), ...query.filter?.names },
      ExpressionAttributeValues: {
        ':pk': query.partition,
        ...(query.sortPrefix === undefined ? {} : { ':prefix': query.sortPrefix }),
        ...(query.sortPrefix === undefined && query.sortBefore !== undefined ? { ':before': query.sortBefore } : {}),
        ...(range.from !== undefined ? { ':from': range.from } : {}),
        ...(range.to !== undefined ? { ':to': range.to } : {}),
        ...query.filter?.values,
      },
      ...(query.filter ? { FilterExpression: query.filter.expression } : {}),
      ...(query.descending ? { ScanIndexForward: false } : {}),
      ...(query.limit ? { Limit: query.limit } : {}),
      ...(query.consistent ? { ConsistentRead: true } : {}),
      ...(after ? { ExclusiveStartKey: after } : {}),
    };
  }

  /** One page of a partition; a cursor (`after`) from the caller is checked against the partition first. */
  async page(query: PartitionQuery, after?: Record<string, unknown>): Promise<Page<Item> & { read: number }> {
    const out = await this.query(this.input(query, checkCursor(after, query.index, query.partition)));
    return { items: out.Items, next: out.LastEvaluatedKey, read: out.ScannedCount ?? 0 };
  }

  /** The first item of a partition (unique lookups on GSI1). */
  async first(query: PartitionQuery & { sortKey?: string }): Promise<Item | undefined> {
    const [, sk] = keyNames(query.index);
    const input = this.input({ ...query, limit: 1 }, undefined);
    if (query.sortKey !== undefined) {
      input.KeyConditionExpression = '#pk = :pk AND #sk = :sk';
      input.ExpressionAttributeNames = { ...input.ExpressionAttributeNames, '#sk': sk };
      input.ExpressionAttributeValues = { ...input.ExpressionAttributeValues, ':sk': query.sortKey };
    }
    const out = await this.query(input);
    return out.Items[0];
  }

  /** Every item of a partition, page after page (for partitions that stay small, or a job's own paging). */
  async all(query: PartitionQuery): Promise<Item[]> {
    const items: Item[] = [];
    await this.each(query, async (page) => {
      items.push(...page);
    });
    return items;
  }

  /** Calls `visit` with each page of a partition in turn. */
  async each(query: PartitionQuery, visit: (items: Item[]) => Promise<void>): Promise<void> {
    let start: Record<string, unknown> | undefined;
    do {
      const out = await this.query(this.input(query, start));
      await visit(out.Items);
      start = out.LastEvaluatedKey;
    } while (start);
  }

  /** Deletes these items (25 a batch). */
  async deleteAll(items: readonly Item[]): Promise<void> {
    for (let i = 0; i < items.length; i += 25) {
      await measured(this.name, 'BatchWriteItem', () =>
        this.doc.send(
          new BatchWriteCommand({
            RequestItems: { [this.name]: items.slice(i, i + 25).map((item) => ({ DeleteRequest: { Key: { PK: item.PK, SK: item.SK } } })) },
            ...capacity(),
          }),
        ),
      );
    }
  }

  /** Items by key, 100 a request; keys DynamoDB leaves unprocessed are asked again after a short wait. */
  async batchGet(wanted: readonly Key[], options: { consistent?: boolean } = {}): Promise<Item[]> {
    const items: Item[] = [];
    const consistent = options.consistent ? { ConsistentRead: true } : {};
    const reader = this.reader;
    if (reader) {
      for (let i = 0; i < wanted.length; i += 100) {
        let request: Record<string, { Keys: Marshalled[]; ConsistentRead?: boolean }> | undefined = { [this.name]: { Keys: wanted.slice(i, i + 100).map(fromItem), ...consistent } };
        for (let attempt = 0; request && Object.keys(request).length > 0; attempt++) {
          if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 20 * attempt));
          const requestItems = request;
          const out = await measured(this.name, 'BatchGetItem', () => reader.send(new BatchGetItemCommand({ RequestItems: requestItems, ...capacity() })));
          items.push(...toItems(out.Responses?.[this.name]));
          request = out.UnprocessedKeys as typeof request;
        }
      }
      return items;
    }
    for (let i = 0; i < wanted.length; i += 100) {
      let request: Record<string, { Keys: Record<string, unknown>[]; ConsistentRead?: boolean }> | undefined = { [this.name]: { Keys: wanted.slice(i, i + 100), ...consistent } };
      for (let attempt = 0; request && Object.keys(request).length > 0; attempt++) {
        if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 20 * attempt));
        const requestItems = request;
        const out = await measured(this.name, 'BatchGetItem', () => this.doc.send(new BatchGetCommand({ RequestItems: requestItems, ...capacity() })));
        items.push(...(out.Responses?.[this.name] ?? []));
        request = out.UnprocessedKeys as typeof request;
      }
    }
    return items;
  }

  /** One item written, on a condition if given (a failed condition throws ConditionalCheckFailedException). */
  async put(item: Item, condition?: string | Condition): Promise<void> {
    await measured(this.name, 'PutItem', () => this.doc.send(new PutCommand({ TableName: this.name, Item: item, ...conditionInput(condition), ...capacity() })));
  }

  /**
   * The item replaced only if the stored one is at `previousVersion` (optimistic concurrency: every writer names the
   * version it read and writes the next). False when it moved on or is gone, and nothing was written.
   */
  async putIfVersion(item: Item & { version: number }, previousVersion = item.version - 1): Promise<boolean> {
    try {
      await this.put(item, { expression: 'attribute_exists(PK) AND version = :previous', values: { ':previous': previousVersion } });
      return true;
    } catch (error) {
      if (conditionFailed(error)) return false;
      throw error;
    }
  }

  /** One update, written as a transaction's Update item is (so the same builders serve both); the attributes it asked to return. */
  async update(update: NonNullable<TxItem['Update']> & { ReturnValues?: 'ALL_NEW' | 'UPDATED_NEW' | 'ALL_OLD' | 'UPDATED_OLD' }): Promise<Item | undefined> {
    const out = await measured(this.name, 'UpdateItem', () => this.doc.send(new UpdateCommand({ ...update, ...capacity() })));
    return out.Attributes;
  }

  /** One item deleted, on a condition if given (a failed condition throws ConditionalCheckFailedException); with `returnOld`, the item as it was. */
  async delete(key: Key, condition?: string | Condition, options: { returnOld?: boolean } = {}): Promise<Item | undefined> {
    const out = await measured(this.name, 'DeleteItem', () =>
      this.doc.send(new DeleteCommand({ TableName: this.name, Key: key, ...conditionInput(condition), ...(options.returnOld ? { ReturnValues: 'ALL_OLD' as const } : {}), ...capacity() })),
    );
    return out.Attributes;
  }

  /**
   * One transaction; when the items exceed DynamoDB's 100 per transaction, the `deferrable` ones
   * that do not fit (derived index items, e.g. search trigrams) are written right after it commits,
   * 100 a transaction. The other items keep their order (and, when nothing is deferred or they come
   * before the index items, their positions), so cancellation reasons still name them.
   */
  async transact(items: TxItem[]): Promise<void> {
    const [now, later] = splitTransaction(items);
    await measured(this.name, 'TransactWriteItems', () => this.doc.send(new TransactWriteCommand({ TransactItems: now, ...capacity() })));
    for (let i = 0; i < later.length; i += MAX_TRANSACTION_ITEMS) {
      const part = later.slice(i, i + MAX_TRANSACTION_ITEMS);
      await measured(this.name, 'TransactWriteItems', () => this.doc.send(new TransactWriteCommand({ TransactItems: part, ...capacity() })));
    }
  }
}

/** DynamoDB's limit on the items of one TransactWriteItems call. */
export const MAX_TRANSACTION_ITEMS = 100;
const deferrables = new WeakSet<TxItem>();

/**
 * Marks writes that derive from the rest of a transaction and are idempotent (puts and deletes of
 * index items rebuilt from the record): `transact` may write them just after the transaction commits
 * when it would otherwise exceed 100 items.
 */
export function deferrable<T extends TxItem>(item: T): T {
  deferrables.add(item);
  return item;
}

/**
 * The items of the transaction itself (every non-deferrable item, in order, then as many deferrable
 * ones as fit) and the deferrable items left for after it.
 */
export function splitTransaction(items: readonly TxItem[], limit = MAX_TRANSACTION_ITEMS): [TxItem[], TxItem[]] {
  if (items.length <= limit) return [[...items], []];
  const core = items.filter((item) => !deferrables.has(item));
  const derived = items.filter((item) => deferrables.has(item));
  if (core.length > limit) throw new Error(`a transaction of ${core.length} items that cannot be deferred exceeds ${limit}`);
  const room = limit - core.length;
  return [[...core, ...derived.slice(0, room)], derived.slice(room)];
}
