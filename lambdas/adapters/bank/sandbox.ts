import { createHash } from 'node:crypto';
import { SANDBOX_BANK } from '../../contract/bank-messages.js';
import type { BankTransaction } from '../../contract/bank.js';
import { Invalid } from '../../errors.js';
import type { BankAccount, BankDataProvider, SyncPage } from '../../ports/bank-data.js';
import { recordSandboxEnd } from '../sandbox-ledger.js';

/**
 * The sandbox bank (docs/insights.md): no bank is contacted. Everything derives from the user id, so the
 * same client always sees the same bank: nine months of a checking account's transactions up to the day
 * of the sync, with the aggregator's conventions (outflows positive, personal-finance categories, the
 * last two days pending, a cursor-based sync of added, modified and removed).
 *
 * The link flow: `createLinkToken` gives `link-sandbox-<user>-<expiry>`; the sandbox's stand-in for the
 * aggregator's Link widget (the web's connect dialog) hands back `public-sandbox-<user>`, which only that
 * user can exchange, for `access-sandbox-<user>`.
 */

const PAGE_SIZE = 250;
const HISTORY_DAYS = 270;
const PENDING_DAYS = 2;
const DAY_MS = 86_400_000;

const userTag = (userId: string) => Buffer.from(userId).toString('base64url');
const userOf = (token: string, prefix: string) => (token.startsWith(prefix) ? Buffer.from(token.slice(prefix.length).split('-')[0]!, 'base64url').toString() : undefined);

