/**
 * Home of bank data (issue: insights): the aggregator (link token, token exchange, transactions
 * sync; the deterministic sandbox locally). Money in integer cents, dates ISO 8601 UTC.
 */
export interface BankTransaction {
  id: string;
  /** ISO 8601 date. */
  date: string;
  amountCents: number;
  description: string;
}

export interface BankData {
  linkToken(userId: string): Promise<string>;
  exchange(userId: string, publicToken: string): Promise<void>;
  sync(userId: string, cursor?: string): Promise<{ added: BankTransaction[]; next?: string }>;
}
