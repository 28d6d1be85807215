import { describe, expect, it } from 'vitest';
import { bankTransaction, sandboxPublicToken } from '../../../../lambdas/contract/bank.js';
import { SandboxBankData } from '../../../../lambdas/adapters/bank/sandbox.js';
import { insightsFrom } from '../../../../lambdas/domain/insights.js';
import type { SyncPage } from '../../../../lambdas/ports/bank-data.js';

const at = (iso: string) => () => new Date(iso);

async function connect(bank: SandboxBankData, userId: string) {
  const { linkToken } = await bank.createLinkToken(userId);
  // The sandbox's stand-in for the aggregator's Link widget hands back this public token.
  return bank.exchangePublicToken(userId, sandboxPublicToken(linkToken));
}

async function syncAll(bank: SandboxBankData, accessToken: string, cursor: string | null) {
  const pages: SyncPage[] = [];
  let next = cursor;
  do {
    const page = await bank.syncTransactions(accessToken, next);
    pages.push(page);
    next = page.nextCursor;
    if (!page.hasMore) break;
  } while (pages.length < 20);
  return { pages, cursor: next };
}

describe('the sandbox bank', () => {
  it('links only the user it was opened for', async () => {
    const bank = new SandboxBankData(at('2026-11-23T12:00:00Z'));
    const { accessToken } = await connect(bank, 'user-a');
    expect(accessToken).toMatch(/^access-sandbox-/);
    const { linkToken } = await bank.createLinkToken('user-a');
    await expect(bank.exchangePublicToken('user-b', sandboxPublicToken(linkToken))).rejects.toThrow(/not valid/);
  });

  it('pages the first sync through nine months of well-formed transactions, the same ones for the same user', async () => {
    const bank = new SandboxBankData(at('2026-11-23T12:00:00Z'));
    const { accessToken } = await connect(bank, 'user-a');
    const first = await syncAll(bank, accessToken, null);
    const again = await syncAll(bank, accessToken, null);
    const added = first.pages.flatMap((p) => p.added);
    expect(first.pages.length).toBeGreaterThan(1);
    expect(added.length).toBeGreaterThan(250);
    for (const t of added) bankTransaction.parse(t);
    expect(again.pages.flatMap((p) => p.added)).toEqual(added);
    expect(new Set(added.map((t) => t.id)).size).toBe(added.length);
    expect(added.filter((t) => t.pending).every((t) => t.date >= '2026-11-22')).toBe(true);
  });

  it('gives insights with recurring bills, a weekly box and the monthly subscriptions, but not the cancelled one', async () => {
    const bank = new SandboxBankData(at('2026-11-23T12:00:00Z'));
    const { accessToken } = await connect(bank, 'user-a');
    const { pages } = await syncAll(bank, accessToken, null);
    const insights = insightsFrom(pages.flatMap((p) => p.added));
    expect(insights.spending.categories.length).toBeGreaterThan(3);
    const recurring = insights.recurring.map((r) => r.name);
    expect(recurring).toEqual(expect.arrayContaining(['Maple Court Apartments', 'Riverside Auto Finance', 'Green Valley Farm Box', 'StreamFlix', 'Peak Fitness', 'CloudBox Storage']));
    expect(recurring).not.toContain('Tunely Music');
    expect(recurring).not.toContain('Transfer to Savings');
    expect(insights.recurring.find((r) => r.name === 'Green Valley Farm Box')?.cadence).toBe('weekly');
    expect(insights.subscriptions.map((s) => s.name).sort()).toEqual(['CloudBox Storage', 'Peak Fitness', 'StreamFlix']);
  });

  it('syncs later days as added and posts what was pending as modified', async () => {
    let now = '2026-11-23T12:00:00Z';
    const bank = new SandboxBankData(() => new Date(now));
    const { accessToken } = await connect(bank, 'user-a');
    const first = await syncAll(bank, accessToken, null);
    const pendingBefore = first.pages.flatMap((p) => p.added).filter((t) => t.pending);
    now = '2026-11-30T12:00:00Z';
    const later = await bank.syncTransactions(accessToken, first.cursor);
    expect(later.added.every((t) => t.date > '2026-11-23')).toBe(true);
    expect(later.added.length).toBeGreaterThan(0);
    expect(later.modified.map((t) => t.id).sort()).toEqual(pendingBefore.map((t) => t.id).sort());
    expect(later.modified.every((t) => !t.pending)).toBe(true);
    await expect(bank.syncTransactions(accessToken, 'not-a-cursor')).rejects.toThrow(/cursor/);
  });
});
