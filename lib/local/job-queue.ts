/**
 * The local stand-in for a job's SNS topic and SQS queue (docs/infrastructure.md, "Jobs"): messages
 * are delivered to the job's worker handler as SQS events, one message per event, in order; a
 * message the handler reports as failed (`batchItemFailures`) or that throws is delivered again
 * until the job's `maxReceiveCount`, then kept as a dead letter. One worker at a time.
 */
import { randomUUID } from 'node:crypto';
import type { JobMessage, JobQueue } from '../../lambdas/ports/jobs.js';

export interface SqsLikeEvent {
  Records: { messageId: string; body: string; attributes: { ApproximateReceiveCount: string } }[];
}
export type SqsLikeHandler = (event: SqsLikeEvent) => Promise<{ batchItemFailures: { itemIdentifier: string }[] } | void>;

export class InProcessJobQueue implements JobQueue {
  readonly deadLetters: JobMessage[] = [];
  private readonly pending: { id: string; message: JobMessage; receives: number }[] = [];
  private running: Promise<void> | undefined;

  constructor(
    private readonly handler: () => Promise<SqsLikeHandler>,
    private readonly maxReceiveCount: number,
  ) {}

  async send(messages: readonly JobMessage[]): Promise<void> {
    for (const message of messages) this.pending.push({ id: randomUUID(), message, receives: 0 });
    this.running ??= this.work().finally(() => {
      this.running = undefined;
    });
  }

  /** Resolves when every message is processed or dead-lettered. */
  async drained(): Promise<void> {
    while (this.running) await this.running;
  }

  private async work(): Promise<void> {
    const handle = await this.handler();
    for (let next = this.pending.shift(); next; next = this.pending.shift()) {
      next.receives++;
      let failed: boolean;
      try {
        const out = await handle({ Records: [{ messageId: next.id, body: JSON.stringify(next.message), attributes: { ApproximateReceiveCount: String(next.receives) } }] });
        failed = Boolean(out?.batchItemFailures.some((f) => f.itemIdentifier === next!.id));
      } catch {
        failed = true;
      }
      if (!failed) continue;
      if (next.receives >= this.maxReceiveCount) this.deadLetters.push(next.message);
      else this.pending.push(next);
    }
  }
}
