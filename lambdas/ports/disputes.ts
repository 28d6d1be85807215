/**
 * Home of disputes (issue: disputes): dispute letters to the bureaus and their FCRA §611 clocks, in
 * the user's collection; the monthly count is an atomic counter, not counted on read.
 */
export interface StoredDispute {
  id: string;
  userId: string;
  bureau: 'equifax' | 'experian' | 'transunion';
  status: 'draft' | 'sent' | 'investigating' | 'resolved';
  /** ISO 8601 UTC. */
  createdAt: string;
}

export interface DisputesRepository {
  list(userId: string): Promise<StoredDispute[]>;
  put(dispute: StoredDispute): Promise<void>;
}
