import { BUREAUS, bureauList, bureauNames, creditAlertMessages as m } from '../contract/credit-messages.js';
import type { Bureau, CreditChangeKind, CreditFile, Inquiry, PublicRecord, Tradeline } from '../contract/credit.js';
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import type { EmailMessage } from './account-emails.js';

dayjs.extend(utc);

/**
 * Credit monitoring: what changed between two of a client's credit files. Pure.
 * Only bureaus that answered both times are compared (a bureau that did not answer this month has not
 * deleted the client's accounts), and tradelines and collections are matched across files by `key`.
 */

/** A score move of at least this many points at one bureau is an alert (smaller moves are monthly noise). */
export const SCORE_ALERT_THRESHOLD = 20;

export interface CreditChange {
  kind: CreditChangeKind;
  /** The bureaus that report the change. */
  bureaus: Bureau[];
  /** The item in words: furnisher and masked number, the inquirer, the public record, or the bureau's score model. */
  item: string;
  /** The notification's title and body (contract's creditAlertMessages). */
  title: string;
  message: string;
  /** For a score change: the model and both values. */
  score?: { model: string; from: number; to: number };
}

/** Every change from `previous` to `next`, in a stable order: by kind, then as the next file lists the items. */
export function compareFiles(previous: CreditFile, next: CreditFile, threshold = SCORE_ALERT_THRESHOLD): CreditChange[] {
  const compared = BUREAUS.filter((b) => answered(previous, b) && answered(next, b));
  const inScope = <T extends { bureau: Bureau }>(items: readonly T[]) => items.filter((i) => compared.includes(i.bureau));
  const before = { accounts: inScope(previous.tradelines), collections: inScope(previous.collections), inquiries: inScope(previous.inquiries), records: inScope(previous.publicRecords) };
  const after = { accounts: inScope(next.tradelines), collections: inScope(next.collections), inquiries: inScope(next.inquiries), records: inScope(next.publicRecords) };
  return [
    ...newAccounts(before.accounts, after.accounts),
    ...newHardInquiries(before.inquiries, after.inquiries),
    ...newNegativeItems(before, after),
    ...removedItems(before, after),
    ...scoreChanges(previous, next, compared, threshold),
  ];
}

const answered = (file: CreditFile, bureau: Bureau) => file.bureaus.some((b) => b.bureau === bureau && b.outcome === 'ok');

// ---- Grouping one item's copies across bureaus ----

interface Grouped<T> {
  first: T;
  bureaus: Bureau[];
}

/** Groups items by identity (in first-seen order), collecting the bureaus that report each. */
function group<T extends { bureau: Bureau }>(items: readonly T[], id: (item: T) => string): Grouped<T>[] {
  const groups = new Map<string, Grouped<T>>();
  for (const item of items) {
    const g = groups.get(id(item));
    if (g) {
      if (!g.bureaus.includes(item.bureau)) g.bureaus.push(item.bureau);
    } else groups.set(id(item), { first: item, bureaus: [item.bureau] });
  }
  return [...groups.values()].map((g) => ({ ...g, bureaus: BUREAUS.filter((b) => g.bureaus.includes(b)) }));
}

/** The items of `next` whose (bureau, id) pair `previous` lacks, grouped across bureaus. */
function added<T extends { bureau: Bureau }>(previous: readonly T[], next: readonly T[], id: (item: T) => string): Grouped<T>[] {
  const seen = new Set(previous.map((item) => `${item.bureau}|${id(item)}`));
  return group(
    next.filter((item) => !seen.has(`${item.bureau}|${id(item)}`)),
    id,
  );
}

const accountName = (t: Tradeline) => `${t.furnisher} ${t.accountNumberMasked}`;
const inquiryId = (i: Inquiry) => `${i.subscriber.toUpperCase()}|${i.date}`;
const recordId = (r: PublicRecord) => `${r.kind}|${r.referenceMasked}|${r.dateFiled}`;
const recordName = (r: PublicRecord) => `${r.kind.replaceAll('_', ' ')} (${r.court}, ${r.referenceMasked})`;

function change(kind: CreditChangeKind, bureaus: Bureau[], item: string, message: string): CreditChange {
  return { kind, bureaus, item, title: m.titles[kind], message };
}

// ---- The five kinds ----

function newAccounts(previous: readonly Tradeline[], next: readonly Tradeline[]): CreditChange[] {
  return added(previous, next, (t) => t.key).map(({ first, bureaus }) =>
    change('new_account', bureaus, accountName(first), m.newAccount(accountName(first), bureauList(bureaus))),
  );
}

function newHardInquiries(previous: readonly Inquiry[], next: readonly Inquiry[]): CreditChange[] {
  const hard = (items: readonly Inquiry[]) => items.filter((i) => i.kind === 'hard');
  return added(hard(previous), hard(next), inquiryId).map(({ first, bureaus }) =>
    change('new_hard_inquiry', bureaus, first.subscriber, m.newHardInquiry(first.subscriber, first.date, bureauList(bureaus))),
  );
}

/** Metro 2 account status codes for 30, 60, 90, 120, 150 and 180 days past due. */
const LATE_STATUS_DAYS: Record<string, number> = { '71': 30, '78': 60, '80': 90, '82': 120, '83': 150, '84': 180 };
const COLLECTION_STATUS = '93';
const CHARGE_OFF_STATUS = '97';

/**
 * How bad a tradeline stands now, worst first: charged off (8), in collection (7), 1-6 for 30-180 days late
 * (the account status, the payment rating of a closed account, or the latest month of the payment history),
 * 0 when none of these.
 */
