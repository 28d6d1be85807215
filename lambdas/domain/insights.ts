import { bankMessages } from '../contract/bank-messages.js';
import type { BankTransaction, Cadence, InsightsView } from '../contract/bank.js';

/**
 * Financial insights from a client's transactions, pure. Amounts are cents, an
 * outflow positive (the aggregator's convention); dates are calendar dates (YYYY-MM-DD).
 *
 * - Spending: outflows of the last SPENDING_DAYS days up to the newest transaction, by top-level category;
 *   money moved between the client's own accounts, loan payments and income are not spending.
 * - Recurring: outflows (not transfers between own accounts) to one payee (merchant, else the description without digits) at least
 *   MIN_OCCURRENCES times, every gap within CADENCE_DAYS of one cadence, every amount within
 *   AMOUNT_TOLERANCE of their median; still active (the last one no more than one and a half gaps before
 *   the newest transaction). A payee that stopped, irregular amounts or dates are not recurring.
 * - Subscriptions: monthly recurring payments of a fixed amount (within one dollar) that are not rent,
 *   utilities, loans or transfers.
 */

export const SPENDING_DAYS = 30;
export const MIN_OCCURRENCES = 3;
export const AMOUNT_TOLERANCE = 0.2;
const SUBSCRIPTION_AMOUNT_SPREAD_CENTS = 100;

/** The gap between two payments of each cadence, in days (inclusive bounds). */
export const CADENCE_DAYS: Record<Cadence, { min: number; max: number; nominal: number }> = {
  weekly: { min: 6, max: 8, nominal: 7 },
  biweekly: { min: 13, max: 15, nominal: 14 },
  monthly: { min: 27, max: 33, nominal: 30 },
};

/** Not spending: money between the client's own accounts, income, and debt repayment (it was spent when borrowed). */
const NOT_SPENDING = new Set(['INCOME', 'TRANSFER_IN', 'TRANSFER_OUT', 'LOAN_PAYMENTS']);
/** Money moved between the client's own accounts is not a payment. */
const NOT_PAYMENT = new Set(['TRANSFER_IN', 'TRANSFER_OUT']);
/** Recurring, but not what anyone calls a subscription. */
const NOT_SUBSCRIPTION = new Set(['RENT_AND_UTILITIES', 'LOAN_PAYMENTS', 'TRANSFER_OUT', 'TRANSFER_IN', 'INCOME', 'BANK_FEES']);

const DAY_MS = 86_400_000;
const dayNumber = (date: string) => Math.round(Date.parse(`${date}T00:00:00Z`) / DAY_MS);
const dateOf = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : Math.round((sorted[mid - 1]! + sorted[mid]!) / 2);
};

/** Who a payment goes to, the same each month: the merchant, else the description without digits and punctuation. */
export function payeeKey(t: Pick<BankTransaction, 'merchantName' | 'name'>): string {
  const text = t.merchantName ?? t.name;
  return text
    .toLowerCase()
    .replace(/[^a-z ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

const isOutflow = (t: BankTransaction) => !t.pending && t.amountCents > 0;

export function spendingByCategory(transactions: readonly BankTransaction[]): InsightsView['spending'] {
  const settled = transactions.filter((t) => !t.pending);
  const newest = Math.max(...settled.map((t) => dayNumber(t.date)));
  if (!Number.isFinite(newest)) return { from: null, to: null, totalCents: 0, categories: [] };
  const from = newest - SPENDING_DAYS + 1;
  const totals = new Map<string, number>();
  for (const t of settled) {
    if (!isOutflow(t) || NOT_SPENDING.has(t.categoryCode ?? '') || dayNumber(t.date) < from) continue;
    const category = t.category[0] ?? bankMessages.uncategorized;
    totals.set(category, (totals.get(category) ?? 0) + t.amountCents);
  }
  const totalCents = [...totals.values()].reduce((a, b) => a + b, 0);
  const categories = [...totals]
    .map(([category, cents]) => ({ category, totalCents: cents, percent: totalCents ? Math.round((cents / totalCents) * 1000) / 10 : 0 }))
    .sort((a, b) => b.totalCents - a.totalCents || a.category.localeCompare(b.category));
  return { from: dateOf(from), to: dateOf(newest), totalCents, categories };
}

interface Series {
  name: string;
  category: string[];
  categoryCode: string | null;
  cadence: Cadence;
  amountCents: number;
  amounts: number[];
  lastDate: string;
}

/** The cadence every gap fits, if one does. */
function cadenceOf(gaps: readonly number[]): Cadence | undefined {
  return (Object.keys(CADENCE_DAYS) as Cadence[]).find((c) => gaps.every((g) => g >= CADENCE_DAYS[c].min && g <= CADENCE_DAYS[c].max));
}

/** Every active recurring series of outflows, largest amount first. */
export function recurringSeries(transactions: readonly BankTransaction[]): Series[] {
  const settled = transactions.filter((t) => !t.pending);
  const newest = Math.max(...settled.map((t) => dayNumber(t.date)));
  const byPayee = new Map<string, BankTransaction[]>();
  for (const t of settled.filter((t) => isOutflow(t) && !NOT_PAYMENT.has(t.categoryCode ?? ''))) {
    const key = payeeKey(t);
    if (key) byPayee.set(key, [...(byPayee.get(key) ?? []), t]);
  }
  const series: Series[] = [];
  for (const payments of byPayee.values()) {
    if (payments.length < MIN_OCCURRENCES) continue;
    const sorted = [...payments].sort((a, b) => a.date.localeCompare(b.date));
    const days = sorted.map((t) => dayNumber(t.date));
    const cadence = cadenceOf(days.slice(1).map((d, i) => d - days[i]!));
    if (!cadence) continue;
    const amounts = sorted.map((t) => t.amountCents);
    const typical = median(amounts);
    if (amounts.some((a) => Math.abs(a - typical) > typical * AMOUNT_TOLERANCE)) continue;
    // Stopped: the next payment was due and did not come.
    if (newest - days.at(-1)! > CADENCE_DAYS[cadence].nominal * 1.5) continue;
    const last = sorted.at(-1)!;
    series.push({
      name: last.merchantName ?? last.name,
      category: last.category,
      categoryCode: last.categoryCode,
      cadence,
      amountCents: last.amountCents,
      amounts,
      lastDate: last.date,
    });
  }
  return series.sort((a, b) => b.amountCents - a.amountCents || a.name.localeCompare(b.name));
}

export function insightsFrom(transactions: readonly BankTransaction[]): Pick<InsightsView, 'spending' | 'recurring' | 'subscriptions'> {
  const series = recurringSeries(transactions);
  return {
    spending: spendingByCategory(transactions),
    recurring: series.map(({ name, category, amountCents, lastDate, cadence }) => ({ name, category, amountCents, lastDate, cadence })),
    subscriptions: series
      .filter(
        (s) =>
          s.cadence === 'monthly' &&
          !NOT_SUBSCRIPTION.has(s.categoryCode ?? '') &&
          Math.max(...s.amounts) - Math.min(...s.amounts) <= SUBSCRIPTION_AMOUNT_SPREAD_CENTS,
      )
      .map(({ name, amountCents, lastDate }) => ({ name, amountCents, lastDate })),
  };
}
