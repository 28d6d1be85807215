import { describe, expect, it } from 'vitest';
import type { BankTransaction } from '../../../lambdas/contract/bank.js';
import { insightsFrom, payeeKey, recurringSeries, spendingByCategory } from '../../../lambdas/domain/insights.js';

let n = 0;
const tx = (date: string, amountCents: number, name: string, extra: Partial<BankTransaction> = {}): BankTransaction => ({
  id: `t${++n}`,
  accountId: 'acc',
  date,
  amountCents,
  name,
  merchantName: name,
  category: ['Entertainment', 'Streaming'],
  categoryCode: 'ENTERTAINMENT',
  pending: false,
  ...extra,
});
/** `count` payments `everyDays` apart, the last on `last`. */
const series = (last: string, everyDays: number, count: number, amount: number | ((i: number) => number), name: string, extra: Partial<BankTransaction> = {}) =>
  Array.from({ length: count }, (_, i) => {
    const day = new Date(Date.parse(`${last}T00:00:00Z`) - (count - 1 - i) * everyDays * 86_400_000).toISOString().slice(0, 10);
    return tx(day, typeof amount === 'function' ? amount(i) : amount, name, extra);
  });

describe('recurring payments', () => {
  it('finds weekly, biweekly and monthly series and tells them apart', () => {
    const found = recurringSeries([
      ...series('2026-11-20', 7, 6, 2500, 'Weekly Farm Box', { category: ['Food and drink', 'Groceries'], categoryCode: 'FOOD_AND_DRINK' }),
      ...series('2026-11-14', 14, 4, 4000, 'Lawn Care Co'),
      ...series('2026-11-05', 30, 5, 1599, 'StreamFlix'),
    ]);
    expect(found.map((s) => [s.name, s.cadence])).toEqual([
      ['Lawn Care Co', 'biweekly'],
      ['Weekly Farm Box', 'weekly'],
      ['StreamFlix', 'monthly'],
    ]);
  });

  it('does not count irregular amounts, irregular dates, fewer than three payments, or money coming in', () => {
    const found = recurringSeries([
      ...series('2026-11-20', 30, 5, (i) => [1000, 4500, 1200, 9000, 3000][i]!, 'Corner Store'),
      tx('2026-08-01', 2000, 'Gym'),
      tx('2026-08-20', 2000, 'Gym'),
      tx('2026-10-30', 2000, 'Gym'),
      ...series('2026-11-20', 30, 2, 999, 'Two Times'),
      ...series('2026-11-15', 14, 6, -250_000, 'Payroll ACME', { categoryCode: 'INCOME' }),
    ]);
    expect(found).toEqual([]);
  });

  it('drops a payee that stopped (the next payment was due and did not come), keeps one that is merely not due yet', () => {
    const found = recurringSeries([
      ...series('2026-08-03', 30, 5, 1299, 'Old Music'),
      ...series('2026-11-01', 30, 5, 899, 'Cloud Storage'),
      tx('2026-11-28', 5000, 'Groceries Mart', { category: ['Food and drink'], categoryCode: 'FOOD_AND_DRINK' }),
    ]);
    expect(found.map((s) => s.name)).toEqual(['Cloud Storage']);
  });

  it('groups a payee whose description carries a changing reference number', () => {
    expect(payeeKey({ merchantName: null, name: 'CITY WATER 88213' })).toBe(payeeKey({ merchantName: null, name: 'City Water #90114' }));
    const found = recurringSeries(
      ['2026-09-02', '2026-10-01', '2026-11-02'].map((d, i) => tx(d, 6100 + i * 100, `CITY WATER ${88213 + i}`, { merchantName: null, categoryCode: 'RENT_AND_UTILITIES', category: ['Rent and utilities', 'Water'] })),
    );
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ cadence: 'monthly', amountCents: 6300, lastDate: '2026-11-02', category: ['Rent and utilities', 'Water'] });
  });
});

describe('subscriptions', () => {
  it('are the fixed monthly payments that are not rent, utilities, loans or transfers', () => {
    const { recurring, subscriptions } = insightsFrom([
      ...series('2026-11-05', 30, 4, 1599, 'StreamFlix'),
      ...series('2026-11-01', 30, 4, 185_000, 'Maple Apartments', { categoryCode: 'RENT_AND_UTILITIES', category: ['Rent and utilities', 'Rent'] }),
      ...series('2026-11-03', 30, 4, (i) => 6000 + i * 250, 'Power Co', { categoryCode: 'RENT_AND_UTILITIES' }),
      ...series('2026-11-10', 30, 4, (i) => 4000 + i * 300, 'Phone Plan'),
      ...series('2026-11-20', 7, 6, 2500, 'Weekly Farm Box'),
    ]);
    expect(recurring.map((r) => r.name)).toEqual(['Maple Apartments', 'Power Co', 'Phone Plan', 'Weekly Farm Box', 'StreamFlix']);
    // Phone Plan varies by more than a dollar; the farm box is weekly.
    expect(subscriptions).toEqual([{ name: 'StreamFlix', amountCents: 1599, lastDate: '2026-11-05' }]);
  });
});

describe('spending by category', () => {
  it('totals the last 30 days of outflows by top-level category, largest first, without transfers, loans, income or pending ones', () => {
    const spending = spendingByCategory([
      tx('2026-11-30', 4000, 'Diner', { category: ['Food and drink', 'Restaurant'] }),
      tx('2026-11-02', 6000, 'Grocer', { category: ['Food and drink', 'Groceries'] }),
      tx('2026-10-31', 99_999, 'Too old', { category: ['Travel'] }),
      tx('2026-11-10', 5000, 'Fuel', { category: ['Transportation'] }),
      tx('2026-11-11', 50_000, 'To savings', { category: ['Transfer out'], categoryCode: 'TRANSFER_OUT' }),
      tx('2026-11-12', 30_000, 'Car loan', { category: ['Loan payments'], categoryCode: 'LOAN_PAYMENTS' }),
      tx('2026-11-15', -250_000, 'Payroll', { category: ['Income'], categoryCode: 'INCOME' }),
      tx('2026-11-29', 7000, 'Pending thing', { category: ['Travel'], pending: true }),
      tx('2026-11-20', 1000, 'Mystery', { category: [] }),
    ]);
    expect(spending.from).toBe('2026-11-01');
    expect(spending.to).toBe('2026-11-30');
    expect(spending.totalCents).toBe(16_000);
    expect(spending.categories).toEqual([
      { category: 'Food and drink', totalCents: 10_000, percent: 62.5 },
      { category: 'Transportation', totalCents: 5000, percent: 31.3 },
      { category: 'Uncategorized', totalCents: 1000, percent: 6.3 },
    ]);
  });

  it('is empty without transactions', () => {
    expect(spendingByCategory([])).toEqual({ from: null, to: null, totalCents: 0, categories: [] });
    expect(insightsFrom([])).toMatchObject({ recurring: [], subscriptions: [] });
  });
});