/** A small seeded generator (mulberry32): the same user, the same numbers. */
function random(seed: string) {
  let a = createHash('sha256').update(seed).digest().readUInt32LE(0);
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface Kind {
  name: string;
  code: string;
  category: [string, string];
}
const k = (name: string, code: string, primary: string, detailed: string): Kind => ({ name, code, category: [primary, detailed] });
const PAYROLL = k('ACME Corp Payroll', 'INCOME', 'Income', 'Wages');
const RENT = k('Maple Court Apartments', 'RENT_AND_UTILITIES', 'Rent and utilities', 'Rent');
const ELECTRIC = k('City Power & Light', 'RENT_AND_UTILITIES', 'Rent and utilities', 'Gas and electricity');
const PHONE = k('Mobile Wireless', 'RENT_AND_UTILITIES', 'Rent and utilities', 'Telephone');
const STREAMING = k('StreamFlix', 'ENTERTAINMENT', 'Entertainment', 'TV and movies');
const GYM = k('Peak Fitness', 'PERSONAL_CARE', 'Personal care', 'Gyms and fitness centers');
const MUSIC = k('Tunely Music', 'ENTERTAINMENT', 'Entertainment', 'Music and audio');
const CLOUD = k('CloudBox Storage', 'GENERAL_SERVICES', 'General services', 'Online services');
const FARM_BOX = k('Green Valley Farm Box', 'FOOD_AND_DRINK', 'Food and drink', 'Groceries');
const LOAN = k('Riverside Auto Finance', 'LOAN_PAYMENTS', 'Loan payments', 'Car payment');
const SAVINGS = k('Transfer to Savings', 'TRANSFER_OUT', 'Transfer out', 'Savings');
const GROCERS = ['Fresh Market', 'Corner Grocer', 'SaveMore Foods'].map((n) => k(n, 'FOOD_AND_DRINK', 'Food and drink', 'Groceries'));
const DINING = ['Blue Door Cafe', 'Taco Town', 'Noodle House', 'Pizza Palace'].map((n) => k(n, 'FOOD_AND_DRINK', 'Food and drink', 'Restaurant'));
const FUEL = ['QuickFuel', 'Highway Gas'].map((n) => k(n, 'TRANSPORTATION', 'Transportation', 'Gas'));
const SHOPS = ['Online Marketplace', 'Home Goods Store', 'Book Nook'].map((n) => k(n, 'GENERAL_MERCHANDISE', 'General merchandise', 'Online marketplaces'));

const isoDay = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

/**
 * Every transaction of the user's sandbox bank dated from HISTORY_DAYS before `asOfDay` to it (days since
 * the epoch, UTC). Each day draws from its own seed, so a day's transactions (ids included) are the same
 * whichever day the sync runs: a later sync sees the same past.
 */
export function sandboxTransactions(userId: string, asOfDay: number): BankTransaction[] {
  const out: BankTransaction[] = [];
  const tag = userTag(userId).slice(0, 10);
  // Payday: every other Friday (day 1 of the epoch was a Friday), which one by the user.
  const payParity = random(`pay:${userId}`)() < 0.5 ? 1 : 8;
  const musicStops = asOfDay - 120;
  for (let day = asOfDay - HISTORY_DAYS; day <= asOfDay; day++) {
    const rnd = random(`bank:${userId}:${day}`);
    const cents = (min: number, max: number) => Math.round((min + rnd() * (max - min)) * 100);
    let n = 0;
    const add = (amountCents: number, kind: Kind, name = kind.name) => {
      n += 1;
      out.push({
        id: `sbx-${tag}-${day}-${n}`,
        accountId: 'sbx-checking',
        date: isoDay(day),
        amountCents,
        name,
        merchantName: kind.code === 'TRANSFER_OUT' || kind.code === 'INCOME' ? null : kind.name,
        category: [...kind.category],
        categoryCode: kind.code,
        pending: day > asOfDay - PENDING_DAYS,
      });
    };
    const date = new Date(day * DAY_MS);
    const dom = date.getUTCDate();
    const dow = date.getUTCDay();
    if (day % 14 === payParity) add(-cents(2140, 2160), PAYROLL, 'ACME CORP PAYROLL PPD');
    if (dom === 1) add(165_000, RENT);
    if (dom === 12) add(cents(58, 112), ELECTRIC, `CITY POWER & LIGHT ${10_000 + day}`);
    if (dom === 18) add(4500, PHONE);
    if (dom === 5) add(1549, STREAMING);
    if (dom === 3) add(2999, GYM);
    // A subscription the client cancelled four months ago (it is no longer recurring).
    if (dom === 9 && day <= musicStops) add(1099, MUSIC);
    if (dom === 21) add(299, CLOUD);
    if (dom === 20) add(28_900, LOAN);
    if (dom === 25) add(30_000, SAVINGS, 'ONLINE TRANSFER TO SAV XXXX4410');
    if (dow === 2) add(3200, FARM_BOX);
    if (rnd() < 0.2) add(cents(40, 160), GROCERS[Math.floor(rnd() * GROCERS.length)]!);
    if (rnd() < 0.27) add(cents(12, 60), DINING[Math.floor(rnd() * DINING.length)]!);
    if (rnd() < 0.13) add(cents(35, 55), FUEL[Math.floor(rnd() * FUEL.length)]!);
    if (rnd() < 0.1) add(cents(20, 200), SHOPS[Math.floor(rnd() * SHOPS.length)]!);
  }
  return out;
}

/**
 * Cursors: `sbx1p.<offset>.<day>` while the first sync pages through the history as of `day`, then
 * `sbx1.<day>`: the day the last sync saw (what was pending then has posted since).
 */
type Cursor = { kind: 'start' } | { kind: 'page'; offset: number; day: number } | { kind: 'since'; day: number };
function decodeCursor(cursor: string | null): Cursor {
  if (!cursor) return { kind: 'start' };
  const page = /^sbx1p\.(\d+)\.(\d+)$/.exec(cursor);
  if (page) return { kind: 'page', offset: Number(page[1]), day: Number(page[2]) };
  const since = /^sbx1\.(\d+)$/.exec(cursor);
  if (since) return { kind: 'since', day: Number(since[1]) };
  throw new Invalid('The bank sync cursor is not one the sandbox gave');
}

export class SandboxBankData implements BankDataProvider {
  readonly name = 'sandbox';
  readonly sandbox = true;

  /** `ledgerFile`: where ended links are recorded (the local stack's; none in unit tests). */
  constructor(
    private readonly now: () => Date = () => new Date(),
    private readonly ledgerFile?: string,
  ) {}

  private today() {
    return Math.floor(this.now().getTime() / DAY_MS);
  }

  async createLinkToken(userId: string) {
    const expiresAt = new Date(this.now().getTime() + 30 * 60_000).toISOString();
    return { linkToken: `link-sandbox-${userTag(userId)}-${Date.parse(expiresAt)}`, expiresAt };
  }

  async exchangePublicToken(userId: string, publicToken: string) {
    if (userOf(publicToken, 'public-sandbox-') !== userId) throw new Invalid('This bank link is not valid. Please connect again.');
    return { accessToken: `access-sandbox-${userTag(userId)}`, itemId: `item-sandbox-${userTag(userId).slice(0, 12)}` };
  }

  private userOfAccess(accessToken: string): string {
    const userId = userOf(accessToken, 'access-sandbox-');
    if (!userId) throw new Invalid('The bank access token is not one the sandbox gave');
    return userId;
  }

  async item(accessToken: string): Promise<{ institution: string; accounts: BankAccount[] }> {
    const userId = this.userOfAccess(accessToken);
    const mask = String(1000 + Math.floor(random(`mask:${userId}`)() * 9000));
    return { institution: SANDBOX_BANK.institution, accounts: [{ id: 'sbx-checking', name: SANDBOX_BANK.account, mask }] };
  }

  async syncTransactions(accessToken: string, cursor: string | null): Promise<SyncPage> {
    const userId = this.userOfAccess(accessToken);
    const at = decodeCursor(cursor);
    if (at.kind !== 'since') {
      // The first sync pages through the whole history, oldest first, as of the day it began.
      const day = at.kind === 'page' ? at.day : this.today();
      const offset = at.kind === 'page' ? at.offset : 0;
      const all = sandboxTransactions(userId, day);
      const hasMore = offset + PAGE_SIZE < all.length;
      return { added: all.slice(offset, offset + PAGE_SIZE), modified: [], removed: [], nextCursor: hasMore ? `sbx1p.${offset + PAGE_SIZE}.${day}` : `sbx1.${day}`, hasMore };
    }
    const today = this.today();
    const before = sandboxTransactions(userId, at.day);
    const seen = new Set(before.map((t) => t.id));
    const wasPending = new Set(before.filter((t) => t.pending).map((t) => t.id));
    const now = sandboxTransactions(userId, today);
    return {
      added: now.filter((t) => !seen.has(t.id)),
      // What the last sync saw as pending has posted since (the same ids, now settled).
      modified: now.filter((t) => wasPending.has(t.id) && !t.pending),
      removed: [],
      nextCursor: `sbx1.${today}`,
      hasMore: false,
    };
  }

  async removeItem(accessToken: string): Promise<void> {
    const userId = this.userOfAccess(accessToken);
    await recordSandboxEnd(this.ledgerFile, { provider: 'bank', subject: userId }, this.now());
  }
}
