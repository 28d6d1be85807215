import { jobWorker } from '../http/job.js';
import { runUserDeletion } from '../use-cases/staff/delete-user.js';

/** The AdminDeletion job's worker (SQS): runs one admin's account deletion, step by step. */
export const handler = jobWorker('AdminDeletion', async (deps, deletionId, _logger, attempt) => {
  await runUserDeletion(deps, deletionId, attempt);
});
