/**
 * Home of credit-file analyses (issue: analysis): results computed from the user's own reports by
 * domain rules, stored in their collection so the dashboard loads them in one Query.
 */
export interface StoredAnalysis {
  id: string;
  userId: string;
  reportId: string;
  /** ISO 8601 UTC. */
  createdAt: string;
}

export interface AnalysesRepository {
  latest(userId: string): Promise<StoredAnalysis | undefined>;
  put(analysis: StoredAnalysis): Promise<void>;
  /** Deletes every analysis of the user (a credit reset); returns how many. Safe to repeat. */
  deleteAll(userId: string): Promise<number>;
}
