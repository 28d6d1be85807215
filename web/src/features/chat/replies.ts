/**
 * The assistant's canned replies (spec section 4): keyed on words of the user's message, first
 * match wins. Cancelling and business credit come first because their messages usually also say
 * "subscription" or "credit"; "improve my credit score" is answered with how to improve it; the
 * greeting comes last so "hi, where is my credit report?" is answered about the report.
 */
import { PLANS } from '@domain/plans';
import { CHARGING_MODE, cancellationTerms, MONITORING_CADENCE, site } from '../../config/site';

const monthlyPlans = PLANS.filter((p) => p.kind === 'subscription').map((p) => p.name);
const oneTimePlans = PLANS.filter((p) => p.kind === 'one-time').map((p) => p.name);

export const CHAT_TIMINGS = {
  /** From the opening form to the conversation. */
  startMs: 1000,
  /** How long "Thinking..." shows before a reply. */
  replyMs: 1500,
} as const;

export const THINKING = 'Thinking...';

export const greeting = (name: string) => `Hi ${name}! Thanks for reaching out. I'm your credit assistant, here to help.`;

export type ReplyTopic = 'cancel' | 'businessCredit' | 'payment' | 'creditScore' | 'improve' | 'greeting' | 'default';

/** When a client pays, in this deployment's charging mode (docs/compliance.md). */
export function paymentReply(mode: 'upfront' | 'after-service'): string {
  const manage = 'You can see your plan, update your payment method or download invoices from your profile under Manage Subscription.';
  if (mode === 'after-service') {
    // Nothing is charged in advance: only work completed, as each plan defines it (lambdas/domain/plans.ts).
    return `Nothing is charged in advance: you pay only for work completed, as your service agreement says. ${monthlyPlans.join(' and ')} charge for each full month of service after it has been rendered; ${oneTimePlans.join(' and ')} charges only for items the credit bureaus delete, up to its price. ${manage}`;
  }
  // True for every plan: monthly plans renew on the day they started, a one-time plan has no next payment.
  return `${monthlyPlans.join(' and ')} renew every month on the day you subscribed; ${oneTimePlans.join(' and ')} is a single payment, with no further charges. ${manage}`;
}

export const replies: Record<ReplyTopic, string> = {
  // The client's real rights: the written contract, the CROA 3-day cancellation with refund, then per plan (docs/compliance.md).
  cancel: cancellationTerms(PLANS, CHARGING_MODE),
  businessCredit:
    `Business credit building is coming soon: we expect to launch ${site.businessCreditLaunch}. Join the list on our Business Credit page and we will email you when it is ready.`,
  payment: paymentReply(CHARGING_MODE),
  creditScore:
    `Your credit score and reports are on your profile dashboard, with a score from each bureau; monitoring refreshes them ${MONITORING_CADENCE}. Our credit analysis lists every item that affects your score, what your file shows is wrong, and what only you can confirm.`,
  improve:
    'The fastest ways to improve your score: pay every bill on time, keep your credit utilization under 30%, dispute errors on your reports, and avoid opening many new accounts at once. Your personalized plan puts these in order for you.',
  greeting: 'Hello! How can I help you with your credit today?',
  default:
    'Thanks for your question! A credit specialist will look into it and follow up by email. Meanwhile, our FAQ and Credit Guide answer many common questions.',
};

const topics: [ReplyTopic, RegExp][] = [
  ['cancel', /\bcancel/],
  ['businessCredit', /\bbusiness credit\b/],
  ['payment', /\b(payments?|bills?|billing|subscriptions?)\b/],
  ['improve', /\b(improve|improving|increase|increasing)\b/],
  ['creditScore', /\b(credit )?(scores?|reports?)\b/],
  ['greeting', /\b(hello|hi|hey)\b/],
];

export function replyTopic(message: string): ReplyTopic {
  const text = message.toLowerCase();
  return topics.find(([, pattern]) => pattern.test(text))?.[0] ?? 'default';
}

export const replyTo = (message: string) => replies[replyTopic(message)];
