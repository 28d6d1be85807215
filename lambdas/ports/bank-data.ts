import type { BankTransaction, InsightsView } from '../contract/bank.js';
import type { Sealed } from './secrets.js';

/**
 * A bank-data aggregator, shaped like the leading one's API: the browser's link flow
 * opens with a link token and hands back a public token, which the server exchanges for an access token
 * (never sent to the browser); transactions come through a cursor-based sync of added, modified and
 * removed ones. The deterministic sandbox (adapters/bank/sandbox.ts) answers locally and until a real
 * provider is configured.
 */
export interface BankAccount {
  id: string;
  name: string;
  /** The last digits of the account number, as the bank shows them. */
  mask: string;
}

export interface SyncPage {
  added: BankTransaction[];
  modified: BankTransaction[];
  removed: string[];
  nextCursor: string;
  hasMore: boolean;
}

export interface BankDataProvider {
  name: string;
  sandbox: boolean;
  /** A short-lived token the link flow opens with, bound to the user. */
  createLinkToken(userId: string): Promise<{ linkToken: string; expiresAt: string }>;
  /** The link flow's public token, for this user, exchanged for a lasting access token. */
  exchangePublicToken(userId: string, publicToken: string): Promise<{ accessToken: string; itemId: string }>;
  item(accessToken: string): Promise<{ institution: string; accounts: BankAccount[] }>;
  /** One page of changes since `cursor` (null: from the start). */
  syncTransactions(accessToken: string, cursor: string | null): Promise<SyncPage>;
  /** Ends the access token at the provider (disconnecting). */
  removeItem(accessToken: string): Promise<void>;
}

/** The connection as stored: the access token sealed with envelope encryption (ports/secrets.ts). */
export interface StoredBankItem {
  userId: string;
  provider: string;
  itemId: string;
  institution: string;
  accounts: BankAccount[];
  accessToken: Sealed;
  cursor: string | null;
  /** ISO 8601 UTC. */
  connectedAt: string;
  lastSyncedAt: string;
}

/** The insights computed at the last sync (the dashboard reads them with the rest of the user's collection). */
export type StoredInsights = Pick<InsightsView, 'spending' | 'recurring' | 'subscriptions'> & { computedAt: string };

export interface BankStore {
  getItem(userId: string): Promise<StoredBankItem | undefined>;
  /** Creates the connection; fails with `Conflict` when one exists. */
  createItem(item: StoredBankItem): Promise<void>;
  updateSync(userId: string, sync: { cursor: string | null; lastSyncedAt: string }): Promise<void>;
  transactions(userId: string): Promise<BankTransaction[]>;
  /** Replaces the stored transactions (kept by month) and the insights computed from them. */
  saveTransactions(userId: string, transactions: readonly BankTransaction[], insights: StoredInsights): Promise<void>;
  /** The connection, the transactions and the insights: disconnecting and account deletion. Safe to repeat. */
  deleteAll(userId: string): Promise<void>;
}
