import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { randomUUID } from 'node:crypto';
import type { ItemOutcome, JobReport, JobRun, JobRuns } from '../../ports/jobs.js';
import { conditionFailed, TableClient } from './table-client.js';

/** One item per job: its lock (`lockedUntil`), the current run's checkpoint and the counts of its items. */
const runKey = (jobId: string) => ({ PK: `JOB#${jobId}`, SK: 'RUN' });

export class DynamoJobRuns implements JobRuns {
  private readonly t: TableClient;

  constructor(
    private readonly doc: DynamoDBDocumentClient,
    private readonly table: string,
  ) {
    this.t = new TableClient(doc, table);
  }

  async begin(jobId: string, now: Date, leaseSeconds: number): Promise<JobRun | undefined> {
    const until = new Date(now.getTime() + leaseSeconds * 1000).toISOString();
    try {
      // Free when never locked or when the holder's lease ran out (a crashed or timed-out scheduler).
      const updated = await this.t.update({
        TableName: this.table,
        Key: runKey(jobId),
        UpdateExpression: 'SET lockedUntil = :until',
        ConditionExpression: 'attribute_not_exists(lockedUntil) OR lockedUntil < :now',
        ExpressionAttributeValues: { ':until': until, ':now': now.toISOString() },
        ReturnValues: 'ALL_NEW',
      });
      const item = updated ?? {};
      if (item.runId && !item.enqueuedAt) {
        // An interrupted run: carry on from its checkpoint.
        return { jobId, runId: item.runId as string, enqueued: (item.enqueued as number | undefined) ?? 0, resumed: true, ...(item.cursor ? { cursor: item.cursor as Record<string, unknown> } : {}) };
      }
      const runId = `${now.toISOString()}#${randomUUID().slice(0, 8)}`;
      await this.t.update({
        TableName: this.table,
        Key: runKey(jobId),
        UpdateExpression: 'SET runId = :run, startedAt = :now, enqueued = :zero, succeeded = :zero, retried = :zero, deadLettered = :zero REMOVE enqueuedAt, #cursor',
        ConditionExpression: 'lockedUntil = :until',
        ExpressionAttributeNames: { '#cursor': 'cursor' },
        ExpressionAttributeValues: { ':run': runId, ':now': now.toISOString(), ':zero': 0, ':until': until },
      });
      return { jobId, runId, enqueued: 0, resumed: false };
    } catch (error) {
      if (conditionFailed(error)) return undefined;
      throw error;
    }
  }

  async checkpoint(run: JobRun, cursor: Record<string, unknown> | undefined, enqueued: number, now: Date, leaseSeconds: number): Promise<void> {
    await this.t.update({
      TableName: this.table,
      Key: runKey(run.jobId),
      UpdateExpression: cursor ? 'SET #cursor = :cursor, enqueued = :n, lockedUntil = :until' : 'SET enqueued = :n, lockedUntil = :until REMOVE #cursor',
      ConditionExpression: 'runId = :run',
      ExpressionAttributeNames: { '#cursor': 'cursor' },
      ExpressionAttributeValues: {
        ...(cursor ? { ':cursor': cursor } : {}),
        ':n': enqueued,
        ':until': new Date(now.getTime() + leaseSeconds * 1000).toISOString(),
        ':run': run.runId,
      },
    });
  }

  async finish(run: JobRun, enqueued: number, now: Date): Promise<void> {
    await this.t.update({
      TableName: this.table,
      Key: runKey(run.jobId),
      UpdateExpression: 'SET enqueued = :n, enqueuedAt = :now REMOVE #cursor, lockedUntil',
      ConditionExpression: 'runId = :run',
      ExpressionAttributeNames: { '#cursor': 'cursor' },
      ExpressionAttributeValues: { ':n': enqueued, ':now': now.toISOString(), ':run': run.runId },
    });
  }

  async count(jobId: string, runId: string, outcome: ItemOutcome): Promise<void> {
    try {
      await this.t.update({
        TableName: this.table,
        Key: runKey(jobId),
        UpdateExpression: 'ADD #outcome :one',
        // A late message of an earlier run counts nowhere (its run's report is gone).
        ConditionExpression: 'runId = :run',
        ExpressionAttributeNames: { '#outcome': outcome },
        ExpressionAttributeValues: { ':one': 1, ':run': runId },
      });
    } catch (error) {
      if (!conditionFailed(error)) throw error;
    }
  }

  async report(jobId: string): Promise<JobReport | undefined> {
    const item = await this.t.get(runKey(jobId), { consistent: true });
    if (!item?.runId) return undefined;
    return {
      runId: item.runId as string,
      startedAt: item.startedAt as string,
      ...(item.enqueuedAt ? { enqueuedAt: item.enqueuedAt as string } : {}),
      enqueued: (item.enqueued as number | undefined) ?? 0,
      succeeded: (item.succeeded as number | undefined) ?? 0,
      retried: (item.retried as number | undefined) ?? 0,
      deadLettered: (item.deadLettered as number | undefined) ?? 0,
    };
  }
}