function delinquency(t: Tradeline): number {
  if (t.accountStatus === CHARGE_OFF_STATUS || t.paymentRating === 'L') return 8;
  if (t.accountStatus === COLLECTION_STATUS || t.paymentRating === 'G') return 7;
  const byStatus = LATE_STATUS_DAYS[t.accountStatus] ? LATE_STATUS_DAYS[t.accountStatus]! / 30 : 0;
  const rating = (c: string | null | undefined) => (c && /^[1-6]$/.test(c) ? Number(c) : 0);
  return Math.max(byStatus, rating(t.paymentRating), rating(t.paymentHistory[0]));
}

function delinquencyInWords(level: number): string {
  if (level === 8) return m.negative.chargeOff;
  if (level === 7) return m.negative.collection(null);
  return m.negative.late(level * 30);
}

type Items = { accounts: Tradeline[]; collections: Tradeline[]; inquiries: Inquiry[]; records: PublicRecord[] };

function newNegativeItems(previous: Items, next: Items): CreditChange[] {
  // An account (new or not) that stands worse at a bureau than it did there before.
  const before = new Map(previous.accounts.map((t) => [`${t.bureau}|${t.key}`, delinquency(t)]));
  const worse = next.accounts.filter((t) => delinquency(t) > (before.get(`${t.bureau}|${t.key}`) ?? 0));
  const accounts = group(worse, (t) => `${t.key}|${delinquency(t)}`).map(({ first, bureaus }) =>
    change('new_negative_item', bureaus, accountName(first), m.newNegativeItem(accountName(first), delinquencyInWords(delinquency(first)), bureauList(bureaus))),
  );
  const collections = added(previous.collections, next.collections, (t) => t.key).map(({ first, bureaus }) =>
    change('new_negative_item', bureaus, accountName(first), m.newNegativeItem(accountName(first), m.negative.collection(first.originalCreditor), bureauList(bureaus))),
  );
  const records = added(previous.records, next.records, recordId).map(({ first, bureaus }) =>
    change('new_negative_item', bureaus, recordName(first), m.newNegativeItem(recordName(first), m.negative.publicRecord, bureauList(bureaus))),
  );
  return [...accounts, ...collections, ...records];
}

/** Accounts, collections and public records a bureau reported before and no longer does (hard inquiries age off by rule: not news). */
function removedItems(previous: Items, next: Items): CreditChange[] {
  const gone = <T extends { bureau: Bureau }>(before: readonly T[], after: readonly T[], id: (item: T) => string, name: (item: T) => string) =>
    added(after, before, id).map(({ first, bureaus }) => change('item_removed', bureaus, name(first), m.itemRemoved(name(first), bureauList(bureaus))));
  return [
    ...gone(previous.accounts, next.accounts, (t) => t.key, accountName),
    ...gone(previous.collections, next.collections, (t) => t.key, accountName),
    ...gone(previous.records, next.records, recordId, recordName),
  ];
}

/** Per bureau, its first score (the one the cards show) against the previous file's score of the same model. */
function scoreChanges(previous: CreditFile, next: CreditFile, bureaus: readonly Bureau[], threshold: number): CreditChange[] {
  return bureaus.flatMap((b) => {
    const now = next.scores.find((s) => s.bureau === b);
    const then = now && previous.scores.find((s) => s.bureau === b && s.model === now.model);
    if (!now || !then || Math.abs(now.value - then.value) < threshold) return [];
    const item = `${bureauNames[b]} ${now.model}`;
    return [{ ...change('score_change', [b], item, m.scoreChange(bureauNames[b], now.model, then.value, now.value)), score: { model: now.model, from: then.value, to: now.value } }];
  });
}

// ---- When ----

/**
 * A client's file is refreshed once a month (the spec: scores update monthly), on the enrolment's monthly
 * anniversary in UTC: enrolled on the 31st, the refreshes fall on 28 (or 29) February, 31 March, 30 April, …,
 * never drifting to the shortest month's day. The next refresh is the first anniversary after the day of the
 * last one (or of the enrolment), so a daily run (and its retries) finds nothing due until then, and a run that
 * missed an anniversary refreshes once, not once per missed month. docs/credit.md, "Monthly monitoring".
 */
export function nextMonitoringRefresh(enrolledAt: string, lastRefreshAt: string | null): Date {
  const anchor = dayjs.utc(enrolledAt).startOf('day');
  const last = dayjs.utc(lastRefreshAt ?? enrolledAt).startOf('day');
  // dayjs clamps add(k, 'month') to the month's last day, and always counts from the anchor, so no drift.
  let k = Math.max(1, last.diff(anchor, 'month') - 1);
  while (!anchor.add(k, 'month').isAfter(last)) k += 1;
  return anchor.add(k, 'month').toDate();
}

/** Whether the monthly refresh is due at `now` (see nextMonitoringRefresh). */
export function monitoringDue(enrolledAt: string, lastRefreshAt: string | null, now: Date): boolean {
  return !dayjs.utc(nextMonitoringRefresh(enrolledAt, lastRefreshAt)).isAfter(dayjs.utc(now));
}

// ---- The email ----

/** One email listing every change of a monthly refresh (the bell gets one notification per change). */
export function creditAlertEmail(to: string, name: string, changes: readonly CreditChange[], dashboardLink: string): EmailMessage {
  const lines = changes.map((c) => `- ${c.title}: ${c.message}`).join('\n');
  return {
    to,
    subject: m.emailSubject(changes.length),
    text: `Hi ${name},\n\n${m.emailIntro(changes.length)}\n\n${lines}\n\n${m.emailOutro(dashboardLink)}\n\n— The Credit Repair team`,
  };
}
