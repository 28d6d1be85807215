import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import { BUREAUS } from '../contract/credit-messages.js';
import type { Bureau, BureauCardView, CreditAccountView, CreditFactorView, CreditFile, CreditReportView, ScoreHistoryPoint, Tradeline } from '../contract/credit.js';
import { scoreBandOf } from './score-bands.js';

dayjs.extend(utc);

/**
 * What the dashboard shows of one credit file, pure: a card per bureau, the credit factors
 * and the active accounts. The file is the normalised `CreditFile` (Metro 2 names, cents); the view is
 * computed once per pull and kept with it in the table.
 */

/** Scores update monthly: the card's "next update" is one month after the pull. */
export const SCORE_UPDATE_MONTHS = 1;
/** Hard inquiries counted on a card: those in the 12 months before the pull. */
export const RECENT_INQUIRY_MONTHS = 12;
/** A positive factor needs no late mark in the last 24 months of payment history. */
export const CLEAN_HISTORY_MONTHS = 24;
/** A positive factor needs revolving utilisation under this percentage. */
export const LOW_UTILIZATION_PERCENT = 10;
/** A positive factor needs an average account age over this many years. */
export const LONG_HISTORY_YEARS = 7;

/** Metro 2 account status codes (Credit Reporting Resource Guide, field 17A) in words. */
export const ACCOUNT_STATUS_WORDS: Record<string, string> = {
  '05': 'Transferred',
  '11': 'Current',
  '13': 'Paid or Closed',
  '61': 'Paid (was a voluntary surrender)',
  '62': 'Paid (was a collection)',
  '63': 'Paid (was a repossession)',
  '64': 'Paid (was a charge-off)',
  '65': 'Paid (was a foreclosure)',
  '71': '30 Days Late',
  '78': '60 Days Late',
  '80': '90 Days Late',
  '82': '120 Days Late',
  '83': '150 Days Late',
  '84': '180 Days Late',
  '88': 'Claim Filed with Government',
  '89': 'Deed in Lieu of Foreclosure',
  '93': 'Collection',
  '94': 'Foreclosure Completed',
  '95': 'Voluntary Surrender',
  '96': 'Repossession',
  '97': 'Charged Off',
  DA: 'Deleted',
  DF: 'Deleted (Fraud)',
};

const LATE_STATUSES = new Set(['71', '78', '80', '82', '83', '84']);
const LATE_MARK = /[1-6]/;

/** Each bureau's first score (cards use the first; Equifax may carry FICO after VantageScore), null where it gave none. */
export function scoresOf(file: CreditFile): ScoreHistoryPoint['scores'] {
  const first = (b: Bureau) => file.scores.find((s) => s.bureau === b)?.value ?? null;
  return { equifax: first('equifax'), experian: first('experian'), transunion: first('transunion') };
}

/** An account's status as the dashboard says it: 'Good Standing' when current, 'Late' when past due, else in words. */
export function accountStatusLabel(line: Pick<Tradeline, 'accountStatus' | 'pastDueCents'>): string {
  if (LATE_STATUSES.has(line.accountStatus)) return 'Late';
  if (line.accountStatus === '11') return line.pastDueCents > 0 ? 'Late' : 'Good Standing';
  return ACCOUNT_STATUS_WORDS[line.accountStatus] ?? `Status ${line.accountStatus}`;
}

/** Balance / limit x 100 to one decimal, 0 when the limit is 0 or unknown (spec section 9). */
export function utilizationPercent(balanceCents: number, limitCents: number | null): number {
  if (!limitCents || limitCents <= 0) return 0;
  return Math.round((balanceCents / limitCents) * 1000) / 10;
}

const isOpen = (t: Tradeline) => t.dateClosed === null;
const isOpenRevolving = (t: Tradeline) => isOpen(t) && t.portfolioType === 'R';

function card(file: CreditFile, b: Bureau, previous: ScoreHistoryPoint['scores'] | null): BureauCardView {
  const pulledAt = dayjs.utc(file.pulledAt);
  const outcome = file.bureaus.find((x) => x.bureau === b)?.outcome ?? 'unavailable';
  const score = file.scores.find((s) => s.bureau === b) ?? null;
  const lines = file.tradelines.filter((t) => t.bureau === b);
  const inquiriesFrom = pulledAt.subtract(RECENT_INQUIRY_MONTHS, 'month').format('YYYY-MM-DD');
  const pulledDay = pulledAt.format('YYYY-MM-DD');
  const previousScore = previous?.[b] ?? null;
  const oldest = lines.map((t) => t.dateOpened).sort()[0] ?? null;
  return {
    bureau: b,
    outcome,
    score: score ? { model: score.model, value: score.value, min: score.range.min, max: score.range.max } : null,
    pointsDifference: score && previousScore !== null ? score.value - previousScore : null,
    rating: score ? scoreBandOf(score.value, score.model).label : null,
    lastUpdated: pulledAt.toISOString(),
    nextUpdate: pulledAt.add(SCORE_UPDATE_MONTHS, 'month').toISOString(),
    availableCreditCents: lines
      .filter(isOpenRevolving)
      .reduce((sum, t) => sum + Math.max(0, (t.creditLimitCents ?? 0) - t.balanceCents), 0),
    oldestCreditLine: oldest,
    recentInquiries: file.inquiries.filter(
      (i) => i.bureau === b && i.kind === 'hard' && i.date > inquiriesFrom && i.date <= pulledDay,
    ).length,
    openAccounts: lines.filter(isOpen).length,
  };
}

