/**
 * Scheduled jobs that fan out (docs/infrastructure.md, "Jobs"): a scheduler lists the items, enqueues
 * them in batches with a checkpoint, under a lock; workers take them one message at a time, each
 * retried a bounded number of times before it is dead-lettered.
 */

/** One item of one run, as it travels through the queue. */
export interface JobMessage {
  jobId: string;
  runId: string;
  item: string;
}

/** SQS in AWS, an in-process queue locally; both deliver to the job's worker handler. */
export interface JobQueue {
  send(messages: readonly JobMessage[]): Promise<void>;
}

export interface JobRun {
  jobId: string;
  runId: string;
  /** Where the listing stopped when an earlier attempt of this run was interrupted. */
  cursor?: Record<string, unknown>;
  enqueued: number;
  /** True when this continues an interrupted run. */
  resumed: boolean;
}

export type ItemOutcome = 'succeeded' | 'retried' | 'deadLettered';

export interface JobReport {
  runId: string;
  startedAt: string;
  /** Set once every item is enqueued. */
  enqueuedAt?: string;
  enqueued: number;
  succeeded: number;
  retried: number;
  deadLettered: number;
}

/** The job's run record: lock, checkpoint and counts, in the table. */
export interface JobRuns {
  /** Takes the job's lock for `leaseSeconds`, resuming an unfinished run; undefined while another holds it. */
  begin(jobId: string, now: Date, leaseSeconds: number): Promise<JobRun | undefined>;
  /** Records how far the listing got (and renews the lease), so a retry resumes there. */
  checkpoint(run: JobRun, cursor: Record<string, unknown> | undefined, enqueued: number, now: Date, leaseSeconds: number): Promise<void>;
  /** Every item is enqueued: the run is complete and the lock is released. */
  finish(run: JobRun, enqueued: number, now: Date): Promise<void>;
  count(jobId: string, runId: string, outcome: ItemOutcome): Promise<void>;
  report(jobId: string): Promise<JobReport | undefined>;
}
