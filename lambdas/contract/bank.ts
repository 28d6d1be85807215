// A namespace import, not `import { z }`: esbuild then keeps only the zod functions used (docs/decisions.md).
import * as z from 'zod';
// The texts and plain constants are zod-free (contract/bank-messages.ts), so code that needs only them bundles no schema.
import { SANDBOX_BANK, INSIGHT_LIST_SIZE, bankMessages, sandboxPublicToken } from './bank-messages.js';
export { SANDBOX_BANK, INSIGHT_LIST_SIZE, bankMessages, sandboxPublicToken };

/**
 * A connected bank and the Financial Insights card (docs/insights.md). The bank-data provider is
 * shaped like the leading aggregator's API (link token, public-token exchange, transactions sync with
 * personal-finance categories); the insights are computed by lambdas/domain/insights.ts from the stored
 * transactions. Money is integer cents; an outflow is positive, as the aggregator reports it.
 */

const calendarDate = z.iso.date();
const instant = z.iso.datetime();
const cents = z.number().int();

/** One transaction as we keep it (the aggregator's, minus what we do not use). */
export const bankTransaction = z.object({
  id: z.string(),
  accountId: z.string(),
  date: calendarDate,
  /** Positive for money out, negative for money in (the aggregator's convention). */
  amountCents: cents,
  name: z.string(),
  merchantName: z.string().nullable(),
  /** The category path, broadest first ('Food and drink', 'Restaurant'); empty when the provider gave none. */
  category: z.array(z.string()),
  /** The aggregator's primary personal-finance category code ('FOOD_AND_DRINK', 'TRANSFER_OUT'...), null when none. */
  categoryCode: z.string().nullable(),
  pending: z.boolean(),
});
export type BankTransaction = z.infer<typeof bankTransaction>;

export const CADENCES = ['weekly', 'biweekly', 'monthly'] as const;
export type Cadence = (typeof CADENCES)[number];

export const insightsView = z.object({
  connection: z.object({
    institution: z.string(),
    accounts: z.array(z.object({ name: z.string(), mask: z.string() })),
    connectedAt: instant,
    lastSyncedAt: instant,
    sandbox: z.boolean(),
  }),
  spending: z.object({
    /** The period counted; null without transactions. */
    from: calendarDate.nullable(),
    to: calendarDate.nullable(),
    totalCents: cents,
    /** Every category, largest first; the card shows INSIGHT_LIST_SIZE. */
    categories: z.array(z.object({ category: z.string(), totalCents: cents, percent: z.number() })),
  }),
  /** Active recurring payments, largest first. */
  recurring: z.array(
    z.object({ name: z.string(), category: z.array(z.string()), amountCents: cents, lastDate: calendarDate, cadence: z.enum(CADENCES) }),
  ),
  /** Monthly subscriptions, largest first. */
  subscriptions: z.array(z.object({ name: z.string(), amountCents: cents, lastDate: calendarDate })),
});
export type InsightsView = z.infer<typeof insightsView>;

/** `POST /api/bank/link-token` answers the token the link flow opens with. */
export const linkTokenResponse = z.object({ linkToken: z.string(), sandbox: z.boolean() });
/** `POST /api/bank/connect`: what the link flow handed back. */
export const connectBankRequest = z.object({ publicToken: z.string().trim().min(1).max(500) });
/** Connect and refresh answer the new insights. */
export const insightsResponse = z.object({ insights: insightsView });
