/**
 * The pricing flow's and the portal's texts (public-site spec section 8), word for word, and the
 * server's own billing messages. The web shows these; the server answers with them. A module of its own,
 * re-exported by messages.ts: the dashboard's plan card loads these texts, not every area's.
 */
export const billingMessages = {
  unknownError: 'Unknown error',
  pricingFailed: (message: string) => `Failed to get pricing: ${message}`,
  noPricing: (productId: string) => `No pricing found for this plan. Product ID: ${productId}`,
  checkoutFailed: (message: string) => `Checkout failed: ${message}`,
  noCheckoutSession: 'Unable to create checkout session. Please contact support.',
  popupBlocked: 'Unable to open checkout. Please disable popup blockers and try again.',
  genericError: (message: string) => `An error occurred: ${message}`,
  portalSessionExpired: 'Session expired. Please log in again.',
  portalNoCustomer: 'No subscription found. Please subscribe first.',
  portalFailed: 'Could not load subscription management portal',
  manageNeedsLogin: 'Please log in to manage your subscription',
  paymentSuccessTitle: 'Payment Successful!',
  paymentSuccessMessage: 'Welcome to the product! Your subscription is now active.',
  paymentCanceledTitle: 'Payment Canceled',
  paymentCanceledMessage: 'Your payment was not processed. You can try again anytime.',
  noActiveSubscription: 'No Active Subscription',
  // Not in the spec: the server's answers.
  unknownPlan: 'Unknown plan.',
  planNotAvailable: 'This plan is not available yet.',
  planTypeMismatch: 'This plan is not sold that way.',
  agreementRequired: 'Please read and sign the service agreement before checkout.',
  agreementOutdated: 'The service agreement has changed. Please read and sign the current version.',
  agreementMustAccept: 'Please tick the box to confirm you have read and agree to the service agreement.',
  alreadySubscribed: 'You already have an active plan. Use Manage Subscription to change it.',
  invalidSignature: 'Invalid signature',
  userNotAuthenticated: 'User not authenticated',
  nothingToCancel: 'You have no active plan to cancel.',
  canceledRefunded: (amount: string) =>
    `Your plan is cancelled and ${amount} is being refunded in full to your card. Refunds usually reach your account within 5-10 business days.`,
  canceledNothingCharged: 'Your plan is cancelled. Nothing was charged, so there is nothing to refund.',
  cancelWindowClosed: (deadline: string) =>
    `Your 3-business-day cancellation period ended ${deadline}. Full refunds are automatic only within that period, which the Credit Repair Organizations Act gives you from the day you sign. You can still stop future payments in Manage Subscription, or contact support about a refund.`,
  featureNotInPlan: 'Your plan does not include this feature. Choose a plan that does to use it.',
  subscriptionRequired: 'This needs an active plan. Choose a plan to continue.',
  providerUnavailable: 'The payment service is not available right now. Please try again in a few minutes.',
  workNotAfterService: 'This client has no after-service plan awaiting payment.',
  workAlreadyCharged: 'This client has already been charged for the completed work.',
  workNothingCompleted: (basis: 'month' | 'deleted-item') =>
    basis === 'month'
      ? 'No full month of service has been completed since the last charge, so there is nothing to charge yet.'
      : 'No item has been deleted by a bureau since the last charge, so there is nothing to charge yet.',
  canceledAfterService: 'Your plan has ended. You pay only for the work completed before today; nothing else will be charged.',
  workCharged: (amount: string) => `Work marked as performed. The client's saved card was charged ${amount}.`,
  workChargeDeclined: (reason: string) => `The client's card was declined: ${reason}`,
} as const;
