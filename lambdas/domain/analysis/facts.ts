import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import { BUREAUS } from '../../contract/credit-messages.js';
import type { Bureau, Tradeline } from '../../contract/credit.js';
import { ACCOUNT_STATUS_WORDS } from '../credit-report.js';

dayjs.extend(utc);

/**
 * What the analysis rules read off a `CreditFile`, in one place: Metro 2 codes in words, delinquency,
 * the payment history by month, and the same account across bureaus. Pure.
 */

/** Metro 2 account status codes that say the account is 30-180 days late now. */
export const LATE_STATUS_DAYS: Record<string, number> = { '71': 30, '78': 60, '80': 90, '82': 120, '83': 150, '84': 180 };
export const COLLECTION_STATUS = '93';
export const CHARGE_OFF_STATUS = '97';
/** Paid or closed ('13') and the "paid, was …" statuses ('61'-'65'): nothing is owed. */
export const PAID_STATUSES = new Set(['13', '61', '62', '63', '64', '65']);
/** Special comments (Metro 2 field 19) that say the account was settled: 'AU' paid in full for less than the full balance. */
export const SETTLED_COMMENTS = new Set(['AU']);
/** Compliance condition code for "account information disputed by consumer" (Metro 2 field 20, FCRA §623(a)(3)). */
export const DISPUTED_CODE = 'XB';
/**
 * Payment history characters, in both alphabets a file may carry: the Metro 2 profile ('0' current, '1'-'6' late,
 * 'G' collection, 'H' foreclosure, 'J' voluntary surrender, 'K' repossession, 'L' charge-off, 'B'/'D' no data, 'E' zero
 * balance and current) and the MISMO payment pattern ('C' current, 'N' no activity, 'X' no data, '1'-'6' late,
 * '7' wage-earner plan, '8' repossession or foreclosure, '9' collection or charge-off).
 */
export const DELINQUENT_MARK = /^[1-9GHJKL]$/;
const LATE_MARK = /^[1-6]$/;
/** A month the bureau reports paid as agreed. */
export const CURRENT_MARK = /^[0CE]$/;
/** A month the bureau says nothing about (no data, no history, no activity): it neither breaks nor proves a delinquency. */
export const NO_DATA_MARK = /^[BDXN\- ]$/;