interface FactorRule {
  title: string;
  description: string;
  impact: CreditFactorView['impact'];
}

/** The factors one bureau's part of the file proves (positive) or does not (neutral). */
function provenFactors(file: CreditFile, b: Bureau): FactorRule[] {
  const lines = file.tradelines.filter((t) => t.bureau === b);
  if (lines.length === 0) return [];
  const pulledAt = dayjs.utc(file.pulledAt);
  const out: FactorRule[] = [];

  const cleanHistory =
    !file.collections.some((c) => c.bureau === b) &&
    lines.every(
      (t) =>
        !LATE_MARK.test(t.paymentHistory.slice(0, CLEAN_HISTORY_MONTHS)) &&
        !LATE_STATUSES.has(t.accountStatus) &&
        t.pastDueCents === 0 &&
        !['93', '94', '95', '96', '97'].includes(t.accountStatus),
    );
  out.push(
    cleanHistory
      ? { title: 'No late payments', description: 'No account shows a late payment in the last 24 months.', impact: 'positive' }
      : { title: 'Payment history', description: 'Paying every account on time, every month, raises your score the most.', impact: 'neutral' },
  );

  const revolving = lines.filter((t) => isOpenRevolving(t) && (t.creditLimitCents ?? 0) > 0);
  const limit = revolving.reduce((s, t) => s + (t.creditLimitCents ?? 0), 0);
  const balance = revolving.reduce((s, t) => s + t.balanceCents, 0);
  if (limit > 0) {
    out.push(
      (balance / limit) * 100 < LOW_UTILIZATION_PERCENT
        ? { title: 'Low credit utilization', description: 'Your card balances use less than 10% of your credit limits.', impact: 'positive' }
        : { title: 'Credit utilization', description: 'Keeping card balances under 10% of your limits helps your score.', impact: 'neutral' },
    );
  }

  const ageYears = lines.reduce((s, t) => s + pulledAt.diff(dayjs.utc(t.dateOpened), 'day') / 365.25, 0) / lines.length;
  out.push(
    ageYears > LONG_HISTORY_YEARS
      ? { title: 'Long credit history', description: 'Your accounts are on average more than 7 years old.', impact: 'positive' }
      : { title: 'Age of credit history', description: 'The average age of your accounts grows as you keep them open.', impact: 'neutral' },
  );
  return out;
}

function factors(file: CreditFile): CreditFactorView[] {
  const merged = new Map<string, CreditFactorView>();
  const add = (key: string, f: FactorRule, b: Bureau) => {
    const found = merged.get(key);
    if (found) {
      if (!found.bureaus.includes(b)) found.bureaus.push(b);
    } else merged.set(key, { ...f, bureaus: [b] });
  };
  // The bureaus' reason codes first (negative, most important first), merged across bureaus by code.
  for (const b of BUREAUS) {
    for (const s of file.scores.filter((x) => x.bureau === b).slice(0, 1)) {
      for (const r of s.reasonCodes) {
        add(`reason:${r.code}:${r.description}`, { title: r.description, description: `Reason code ${r.code} given with your score.`, impact: 'negative' }, b);
      }
    }
  }
  const proven = BUREAUS.flatMap((b) => provenFactors(file, b).map((f) => ({ f, b })));
  for (const impact of ['positive', 'neutral'] as const) {
    for (const { f, b } of proven.filter((x) => x.f.impact === impact)) add(`${impact}:${f.title}`, f, b);
  }
  return [...merged.values()];
}

function accounts(file: CreditFile): CreditAccountView[] {
  const byKey = new Map<string, Tradeline[]>();
  for (const t of file.tradelines.filter(isOpen)) byKey.set(t.key, [...(byKey.get(t.key) ?? []), t]);
  return [...byKey.entries()].map(([key, copies]) => {
    // The most recently reported copy speaks for the account (bureaus in their usual order on a tie).
    const shown = [...copies].sort(
      (a, b) => b.dateReported.localeCompare(a.dateReported) || BUREAUS.indexOf(a.bureau) - BUREAUS.indexOf(b.bureau),
    )[0]!;
    return {
      key,
      name: shown.furnisher,
      type: shown.accountTypeLabel,
      status: accountStatusLabel(shown),
      balanceCents: shown.balanceCents,
      limitCents: shown.creditLimitCents,
      openDate: shown.dateOpened,
      utilization: utilizationPercent(shown.balanceCents, shown.creditLimitCents),
      bureaus: BUREAUS.filter((b) => copies.some((c) => c.bureau === b)),
    };
  });
}

/** The dashboard's view of one pull. `previousScores` are the previous pull's (null on the first). */
export function buildReportView(input: {
  id: string;
  file: CreditFile;
  previousScores: ScoreHistoryPoint['scores'] | null;
  sandbox: boolean;
}): CreditReportView {
  const { id, file, previousScores, sandbox } = input;
  return {
    id,
    pulledAt: dayjs.utc(file.pulledAt).toISOString(),
    provider: file.provider,
    sandbox,
    bureaus: BUREAUS.map((b) => card(file, b, previousScores)),
    factors: factors(file),
    accounts: accounts(file),
  };
}
