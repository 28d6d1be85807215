import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import type { Plan } from '../../../../lambdas/domain/plans';
import { paths } from '../../config/paths';
import { useSession } from '../../lib/session';

/**
 * What a plan button does. Visitors go to /signup (spec section 6); signed-in users start checkout.
 * Until checkout exists, signed-in users are taken to the plan chooser that will start it.
 */
export function useChoosePlan() {
  const { status } = useSession();
  const navigate = useNavigate();
  const [busyKey] = useState<string | null>(null);
  const choose = useCallback(
    (_plan: Plan) => {
      if (status !== 'signedIn') {
        navigate(paths.signup);
        return;
      }
      navigate(paths.paymentRequired);
    },
    [status, navigate],
  );
  return { choose, busyKey };
}
