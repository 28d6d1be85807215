/**
 * The local stand-in for a job's SQS queue (docs/infrastructure.md, "Jobs"): messages
 * are delivered to the job's worker handler as SQS events, one message per event, in order; a
 * message the handler reports as failed (`batchItemFailures`) or that throws is delivered again
 * until the job's `maxReceiveCount`, then kept as a dead letter. One worker at a time. A delivery that takes longer
 * than the worker's timeout counts as failed, as Lambda's timeout would end it: one call that never answers does
 * not hold every later message.
 */
import { randomUUID } from 'node:crypto';
import type { JobMessage, JobQueue, JobRuns } from '../../lambdas/ports/jobs.js';
import { WORKER_DEFAULTS, type JobDef } from '../../lambdas/routes/types.js';

export interface SqsLikeEvent {
  Records: { messageId: string; body: string; attributes: { ApproximateReceiveCount: string } }[];
}
export type SqsLikeHandler = (event: SqsLikeEvent) => Promise<{ batchItemFailures: { itemIdentifier: string }[] } | void>;

export class InProcessJobQueue implements JobQueue {
  readonly deadLetters: JobMessage[] = [];
  private readonly pending: { id: string; message: JobMessage; receives: number }[] = [];
  private running: Promise<void> | undefined;
  private busy = false;

  constructor(
    private readonly handler: () => Promise<SqsLikeHandler>,
    private readonly maxReceiveCount: number,
    private readonly onDeadLetter?: (message: JobMessage) => void,
    /** The worker function's timeout (routes/jobs.ts), after which a delivery has failed. */
    private readonly timeoutMs = WORKER_DEFAULTS.timeout * 1000,
  ) {}

  async send(messages: readonly JobMessage[]): Promise<void> {
    for (const message of messages) this.pending.push({ id: randomUUID(), message, receives: 0 });
    if (this.busy) return;
    this.busy = true;
    this.running = this.work();
  }

  /** Resolves when every message is processed or dead-lettered. */
  async drained(): Promise<void> {
    while (this.busy) await this.running;
  }

  /**
   * Delivers until nothing is pending. The worker finds the queue empty and stops being busy in the same
   * synchronous step, so a message sent at any moment is either seen by this loop or starts a new one
   * (clearing `running` in a `finally` of its promise left a gap of a few microtasks in which a send was kept
   * until the next one).
   */
  private async work(): Promise<void> {
    let handle: SqsLikeHandler;
    try {
      handle = await this.handler();
    } catch (error) {
      this.busy = false;
      throw error;
    }
    for (;;) {
      const next = this.pending.shift();
      if (!next) {
        this.busy = false;
        return;
      }
      next.receives++;
      let failed: boolean;
      let timer: NodeJS.Timeout | undefined;
      try {
        const timedOut = new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new Error(`the worker did not answer within ${this.timeoutMs} ms`)), this.timeoutMs);
        });
        const out = await Promise.race([handle({ Records: [{ messageId: next.id, body: JSON.stringify(next.message), attributes: { ApproximateReceiveCount: String(next.receives) } }] }), timedOut]);
        failed = Boolean(out?.batchItemFailures.some((f) => f.itemIdentifier === next!.id));
      } catch {
        failed = true;
      } finally {
        clearTimeout(timer);
      }
      if (!failed) continue;
      if (next.receives >= this.maxReceiveCount) {
        this.deadLetters.push(next.message);
        this.onDeadLetter?.(next.message);
      } else this.pending.push(next);
    }
  }
}

/** What `POST /dev/jobs/<id>` answers for a fan-out job: the scheduler's result, then the run's counts once its queue is drained. */
export type LocalJobResult = Record<string, unknown>;

/**
 * The local jobs: one in-process queue per fan-out job, delivering to the job's worker handler with
 * the job's maxReceiveCount. `run` starts a job as its schedule would; for a fan-out job it waits
 * until the queue is drained and adds the run's counts (`checked`: items finished, succeeded or
 * dead-lettered) and the job's dead letters so far.
 */
export function localJobs(defs: readonly JobDef[], runs: JobRuns, onDeadLetter?: (message: JobMessage) => void) {
  const queues = new Map<string, InProcessJobQueue>();
  for (const job of defs) {
    if (!job.worker) continue;
    const worker = job.worker;
    const load = async () => ((await import(`../../lambdas/handlers/${worker.handler}.ts`)) as { handler: SqsLikeHandler }).handler;
    queues.set(job.id, new InProcessJobQueue(load, worker.maxReceiveCount ?? WORKER_DEFAULTS.maxReceiveCount, onDeadLetter, (worker.timeout ?? WORKER_DEFAULTS.timeout) * 1000));
  }
  return {
    queueFor: (jobId: string): InProcessJobQueue | undefined => queues.get(jobId),
    /** Undefined for an unknown job. */
    async run(id: string): Promise<LocalJobResult | undefined> {
      const job = defs.find((j) => j.id === id || j.handler === id);
      // An on-demand job (no handler) runs when a route enqueues to it, not from here.
      if (!job?.handler) return undefined;
      const mod = (await import(`../../lambdas/handlers/${job.handler}.ts`)) as { handler: () => Promise<unknown> };
      const result = (await mod.handler()) as LocalJobResult;
      const queue = queues.get(job.id);
      if (!queue || 'skipped' in result) return result;
      await queue.drained();
      const report = await runs.report(job.id);
      return {
        ...result,
        ...report,
        checked: (report?.succeeded ?? 0) + (report?.deadLettered ?? 0),
        deadLetters: queue.deadLetters.length,
      };
    },
  };
}
