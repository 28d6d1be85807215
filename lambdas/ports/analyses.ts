import type { AnalysisView, ClientAnswer } from '../contract/analysis.js';

/**
 * Home of credit-file analyses: results computed from the user's own reports by the domain
 * rules (lambdas/domain/analysis), stored in their collection so the dashboard reads them with a Query;
 * the runs that compute them (their progress, polled by the browser); and the client's answers about items
 * only they can recognise. A credit reset deletes all three; export and deletion take them with the collection.
 */
export interface StoredAnalysis {
  id: string;
  userId: string;
  reportId: string;
  /** ISO 8601 UTC. */
  createdAt: string;
  /** What the panel shows (findings, plan, projection...). */
  view: AnalysisView;
}

export type AnalysisStage = 'queued' | 'reading_report' | 'checking_rules' | 'building_plan' | 'writing_narrative' | 'done' | 'failed';

/** One run of the analysis, as the worker advances it. */
export interface StoredAnalysisRun {
  id: string;
  userId: string;
  stage: AnalysisStage;
  percent: number;
  /** Set when done: the analysis it wrote. */
  analysis: { id: string; createdAt: string } | null;
  /** Set when failed: a message for the client. */
  error: string | null;
  /** ISO 8601 UTC. */
  createdAt: string;
  updatedAt: string;
}

export interface AnalysesRepository {
  latest(userId: string): Promise<StoredAnalysis | undefined>;
  get(userId: string, ref: { id: string; createdAt: string }): Promise<StoredAnalysis | undefined>;
  put(analysis: StoredAnalysis): Promise<void>;
  /** Deletes all but the newest `keep` analyses of the user (the dashboard reads the whole collection: it stays small). */
  prune(userId: string, keep: number): Promise<number>;
  /** Deletes every analysis, run and answer of the user (a credit reset); returns how many items. Safe to repeat. */
  deleteAll(userId: string): Promise<number>;
  putRun(run: StoredAnalysisRun): Promise<void>;
  getRun(userId: string, id: string): Promise<StoredAnalysisRun | undefined>;
  /** The client's answers: finding id → the answer as recorded (which, the question and answer wording, when). */
  confirmations(userId: string): Promise<Record<string, ClientAnswer>>;
  /** Records one answer (a later answer to the same finding replaces it). */
  confirm(userId: string, findingId: string, answer: ClientAnswer): Promise<void>;
}
