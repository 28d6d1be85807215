import { Progress, Stack, Text } from '@mantine/core';
import type { AnalysisRun } from '@contract/analysis';
import { analysisMessages as m } from '@contract/analysis-messages';

/** The run's stage in words and its percent, as the server reports them. */
export function AnalysisProgress({ run }: { run: AnalysisRun | undefined }) {
  const percent = run?.percent ?? 0;
  const stage = run ? m.stages[run.stage] : m.stages.queued;
  return (
    <Stack gap={4} data-testid="analysis-progress">
      <Text size="sm" aria-live="polite">
        {stage}
      </Text>
      <Progress value={percent} animated aria-label={`Analysis ${percent}% complete`} />
    </Stack>
  );
}
