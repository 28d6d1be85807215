import { useCallback, useState } from 'react';
import { billingMessages } from '@contract/billing';
import { notify } from '../notifications';
import { ApiError } from '../../lib/api';
import { createPortalSession } from '../../lib/billing';

/** The spec's portal messages: an expired session, no payment-provider customer, anything else. */
export function portalErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.status === 401) return billingMessages.portalSessionExpired;
  if (error instanceof ApiError && error.message === billingMessages.userNotAuthenticated) return billingMessages.portalSessionExpired;
  if (error instanceof ApiError && error.status === 404) return billingMessages.portalNoCustomer;
  return billingMessages.portalFailed;
}

/** Manage Subscription: opens the Stripe Billing Portal in this window. */
export function useManageSubscription(assign: (url: string) => void = (url) => window.location.assign(url)) {
  const [loading, setLoading] = useState(false);
  const open = useCallback(async () => {
    setLoading(true);
    try {
      const { url } = await createPortalSession();
      if (!url) throw new Error('no url');
      assign(url);
    } catch (error) {
      notify('error', portalErrorMessage(error));
      setLoading(false);
    }
  }, [assign]);
  return { open, loading };
}
