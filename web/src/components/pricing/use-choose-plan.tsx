import { createElement, lazy, Suspense, useCallback, useState } from 'react';
import type { Plan } from '@domain/plans';
import { notify } from '../notifications';
import { paths } from '../../config/paths';
import { useNav } from '../../islands/nav';
import { useSession } from '../../lib/session-context';
import { loadFullStyles } from '../../styles/load-full-styles';

// The agreement step and the checkout code load on the first click: SSR-safe and off the landing bundle.
// The dialog's styles are not among the prerendered pages' critical ones: they load with it.
const AgreementDialog = lazy(() => Promise.all([import('./agreement-dialog'), loadFullStyles()]).then(([dialog]) => dialog));

/**
 * What a plan button does. Visitors go to /signup (spec section 6). Signed-in users read and sign the
 * service agreement (CROA), then checkout starts: the plan's lookup key is the busy marker and every
 * plan button is disabled meanwhile; the browser then goes to the checkout page.
 */
export function useChoosePlan() {
  const { status } = useSession();
  const { navigate } = useNav();
  const [busyKey, setBusyKey] = useState<string | null>(null);
  const [signing, setSigning] = useState<Plan | null>(null);

  const choose = useCallback(
    (plan: Plan) => {
      if (status !== 'signedIn') {
        void navigate(paths.signup);
        return;
      }
      setSigning(plan);
    },
    [status, navigate],
  );

  const onSigned = useCallback(async (plan: Plan, agreementId: string) => {
    setSigning(null);
    setBusyKey(plan.lookupKey);
    try {
      const { runCheckout, browserEffects } = await import('./checkout');
      await runCheckout(plan, agreementId, browserEffects((message) => notify('error', message)));
    } catch (error) {
      // The messages load with a failure, not with the pricing section (on the landing page's first load).
      const { billingMessages } = await import('@contract/messages');
      notify('error', billingMessages.genericError(error instanceof Error && error.message ? error.message : billingMessages.unknownError));
    } finally {
      setBusyKey(null);
    }
  }, []);

  const dialog = signing
    ? createElement(
        Suspense,
        { fallback: null },
        createElement(AgreementDialog, { plan: signing, onClose: () => setSigning(null), onSigned: (id: string) => void onSigned(signing, id) }),
      )
    : null;

  return { choose, busyKey, dialog };
}
