/**
 * The bank area's texts and plain constants, without zod: server code that needs only them bundles no
 * schema. contract/bank.ts re-exports every one of them.
 */

/** The sandbox bank's one institution and account (adapters/bank/sandbox.ts; its link dialog names them). */
export const SANDBOX_BANK = { institution: 'Sandbox Community Bank', account: 'Everyday Checking' } as const;

/** The card's lists show this many items, then '+ N more …' (spec section 9). */
export const INSIGHT_LIST_SIZE = 5;

export const bankMessages = {
  // Spec, word for word.
  title: 'Financial Insights',
  tabs: { spending: 'Spending', recurring: 'Recurring', subscriptions: 'Subscriptions' },
  noSpending: 'No spending data available',
  noRecurring: 'No recurring payments detected',
  noSubscriptions: 'No subscriptions detected',
  footer: 'Financial data is updated when you connect your bank account',
  moreCategories: (n: number) => `+ ${n} more categories`,
  moreRecurring: (n: number) => `+ ${n} more recurring payments`,
  moreSubscriptions: (n: number) => `+ ${n} more subscriptions`,
  last: (date: string) => `Last: ${date}`,
  monthly: 'Monthly',
  uncategorized: 'Uncategorized',
  categorySeparator: ' › ',
  // Ours.
  connect: 'Connect your bank',
  connectIntro:
    'See where your money goes, which payments repeat and which subscriptions you pay for. We read your transactions only: we cannot move money.',
  connectDialogTitle: 'Connect your bank',
  sandboxNotice: 'Sandbox mode: no bank is contacted. The transactions are test data made for your account.',
  connectButton: 'Connect',
  connected: 'Your bank is connected.',
  refresh: 'Refresh',
  refreshed: 'Your transactions were updated.',
  disconnect: 'Disconnect bank',
  disconnectConfirm: 'Disconnecting deletes the access we were given and every transaction we stored. You can connect again at any time.',
  disconnected: 'Your bank was disconnected and its transactions were deleted.',
  failed: 'We could not reach your bank. Please try again in a few minutes.',
  spendingPeriod: (from: string, to: string) => `Spending from ${from} to ${to}`,
  notConnected: 'No bank is connected.',
  alreadyConnected: 'A bank is already connected. Disconnect it first to connect another.',
} as const;

/**
 * The sandbox's link flow (adapters/bank/sandbox.ts): its stand-in for the aggregator's Link widget hands
 * back this public token for the link token it opened with. A real provider's widget returns its own.
 */
export const sandboxPublicToken = (linkToken: string) => linkToken.replace(/^link-/, 'public-').replace(/-\d+$/, '');
