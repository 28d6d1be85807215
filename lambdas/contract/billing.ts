import { z } from 'zod';

/** The spec's manage-subscription result, plus what the subscription card shows. */
export const subscriptionResponse = z.object({
  tier: z.string().nullable(),
  status: z.string(),
  startedAt: z.string().nullable(),
  hasActiveSubscription: z.boolean(),
});
export type SubscriptionResponse = z.infer<typeof subscriptionResponse>;
