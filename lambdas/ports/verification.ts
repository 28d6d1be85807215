/**
 * Home of identity verification (issue: verification): the user's verification state in their
 * collection. No SSN is ever stored: only what was checked, by whom, and when.
 */
export interface VerificationState {
  userId: string;
  status: 'not_started' | 'pending' | 'verified' | 'failed';
  /** ISO 8601 UTC. */
  updatedAt: string;
}

export interface VerificationRepository {
  get(userId: string): Promise<VerificationState | undefined>;
  put(state: VerificationState): Promise<void>;
}
