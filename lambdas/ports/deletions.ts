/**
 * An admin's deletion of an account, run by the AdminDeletion job's worker (routes/jobs.ts): the
 * record the admin's dialog polls (`GET /api/admin/deletions/{id}`).
 */
export type DeletionStatus = 'pending' | 'running' | 'done' | 'failed';

export interface Deletion {
  id: string;
  userId: string;
  role: string | null;
  status: DeletionStatus;
  /** Steps of use-cases/accounts/delete-account.ts finished, of `stepsTotal`. */
  stepsDone: number;
  stepsTotal: number;
  /** Worker attempts so far (the job retries a failed one). */
  attempts: number;
  requestedBy: { id: string; email: string };
  createdAt: string;
  updatedAt: string;
  /** Why the last attempt failed (the error's name and message; no personal data). */
  error?: string;
}

export interface Deletions {
  put(deletion: Deletion): Promise<void>;
  get(id: string): Promise<Deletion | undefined>;
  update(id: string, patch: Partial<Pick<Deletion, 'status' | 'stepsDone' | 'attempts' | 'error'>>, now: Date): Promise<void>;
}
