import type { ItemOutcome, JobMessage, JobQueue, JobRuns } from '../../ports/jobs.js';

export interface FanOutJob {
  id: string;
  /** How long a scheduler run may hold the lock before another may take it over (its timeout or more). */
  leaseSeconds: number;
}

export type FanOutResult = { runId: string; enqueued: number; resumed: boolean } | { skipped: 'another run holds the lock' };

/**
 * The scheduler's half: under the job's lock, lists the items page by page, enqueues each page and
 * records the listing's cursor after it, so an interrupted run resumes where it stopped (an item of
 * the interrupted page may be enqueued twice; workers are idempotent). A second scheduler started
 * meanwhile does nothing.
 */
export async function fanOut(
  deps: { runs: JobRuns; queue: JobQueue; now: () => Date },
  job: FanOutJob,
  list: (after: Record<string, unknown> | undefined) => Promise<{ items: readonly string[]; next?: Record<string, unknown> }>,
): Promise<FanOutResult> {
  const run = await deps.runs.begin(job.id, deps.now(), job.leaseSeconds);
  if (!run) return { skipped: 'another run holds the lock' };
  let cursor = run.cursor;
  let enqueued = run.enqueued;
  do {
    const page = await list(cursor);
    const messages: JobMessage[] = page.items.map((item) => ({ jobId: job.id, runId: run.runId, item }));
    for (let i = 0; i < messages.length; i += 10) await deps.queue.send(messages.slice(i, i + 10));
    enqueued += messages.length;
    cursor = page.next;
    await deps.runs.checkpoint(run, cursor, enqueued, deps.now(), job.leaseSeconds);
  } while (cursor);
  await deps.runs.finish(run, enqueued, deps.now());
  return { runId: run.runId, enqueued, resumed: run.resumed };
}

/**
 * The worker's half for one message: runs the item and counts the outcome on the run. A failure is
 * rethrown, so the queue delivers the message again, until `maxAttempts`; then it is dead-lettered.
 */
export async function workItem(
  runs: JobRuns,
  message: JobMessage,
  attempt: number,
  maxAttempts: number,
  work: (item: string) => Promise<void>,
): Promise<void> {
  let outcome: ItemOutcome = 'succeeded';
  try {
    await work(message.item);
  } catch (error) {
    outcome = attempt >= maxAttempts ? 'deadLettered' : 'retried';
    throw error;
  } finally {
    await runs.count(message.jobId, message.runId, outcome);
  }
}