export const dollars = (cents: number): string =>
  `${cents < 0 ? '-' : ''}$${(Math.abs(cents) / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

export const statusInWords = (code: string): string => ACCOUNT_STATUS_WORDS[code] ?? `status ${code}`;

/** The account as the client reads it on the report: furnisher and masked number. */
export const accountName = (line: Pick<Tradeline, 'furnisher' | 'accountNumberMasked'>): string => `${line.furnisher} ${line.accountNumberMasked}`;

export const isCollection = (line: Tradeline): boolean => line.accountType === '48' || line.accountStatus === COLLECTION_STATUS || line.paymentRating === 'G';
export const isChargeOff = (line: Tradeline): boolean => line.accountStatus === CHARGE_OFF_STATUS || line.accountStatus === '64' || line.paymentRating === 'L';

/**
 * The derogatory kinds FCRA §605(c) times like a collection (7 years from 180 days after the delinquency began: "placed
 * for collection, charged to profit and loss, or subjected to any similar action"), from the Metro 2 status, the payment
 * rating, the consumer information indicator and the last month of the payment history.
 */
export type DerogatoryKind = 'collection' | 'charge-off' | 'repossession' | 'foreclosure' | 'voluntary surrender' | 'wage-earner plan';
/** Metro 2 consumer information indicators of a chapter 13 (wage-earner plan): petition 'D', discharged 'H', dismissed 'L', withdrawn 'P'. */
const WAGE_EARNER_INDICATORS = new Set(['D', 'H', 'L', 'P']);
/** Metro 2 consumer information indicators of a discharged bankruptcy (chapters 7, 11, 12, 13). */
export const DISCHARGED_INDICATORS = new Set(['E', 'F', 'G', 'H']);
export function derogatoryKind(line: Tradeline): DerogatoryKind | null {
  const last = line.paymentHistory.charAt(0);
  if (isCollection(line) || line.accountStatus === '62') return 'collection';
  if (isChargeOff(line)) return 'charge-off';
  if (['96', '63'].includes(line.accountStatus) || line.paymentRating === 'K' || last === 'K') return 'repossession';
  if (['94', '65', '89'].includes(line.accountStatus) || line.paymentRating === 'H' || last === 'H') return 'foreclosure';
  if (['95', '61'].includes(line.accountStatus) || line.paymentRating === 'J' || last === 'J') return 'voluntary surrender';
  if (WAGE_EARNER_INDICATORS.has(line.consumerInformationIndicator ?? '') || last === '7') return 'wage-earner plan';
  if (last === '8') return 'repossession';
  if (last === '9') return 'charge-off';
  return null;
}
export const isLateNow = (line: Tradeline): boolean => line.accountStatus in LATE_STATUS_DAYS || /^[1-6]$/.test(line.paymentRating ?? '');
export const hasLateMarks = (line: Tradeline): boolean => [...line.paymentHistory].some((c) => LATE_MARK.test(c));
/** A negative item: a collection, a charge-off, late now, or late marks in the payment history. */
export const isNegative = (line: Tradeline): boolean => derogatoryKind(line) !== null || isLateNow(line) || hasLateMarks(line);
export const isPaidOrSettled = (line: Tradeline): boolean =>
  PAID_STATUSES.has(line.accountStatus) || SETTLED_COMMENTS.has(line.specialComment ?? '');
export const lateCount = (line: Tradeline): number => [...line.paymentHistory].filter((c) => LATE_MARK.test(c)).length;

/** The calendar month (YYYY-MM) of payment-history position `index` (0 = the month the bureau reported). */
export const historyMonth = (line: Pick<Tradeline, 'dateReported'>, index: number): string =>
  dayjs.utc(line.dateReported).startOf('month').subtract(index, 'month').format('YYYY-MM');

/** Each late mark in the history with its month, most recent first. */
export function lateMarks(line: Tradeline): { month: string; mark: string }[] {
  return [...line.paymentHistory].flatMap((mark, index) => (LATE_MARK.test(mark) ? [{ month: historyMonth(line, index), mark }] : []));
}

/**
 * The oldest month of the delinquency the account is in now: from the latest month back, through the
 * unbroken run of delinquent marks (no-data months do not break it), the oldest. Null when not delinquent now.
 */
export function currentDelinquencyStart(line: Tradeline): string | null {
  let oldest: string | null = null;
  for (const [index, mark] of [...line.paymentHistory].entries()) {
    if (DELINQUENT_MARK.test(mark)) oldest = historyMonth(line, index);
    else if (NO_DATA_MARK.test(mark)) continue;
    else break;
  }
  return oldest;
}

export const lateMarkInWords = (mark: string): string => `${Number(mark) * 30} days late`;

/** The month → mark of the whole history (most recent first), to compare two bureaus month by month whatever their lengths. */
export function historyByMonth(line: Tradeline): Map<string, string> {
  return new Map([...line.paymentHistory].map((mark, index) => [historyMonth(line, index), mark]));
}

/** The report month of a copy (YYYY-MM): copies of one account are compared only within the same month. */
export const reportMonth = (line: Pick<Tradeline, 'dateReported'>): string => line.dateReported.slice(0, 7);

/** A month in words: '2026-03' → 'March 2026'. */
export const monthInWords = (month: string): string => dayjs.utc(`${month}-01`).format('MMMM YYYY');

/** The same account at each bureau that reports it, by key, in the order of BUREAUS. */
export function accountsByKey(lines: readonly Tradeline[]): Map<string, Tradeline[]> {
  const byKey = new Map<string, Tradeline[]>();
  for (const line of lines) byKey.set(line.key, [...(byKey.get(line.key) ?? []), line]);
  for (const [key, copies] of byKey) byKey.set(key, [...copies].sort((a, b) => BUREAUS.indexOf(a.bureau) - BUREAUS.indexOf(b.bureau)));
  return byKey;
}

export const bureausOf = (items: readonly { bureau: Bureau }[]): Bureau[] => BUREAUS.filter((b) => items.some((i) => i.bureau === b));

/** Names, streets and employers compared without case, punctuation or extra spaces. */
export const normalise = (text: string): string => text.toUpperCase().replace(/[^A-Z0-9 ]/g, ' ').replace(/\s+/g, ' ').trim();

/** Creditor names compared loosely: 'CREDIT ONE BANK' and 'CREDIT ONE BANK N.A.' are the same creditor. */
export function sameCreditor(a: string, b: string): boolean {
  const strip = (s: string) => normalise(s).replace(/\b(N A|NA|INC|LLC|CORP|CO|BANK|USA|FSB)\b/g, '').replace(/\s+/g, ' ').trim();
  const x = strip(a);
  const y = strip(b);
  return x.length > 0 && y.length > 0 && (x === y || x.startsWith(`${y} `) || y.startsWith(`${x} `));
}

export const addDays = (date: string, days: number): string => dayjs.utc(date).add(days, 'day').format('YYYY-MM-DD');
export const addYears = (date: string, years: number): string => dayjs.utc(date).add(years, 'year').format('YYYY-MM-DD');
export const monthsBetween = (from: string, to: string): number => dayjs.utc(to).diff(dayjs.utc(from), 'month', true);
export const daysBetween = (from: string, to: string): number => dayjs.utc(to).diff(dayjs.utc(from), 'day');
export const dateOf = (instant: string): string => instant.slice(0, 10);
