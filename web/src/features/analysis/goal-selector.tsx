import { NativeSelect } from '@mantine/core';
import { CREDIT_GOALS, goalMessages as m, type CreditGoal } from '@contract/goals-messages';
import { notify } from '../../components/notifications';
import { messageFor } from '../../lib/api';
import { useGoal, useSaveGoal } from './api';

const options = [{ value: '', label: m.noGoal }, ...CREDIT_GOALS.map((g) => ({ value: g, label: m.labels[g] }))];

/** The client states their goal; the server saves it and answers the plan ordered for it. */
export function GoalSelector() {
  const goal = useGoal();
  const save = useSaveGoal((saved) => notify('success', saved ? m.saved : m.cleared));
  return (
    <NativeSelect
      label={m.selectorLabel}
      description={m.selectorDescription}
      data={options}
      value={save.isPending ? (save.variables ?? '') : (goal.data ?? '')}
      disabled={save.isPending || goal.isPending}
      onChange={(event) =>
        save.mutate((event.currentTarget.value || null) as CreditGoal | null, {
          onError: (error) => notify('error', messageFor(error, m.saveFailed)),
        })
      }
      maw={360}
      data-testid="goal-selector"
    />
  );
}
