/**
 * Scheduled job: compare stored subscriptions with the payment provider and repair drift.
 * The schedule (EventBridge hourly in AWS, a timer locally) is wired by the foundation; the
 * comparison itself arrives with the billing feature, which owns subscription items.
 */
export const handler = async () => ({ checked: 0, repaired: 0 });
