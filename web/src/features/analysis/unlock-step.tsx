import { Alert, Button, Stack } from '@mantine/core';
import { useCallback, useEffect, useRef } from 'react';
import { analysisMessages as m } from '@contract/analysis-messages';
import { notify } from '../../components/notifications';
import { messageFor } from '../../lib/api';
import { AnalysisProgress } from './analysis-progress';
import { useAnalysisRun } from './api';

/**
 * Onboarding step 5, 'Unlock Credit Recommendations' (spec section 4, without the word AI: no model runs): not a button. Once the credit report is
 * in, the first analysis starts by itself; the bar shows the server's progress, and when it is done the spec's toast
 * 'Recommendations generated successfully!' and the results replace the onboarding view (`onFinished`: the tab
 * holds the onboarding view until then, whatever a refreshed dashboard says meanwhile).
 */
export function UnlockStep({ onFinished }: { onFinished?: () => void }) {
  const onDone = useCallback(() => {
    notify('success', m.generated);
    onFinished?.();
  }, [onFinished]);
  const analysis = useAnalysisRun(onDone);
  const started = useRef(false);
  const { start } = analysis;
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    start();
  }, [start]);
  if (analysis.failed) {
    return (
      <Stack gap="xs">
        <Alert color="red" variant="light" role="alert">
          {messageFor(analysis.startError, m.failed)}
        </Alert>
        <Button size="xs" variant="light" onClick={start} style={{ alignSelf: 'flex-start' }}>
          {m.refresh}
        </Button>
      </Stack>
    );
  }
  return <AnalysisProgress run={analysis.run} />;
}
