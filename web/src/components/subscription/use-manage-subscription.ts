import { useMutation } from '@tanstack/react-query';
import { billingMessages } from '@contract/billing-messages';
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

/** Manage Subscription: opens the Stripe Billing Portal in this window (busy from the click until the page leaves). */
export function useManageSubscription(assign: (url: string) => void = (url) => window.location.assign(url)) {
  const portal = useMutation({
    mutationFn: async () => {
      const { url } = await createPortalSession();
      if (!url) throw new Error('no url');
      assign(url);
    },
    onError: (error) => notify('error', portalErrorMessage(error)),
  });
  return { open: () => portal.mutate(), loading: portal.isPending || portal.isSuccess };
}
