import { bankMessages } from '../../contract/bank-messages.js';
import type { BankTransaction, InsightsView } from '../../contract/bank.js';
import { insightsFrom } from '../../domain/insights.js';
import { Conflict, NotFound } from '../../errors.js';
import type { StoredBankItem, StoredInsights } from '../../ports/bank-data.js';
import type { Deps } from '../../ports/deps.js';

export type BankDeps = Pick<Deps, 'bankStore' | 'bankData' | 'secrets' | 'now'> & { creditReports: Pick<Deps['creditReports'], 'markUse'> };

/** The access token is sealed for this user and this purpose: a copy on another item does not open. */
const tokenContext = (userId: string) => ({ userId, purpose: 'bank-access-token' });

/** What the card shows: the connection (never its token) and the insights of the last sync. */
export function insightsView(item: StoredBankItem, insights: StoredInsights, sandbox: boolean): InsightsView {
  return {
    connection: { institution: item.institution, accounts: item.accounts.map(({ name, mask }) => ({ name, mask })), connectedAt: item.connectedAt, lastSyncedAt: item.lastSyncedAt, sandbox },
    spending: insights.spending,
    recurring: insights.recurring,
    subscriptions: insights.subscriptions,
  };
}

/** `POST /api/bank/link-token`: what the link flow opens with. */
export async function startBankLink(deps: BankDeps, userId: string) {
  const { linkToken } = await deps.bankData.createLinkToken(userId);
  return { linkToken, sandbox: deps.bankData.sandbox };
}

/**
 * Pulls every change since the stored cursor (all pages), applies it to the stored transactions,
 * recomputes the insights and saves both, then moves the cursor: a failure half-way changes nothing
 * stored, and the next refresh starts from the same cursor.
 */
async function sync(deps: BankDeps, item: StoredBankItem): Promise<InsightsView> {
  const accessToken = await deps.secrets.open(item.accessToken, tokenContext(item.userId));
  const byId = new Map((await deps.bankStore.transactions(item.userId)).map((t) => [t.id, t]));
  let cursor = item.cursor;
  for (let page = 0; ; page++) {
    if (page === 100) throw new Error('bank sync: more than 100 pages');
    const changes = await deps.bankData.syncTransactions(accessToken, cursor);
    for (const t of [...changes.added, ...changes.modified]) byId.set(t.id, t);
    for (const id of changes.removed) byId.delete(id);
    cursor = changes.nextCursor;
    if (!changes.hasMore) break;
  }
  const transactions: BankTransaction[] = [...byId.values()].sort((a, b) => a.date.localeCompare(b.date) || a.id.localeCompare(b.id));
  const now = deps.now().toISOString();
  const insights: StoredInsights = { ...insightsFrom(transactions), computedAt: now };
  await deps.bankStore.saveTransactions(item.userId, transactions, insights);
  await deps.bankStore.updateSync(item.userId, { cursor, lastSyncedAt: now });
  // A sync is a use of the client's credit data (bank data is part of it): retention counts from the last one.
  await deps.creditReports.markUse(item.userId, now);
  return insightsView({ ...item, cursor, lastSyncedAt: now }, insights, deps.bankData.sandbox);
}

/** `POST /api/bank/connect`: the link flow's public token exchanged, the token sealed, the transactions synced. */
export async function connectBank(deps: BankDeps, userId: string, publicToken: string): Promise<InsightsView> {
  if (await deps.bankStore.getItem(userId)) throw new Conflict(bankMessages.alreadyConnected);
  const { accessToken, itemId } = await deps.bankData.exchangePublicToken(userId, publicToken);
  const { institution, accounts } = await deps.bankData.item(accessToken);
  const now = deps.now().toISOString();
  const item: StoredBankItem = {
    userId,
    provider: deps.bankData.name,
    itemId,
    institution,
    accounts,
    accessToken: await deps.secrets.seal(accessToken, tokenContext(userId)),
    cursor: null,
    connectedAt: now,
    lastSyncedAt: now,
  };
  await deps.bankStore.createItem(item);
  return sync(deps, item);
}

/** `POST /api/bank/refresh`: the changes since the last sync. */
export async function refreshBank(deps: BankDeps, userId: string): Promise<InsightsView> {
  const item = await deps.bankStore.getItem(userId);
  if (!item) throw new NotFound(bankMessages.notConnected);
  return sync(deps, item);
}

/** `POST /api/bank/disconnect`: the access ended at the aggregator, then the token, transactions and insights deleted. */
export async function disconnectBank(deps: BankDeps, userId: string): Promise<void> {
  const item = await deps.bankStore.getItem(userId);
  if (item) await deps.bankData.removeItem(await deps.secrets.open(item.accessToken, tokenContext(userId)));
  await deps.bankStore.deleteAll(userId);
}
