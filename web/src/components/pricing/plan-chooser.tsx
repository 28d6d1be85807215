import { PlanCards } from './plan-cards';
import { useChoosePlan } from './use-choose-plan';

/** The plan cards and what their buttons do (the landing page's pricing island). */
export function PlanChooser() {
  const { choose, busyKey, dialog } = useChoosePlan();
  return (
    <>
      <PlanCards busyKey={busyKey} onChoose={choose} />
      {dialog}
    </>
  );
}
