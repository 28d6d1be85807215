import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { AnalysisRun, FindingConfirmation, LatestAnalysisResponse } from '@contract/analysis';
import type { CreditGoal } from '@contract/goals';
import { api } from '../../lib/api-client';
import { dashboardKey } from '../../lib/dashboard';

export const analysisKey = ['analysis'] as const;
const runKey = (id: string) => ['analysis-run', id] as const;
/** How often the browser asks how far the run got. */
export const RUN_POLL_MS = 400;

const fetchLatest = () => api.call('latestAnalysis');

/** `GET /api/credit/analysis`: the newest analysis, null before the first (its plan ordered for the client's goal). */
export const useLatestAnalysis = (enabled = true) => useQuery({ queryKey: analysisKey, queryFn: fetchLatest, select: (r) => r.analysis, enabled });

/** The client's goal, from the same answer as the analysis. */
export const useGoal = () => useQuery({ queryKey: analysisKey, queryFn: fetchLatest, select: (r) => r.goal });

/** `PUT /api/profile/goal`: sets or clears the goal, then reads the plan again (the server orders it for the goal). */
export function useSaveGoal(onSaved: (goal: CreditGoal | null) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (goal: CreditGoal | null) => api.call('saveGoal', { body: { goal } }),
    onSuccess: async ({ goal }) => {
      queryClient.setQueryData<LatestAnalysisResponse>(analysisKey, (old) => (old ? { ...old, goal } : old));
      await queryClient.invalidateQueries({ queryKey: analysisKey });
      onSaved(goal);
    },
  });
}

/** `POST /api/credit/analysis/confirmations` (204). */
export const confirmFinding = (answer: FindingConfirmation) => api.call('confirmFinding', { body: answer });

/**
 * Starts an analysis run and follows it: `POST /api/credit/analysis` (202), then `GET …/runs/{id}` until it is
 * done or failed. The progress is the server's (the worker writes each stage as it goes), not a timer. When it
 * is done the analysis and the dashboard (onboarding step 5) are refreshed and `onDone` runs once.
 */
export function useAnalysisRun(onDone?: (run: AnalysisRun) => void) {
  const queryClient = useQueryClient();
  const start = useMutation({ mutationFn: () => api.call('startAnalysis').then((r) => r.run) });
  const id = start.data?.id;
  const poll = useQuery({
    queryKey: runKey(id ?? ''),
    queryFn: () => api.call('analysisRun', { params: { id: id! } }).then((r) => r.run),
    enabled: Boolean(id),
    refetchInterval: (query) => (query.state.data?.stage === 'done' || query.state.data?.stage === 'failed' ? false : RUN_POLL_MS),
  });
  const run = poll.data ?? start.data;
  const finished = useRef<string | null>(null);
  useEffect(() => {
    if (!run || run.stage !== 'done' || finished.current === run.id) return;
    finished.current = run.id;
    queryClient.setQueryData<LatestAnalysisResponse>(analysisKey, (old) => ({ analysis: run.analysis, goal: old?.goal ?? null }));
    void queryClient.invalidateQueries({ queryKey: dashboardKey });
    onDone?.(run);
  }, [run, queryClient, onDone]);
  const running = start.isPending || (run !== undefined && run.stage !== 'done' && run.stage !== 'failed');
  const failed = start.isError || poll.isError || run?.stage === 'failed';
  return {
    run,
    running: running && !failed,
    failed,
    /** The server's message when the run could not start (no report, no plan, too many runs); else the spec's. */
    startError: start.error,
    start: () => {
      finished.current = null;
      start.mutate();
    },
  };
}
