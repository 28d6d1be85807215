import { bureauList, bureauNames, type Bureau, type CreditFile, type Inquiry, type PublicRecord, type Tradeline } from '../../contract/credit.js';
import type { Evidence, Finding, FindingRule, ObsolescenceEntry, Priority, UtilizationLine } from '../../contract/analysis.js';
import type { DisputeReason, DisputeResult } from '../../contract/disputes.js';
import { EXTENDED_INVESTIGATION_DAYS } from '../../contract/disputes.js';
import {
  accountName,
  accountsByKey,
  addDays,
  addYears,
  bureausOf,
  currentDelinquencyStart,
  dateOf,
  daysBetween,
  DISPUTED_CODE,
  dollars,
  isChargeOff,
  isCollection,
  isNegative,
  isPaidOrSettled,
  lateCount,
  lateMarkInWords,
  lateMarks,
  monthsBetween,
  normalise,
  sameCreditor,
  statusInWords,
} from './facts.js';

/**
 * The analysis rules (issue 15 item 1), pure functions over the normalised `CreditFile`. Each returns
 * findings that name their rule, the report lines they rest on (evidence: item, bureau, field and what the
 * bureau reports) and why. The projection model (projection.ts) adds each finding's estimate afterwards.
 * The legal grounds are in docs/analysis.md.
 */

/** What the rules read besides the file. */
export interface AnalysisInput {
  file: CreditFile;
  /** The client's earlier pulls, oldest first (a re-aged date between pulls; a dispute flag left standing). */
  earlier: readonly CreditFile[];
  /** The client's own details from their profile; null when they have not saved it (personal information is then not compared). */
  client: { fullName: string; street: string; city: string; state: string; zipCode: string; employerName: string | null } | null;
  /** The client's answers: finding id → whether they recognise the item. */
  confirmations: Readonly<Record<string, boolean>>;
  /** The client's disputes: which bureaus answered about which account. */
  disputes: readonly { accountKey: string | null; items: readonly { bureau: Bureau; result: DisputeResult | null }[] }[];
}

/** A finding before the projection model puts points on it. */
export type DraftFinding = Omit<Finding, 'estimatedPoints'>;

/** FCRA §605(c)(1): collections and charge-offs run 7 years from 180 days after the delinquency began. */
export const COLLECTION_GRACE_DAYS = 180;
export const NEGATIVE_REPORTING_YEARS = 7;
/** FCRA §605(a)(1): bankruptcies 10 years from the order for relief (we count from the filing date, the earlier). */
export const BANKRUPTCY_REPORTING_YEARS = 10;
/** Balances of two bureaus' copies are compared when their reporting dates are this close (balances move every month). */
export const SAME_CYCLE_DAYS = 45;
/** Below this many accounts (not counting collections) a file is thin: scores are missing or unstable. */
export const THIN_FILE_ACCOUNTS = 3;
/** Hard inquiries count in scores for 12 months and stay on the report for 24. */
export const INQUIRY_SCORING_MONTHS = 12;
export const INQUIRY_REPORTING_MONTHS = 24;
/** Utilization thresholds the plan aims under (scoring models' bands). */
export const UTILIZATION_HIGH = 30;
export const UTILIZATION_IDEAL = 10;

type Rule = (input: AnalysisInput) => DraftFinding[];

const line = (l: Tradeline, field: string, reported: string): Evidence => ({
  item: isCollection(l) && l.accountType === '48' ? 'collection' : 'tradeline',
  ref: l.key,
  bureau: l.bureau,
  field,
  reported,
});

const dispute = (reason: DisputeReason, correction: string, bureaus: Bureau[]) => ({ reason, correction, bureaus });

const allAccounts = (file: CreditFile) => [...file.tradelines, ...file.collections];

// ---- Obsolescence (FCRA §605) ----

function negativeKind(l: Tradeline): string {
  if (isCollection(l)) return 'collection';
  if (isChargeOff(l)) return 'charge-off';
  return 'late payments';
}

/** When one bureau's copy of a negative item must leave the report, or null when the report does not say when it began. */
function removalOf(l: Tradeline): { from: string; removeBy: string } | null {
  if (isCollection(l) || isChargeOff(l)) {
    if (!l.dateFirstDelinquency) return null;
    return { from: l.dateFirstDelinquency, removeBy: addYears(addDays(l.dateFirstDelinquency, COLLECTION_GRACE_DAYS), NEGATIVE_REPORTING_YEARS) };
  }
  const oldestLate = lateMarks(l).at(-1);
  const from = l.dateFirstDelinquency ?? (oldestLate ? `${oldestLate.month}-01` : null);
  return from ? { from, removeBy: addYears(from, NEGATIVE_REPORTING_YEARS) } : null;
}

function recordRemoval(r: PublicRecord): { from: string; removeBy: string } | null {
  if (r.kind.startsWith('bankruptcy')) return { from: r.dateFiled, removeBy: addYears(r.dateFiled, BANKRUPTCY_REPORTING_YEARS) };
  // A paid tax lien runs from its payment; an unpaid one has no period in §605.
  if (r.kind === 'tax_lien') return r.dateResolved ? { from: r.dateResolved, removeBy: addYears(r.dateResolved, NEGATIVE_REPORTING_YEARS) } : null;
  return { from: r.dateFiled, removeBy: addYears(r.dateFiled, NEGATIVE_REPORTING_YEARS) };
}

const recordRef = (r: PublicRecord) => `record:${r.kind}:${r.referenceMasked}`;
const recordName = (r: PublicRecord) => `${r.kind.replaceAll('_', ' ')} (${r.court}, ${r.referenceMasked})`;

/** The client's obsolescence calendar: every negative item, the date it runs from and the date it must leave, earliest first. */
export function obsolescence(file: CreditFile): ObsolescenceEntry[] {
  const today = dateOf(file.pulledAt);
  const entries = new Map<string, ObsolescenceEntry>();
  const add = (ref: string, subject: string, kind: string, b: Bureau, period: { from: string; removeBy: string }) => {
    const id = `${ref}|${period.from}`;
    const entry = entries.get(id);
    if (entry) entry.bureaus = bureausOf([...entry.bureaus.map((x) => ({ bureau: x })), { bureau: b }]);
    else entries.set(id, { ref, subject, kind, bureaus: [b], ...period, overdue: period.removeBy <= today });
  };
  for (const l of allAccounts(file).filter(isNegative)) {
    const period = removalOf(l);
    if (period) add(l.key, accountName(l), negativeKind(l), l.bureau, period);
  }
  for (const r of file.publicRecords) {
    const period = recordRemoval(r);
    if (period) add(recordRef(r), recordName(r), r.kind.replaceAll('_', ' '), r.bureau, period);
  }
  return [...entries.values()].sort((a, b) => a.removeBy.localeCompare(b.removeBy) || a.ref.localeCompare(b.ref));
}

const obsoleteNegative: Rule = ({ file }) =>
  obsolescence(file)
    .filter((entry) => entry.overdue)
    .map((entry) => {
      const isRecord = entry.ref.startsWith('record:');
      const evidence: Evidence[] = isRecord
        ? file.publicRecords
            .filter((r) => recordRef(r) === entry.ref)
            .map((r) => ({ item: 'public_record', ref: entry.ref, bureau: r.bureau, field: 'dateFiled', reported: r.dateFiled }))
        : allAccounts(file)
            .filter((l) => l.key === entry.ref && removalOf(l)?.from === entry.from)
            .map((l) => line(l, l.dateFirstDelinquency ? 'dateFirstDelinquency' : 'paymentHistory', l.dateFirstDelinquency ?? entry.from));
      return {
        id: `obsolete_negative:${entry.ref}`,
        rule: 'obsolete_negative',
        priority: 'high',
        title: `${entry.subject} is past its reporting period`,
        explanation:
          `This ${entry.kind} ${isRecord ? 'was filed' : 'became delinquent'} on ${entry.from}. Under the Fair Credit Reporting Act (§605) ` +
          `it could be reported until ${entry.removeBy}, and ${bureauList(entry.bureaus)} still ${entry.bureaus.length === 1 ? 'reports' : 'report'} it.`,
        subject: entry.subject,
        accountKey: isRecord ? null : entry.ref,
        bureaus: entry.bureaus,
        evidence,
        dispute: dispute(
          'Other',
          `This item is older than the reporting period of the Fair Credit Reporting Act (§605): it had to leave my credit file by ${entry.removeBy}. It should be deleted.`,
          entry.bureaus,
        ),
        needsConfirmation: false,
      } satisfies DraftFinding;
    });

// ---- The same account reported differently ----

interface Field {
  name: keyof Tradeline | 'lateCount' | 'open';
  label: string;
  read: (l: Tradeline) => string;
  /** Higher is worse for the consumer: which bureaus to dispute. */
  severity: (l: Tradeline) => number;
  reason: DisputeReason;
  priority: Priority;
}

const COMPARED: readonly Field[] = [
  { name: 'accountStatus', label: 'status', read: (l) => statusInWords(l.accountStatus), severity: (l) => (isNegative(l) ? 1 : 0) + (l.accountStatus === '11' ? 0 : 0.5), reason: 'Incorrect payment history', priority: 'high' },
  { name: 'lateCount', label: 'late payments', read: (l) => `${lateCount(l)} late in the last ${l.paymentHistory.length} months`, severity: lateCount, reason: 'Incorrect payment history', priority: 'high' },
  { name: 'balanceCents', label: 'balance', read: (l) => dollars(l.balanceCents), severity: (l) => l.balanceCents, reason: 'Incorrect balance reported', priority: 'medium' },
  { name: 'pastDueCents', label: 'past-due amount', read: (l) => dollars(l.pastDueCents), severity: (l) => l.pastDueCents, reason: 'Incorrect balance reported', priority: 'high' },
  { name: 'open', label: 'open or closed', read: (l) => (l.dateClosed ? `closed ${l.dateClosed}` : 'open'), severity: () => 0, reason: 'Other', priority: 'low' },
  { name: 'dateOpened', label: 'date opened', read: (l) => l.dateOpened, severity: () => 0, reason: 'Other', priority: 'low' },
];

const PRIORITY_ORDER: Record<Priority, number> = { high: 0, medium: 1, low: 2 };

const crossBureauMismatch: Rule = ({ file }) => {
  const findings: DraftFinding[] = [];
  for (const [key, copies] of accountsByKey(allAccounts(file))) {
    if (copies.length < 2) continue;
    const sameCycle = Math.abs(daysBetween(copies.map((c) => c.dateReported).sort()[0]!, copies.map((c) => c.dateReported).sort().at(-1)!)) <= SAME_CYCLE_DAYS;
    const differing = COMPARED.filter((f) => (sameCycle || (f.name !== 'balanceCents' && f.name !== 'pastDueCents')) && new Set(copies.map(f.read)).size > 1);
    if (differing.length === 0) continue;
    const first = differing.sort((a, b) => PRIORITY_ORDER[a.priority] - PRIORITY_ORDER[b.priority])[0]!;
    const worst = Math.max(...copies.map(first.severity));
    const least = Math.min(...copies.map(first.severity));
    const toDispute = worst > least ? bureausOf(copies.filter((c) => first.severity(c) === worst)) : bureausOf(copies);
    const best = copies.find((c) => first.severity(c) === least)!;
    const name = accountName(copies[0]!);
    findings.push({
      id: `cross_bureau_mismatch:${key}`,
      rule: 'cross_bureau_mismatch',
      priority: first.priority,
      title: `${name} is reported differently by ${bureauList(bureausOf(copies))}`,
      explanation:
        differing.map((f) => `The ${f.label}: ${copies.map((c) => `${bureauNames[c.bureau]} reports ${f.read(c)}`).join(', ')}.`).join(' ') +
        ' One account can only have one true history: a bureau must follow procedures for the maximum possible accuracy (FCRA §607(b)), so the copies that differ can be disputed.',
      subject: name,
      accountKey: key,
      bureaus: bureausOf(copies),
      evidence: differing.flatMap((f) => copies.map((c) => line(c, f.name, f.read(c)))),
      dispute: dispute(
        first.reason,
        worst > least
          ? `The ${first.label} should be reported as ${first.read(best)}, as ${bureauNames[best.bureau]} reports it.`
          : `The ${first.label} should be reported accurately: the bureaus report it differently.`,
        toDispute,
      ),
      needsConfirmation: false,
    });
  }
  return findings;
};

// ---- Re-aged date of first delinquency ----

const reagedDelinquency: Rule = ({ file, earlier }) => {
  const findings: DraftFinding[] = [];
  for (const [key, copies] of accountsByKey(allAccounts(file))) {
    const evidence: Evidence[] = [];
    const reasons: string[] = [];
    const later = new Set<Bureau>();
    let correct: string | null = null;
    const dated = copies.filter((c) => c.dateFirstDelinquency);
    const dates = [...new Set(dated.map((c) => c.dateFirstDelinquency!))].sort();
    if (dates.length > 1) {
      correct = dates[0]!;
      reasons.push(`The bureaus give different dates: ${dated.map((c) => `${bureauNames[c.bureau]} ${c.dateFirstDelinquency}`).join(', ')}.`);
      for (const c of dated) {
        evidence.push(line(c, 'dateFirstDelinquency', c.dateFirstDelinquency!));
        if (c.dateFirstDelinquency !== correct) later.add(c.bureau);
      }
    }
    for (const c of dated) {
      const before = earlier
        .flatMap((f) => allAccounts(f).filter((o) => o.key === key && o.bureau === c.bureau && o.dateFirstDelinquency))
        .find((o) => o.dateFirstDelinquency! < c.dateFirstDelinquency!);
      if (before) {
        reasons.push(`${bureauNames[c.bureau]} reported ${before.dateFirstDelinquency} on ${before.dateReported} and now reports ${c.dateFirstDelinquency}.`);
        evidence.push(line(c, 'dateFirstDelinquency', c.dateFirstDelinquency!));
        later.add(c.bureau);
        correct = correct && correct < before.dateFirstDelinquency! ? correct : before.dateFirstDelinquency!;
      }
      const start = currentDelinquencyStart(c);
      if (start && c.dateFirstDelinquency!.slice(0, 7) > start) {
        reasons.push(`${bureauNames[c.bureau]}'s payment history shows the delinquency in ${start}, before the date of first delinquency it reports (${c.dateFirstDelinquency}).`);
        evidence.push(line(c, 'dateFirstDelinquency', c.dateFirstDelinquency!), line(c, 'paymentHistory', `delinquent since ${start}`));
        later.add(c.bureau);
        correct = correct && correct < `${start}-01` ? correct : `${start}-01`;
      }
    }
    if (later.size === 0) continue;
    const name = accountName(copies[0]!);
    findings.push({
      id: `reaged_delinquency:${key}`,
      rule: 'reaged_delinquency',
      priority: 'high',
      title: `${name} may have been re-aged`,
      explanation:
        `${reasons.join(' ')} The date of first delinquency starts the seven-year reporting period (FCRA §605(c)) and must not move: ` +
        'a later date keeps the item on your report longer than the law allows.',
      subject: name,
      accountKey: key,
      bureaus: bureausOf([...later].map((bureau) => ({ bureau }))),
      evidence: dedupe(evidence),
      dispute: dispute(
        'Other',
        `The date of first delinquency is reported later than it was${correct ? ` (the earliest date reported is ${correct})` : ''}. It should be corrected, and the reporting period counted from the true date.`,
        bureausOf([...later].map((bureau) => ({ bureau }))),
      ),
      needsConfirmation: false,
    });
  }
  return findings;
};

const dedupe = (evidence: Evidence[]): Evidence[] => [...new Map(evidence.map((e) => [`${e.ref}|${e.bureau}|${e.field}|${e.reported}`, e])).values()];

// ---- Balances, past-due amounts and late marks that contradict the account's status ----

function perAccount(
  file: CreditFile,
  rule: FindingRule,
  matches: (l: Tradeline) => boolean,
  build: (copies: Tradeline[], name: string) => Pick<DraftFinding, 'priority' | 'title' | 'explanation' | 'evidence' | 'dispute'>,
): DraftFinding[] {
  return [...accountsByKey(allAccounts(file))].flatMap(([key, copies]) => {
    const hits = copies.filter(matches);
    if (hits.length === 0) return [];
    const name = accountName(hits[0]!);
    return [{ id: `${rule}:${key}`, rule, subject: name, accountKey: key, bureaus: bureausOf(hits), needsConfirmation: false, ...build(hits, name) }];
  });
}

const balanceOnPaidAccount: Rule = ({ file }) =>
  perAccount(file, 'balance_on_paid_account', (l) => isPaidOrSettled(l) && l.balanceCents > 0, (hits, name) => ({
    priority: 'medium',
    title: `${name} is reported paid but still shows a balance`,
    explanation:
      `${hits.map((l) => `${bureauNames[l.bureau]} reports it as "${statusInWords(l.accountStatus)}" with a balance of ${dollars(l.balanceCents)}`).join('; ')}. ` +
      'A paid or settled account owes nothing: the balance counts against your utilization and debt load for no reason.',
    evidence: hits.flatMap((l) => [line(l, 'accountStatus', statusInWords(l.accountStatus)), line(l, 'balanceCents', dollars(l.balanceCents))]),
    dispute: dispute('Paid in full', 'The account is reported paid: it should show a $0.00 balance.', bureausOf(hits)),
  }));

const pastDueOnCurrentAccount: Rule = ({ file }) =>
  perAccount(file, 'past_due_on_current_account', (l) => l.accountStatus === '11' && l.pastDueCents > 0, (hits, name) => ({
    priority: 'high',
    title: `${name} is reported current with an amount past due`,
    explanation:
      `${hits.map((l) => `${bureauNames[l.bureau]} reports it "Current" and ${dollars(l.pastDueCents)} past due`).join('; ')}. ` +
      'An account that is current has nothing past due; scoring models read a past-due amount as a delinquency.',
    evidence: hits.flatMap((l) => [line(l, 'accountStatus', statusInWords(l.accountStatus)), line(l, 'pastDueCents', dollars(l.pastDueCents))]),
    dispute: dispute('Incorrect balance reported', 'The account is current: the past-due amount should be $0.00.', bureausOf(hits)),
  }));

const lateAfterClosure: Rule = ({ file }) =>
  perAccount(
    file,
    'late_after_closure',
    // A charge-off or a collection keeps reporting its status after the creditor closes it; an account closed with nothing owed cannot fall behind.
    (l) => l.dateClosed !== null && l.balanceCents === 0 && !isChargeOff(l) && !isCollection(l) && lateMarks(l).some((m) => m.month > l.dateClosed!.slice(0, 7)),
    (hits, name) => ({
      priority: 'high',
      title: `${name} shows late payments after it was closed`,
      explanation:
        hits
          .map((l) => {
            const after = lateMarks(l).filter((m) => m.month > l.dateClosed!.slice(0, 7));
            return `${bureauNames[l.bureau]} reports it closed on ${l.dateClosed} and ${after.map((m) => `${lateMarkInWords(m.mark)} in ${m.month}`).join(', ')}`;
          })
          .join('; ') + '. A closed account with nothing owed cannot fall behind: a late mark after closure is an error.',
      evidence: hits.flatMap((l) => [
        line(l, 'dateClosed', l.dateClosed!),
        ...lateMarks(l)
          .filter((m) => m.month > l.dateClosed!.slice(0, 7))
          .map((m) => line(l, 'paymentHistory', `${lateMarkInWords(m.mark)} in ${m.month}`)),
      ]),
      dispute: dispute('Incorrect payment history', 'The late payments reported after the account was closed should be removed.', bureausOf(hits)),
    }),
  );

// ---- One debt counted twice ----

const duplicateDebt: Rule = ({ file }) => {
  const pairs = new Map<string, { duplicate: Tradeline[]; original: Tradeline[] }>();
  const note = (duplicate: Tradeline, original: Tradeline) => {
    const id = `${duplicate.key}+${original.key}`;
    const pair = pairs.get(id) ?? { duplicate: [], original: [] };
    pair.duplicate.push(duplicate);
    pair.original.push(original);
    pairs.set(id, pair);
  };
  const accounts = allAccounts(file).filter((l) => l.balanceCents > 0);
  const collections = accounts.filter((l) => isCollection(l) && l.originalCreditor);
  for (const c of collections) {
    for (const o of accounts) {
      if (o.bureau !== c.bureau || o.key === c.key) continue;
      if (!isCollection(o) && sameCreditor(o.furnisher, c.originalCreditor!)) note(c, o);
      // Two collectors of the same debt: the later one is the duplicate.
      else if (isCollection(o) && o.originalCreditor && sameCreditor(o.originalCreditor, c.originalCreditor!) && o.dateOpened < c.dateOpened) note(c, o);
    }
  }
  return [...pairs.entries()].map(([id, { duplicate, original }]) => {
    const name = accountName(duplicate[0]!);
    const originalName = accountName(original[0]!);
    const bureaus = bureausOf(duplicate);
    return {
      id: `duplicate_debt:${id}`,
      rule: 'duplicate_debt',
      priority: 'high',
      title: `${name} and ${originalName} count one debt twice`,
      explanation:
        `${name} is collecting a debt first owed to ${duplicate[0]!.originalCreditor}, and ${originalName} still reports a balance at ${bureauList(bureaus)} ` +
        `(${duplicate.map((d, i) => `${bureauNames[d.bureau]}: ${dollars(d.balanceCents)} and ${dollars(original[i]!.balanceCents)}`).join('; ')}). ` +
        'The same debt may be owed only once: counted twice, it doubles your debt and your negative items.',
      subject: name,
      accountKey: duplicate[0]!.key,
      bureaus,
      evidence: duplicate.flatMap((d, i) => [
        line(d, 'originalCreditor', d.originalCreditor!),
        line(d, 'balanceCents', dollars(d.balanceCents)),
        line(original[i]!, 'balanceCents', dollars(original[i]!.balanceCents)),
      ]),
      dispute: dispute('Duplicate account', `This debt is also reported by ${originalName}. It should appear only once, with one balance.`, bureaus),
      needsConfirmation: false,
    } satisfies DraftFinding;
  });
};

// ---- Items only the client can recognise ----

const STREET_WORDS: Record<string, string> = { STREET: 'ST', AVENUE: 'AVE', ROAD: 'RD', DRIVE: 'DR', BOULEVARD: 'BLVD', LANE: 'LN', COURT: 'CT', PLACE: 'PL', APARTMENT: 'APT', SUITE: 'STE', NORTH: 'N', SOUTH: 'S', EAST: 'E', WEST: 'W' };
const street = (s: string) =>
  normalise(s)
    .split(' ')
    .map((w) => STREET_WORDS[w] ?? w)
    .join(' ');
const nameTokens = (s: string) => new Set(normalise(s).split(' ').filter((t) => t.length > 1));

/** An item the client is asked about: a finding to confirm, dropped when they recognise it, a dispute when they do not. */
function toConfirm(
  input: AnalysisInput,
  base: Omit<DraftFinding, 'priority' | 'dispute' | 'needsConfirmation' | 'explanation'> & { explanation: string; reason: DisputeReason; correction: string; unrecognisedPriority: Priority; askPriority: Priority },
): DraftFinding[] {
  const { reason, correction, unrecognisedPriority, askPriority, ...finding } = base;
  const answer = input.confirmations[finding.id];
  if (answer === true) return [];
  if (answer === false) return [{ ...finding, priority: unrecognisedPriority, dispute: dispute(reason, correction, finding.bureaus), needsConfirmation: false }];
  return [{ ...finding, priority: askPriority, dispute: null, needsConfirmation: true }];
}

const unrecognisedPersonalInfo: Rule = (input) => {
  const { file, client } = input;
  if (!client) return [];
  const findings: DraftFinding[] = [];
  const mine = nameTokens(client.fullName);
  for (const n of file.personal.names) {
    const theirs = nameTokens(n.value);
    const matches = [...theirs].every((t) => mine.has(t)) || [...mine].every((t) => theirs.has(t));
    if (matches) continue;
    findings.push(
      ...toConfirm(input, {
        id: `unrecognised_personal_info:name:${normalise(n.value)}`,
        rule: 'unrecognised_personal_info',
        title: `Is "${n.value}" a name you have used?`,
        explanation: `${bureauList(n.bureaus)} ${n.bureaus.length === 1 ? 'lists' : 'list'} the name "${n.value}", which differs from the name in your profile. A name that is not yours can mean another person's information is mixed into your file.`,
        subject: n.value,
        accountKey: null,
        bureaus: n.bureaus,
        evidence: n.bureaus.map((b) => ({ item: 'personal', ref: `name:${normalise(n.value)}`, bureau: b, field: 'names', reported: n.value })),
        reason: 'Incorrect personal information',
        correction: `The name "${n.value}" is not mine and should be removed from my credit file.`,
        unrecognisedPriority: 'high',
        askPriority: 'medium',
      }),
    );
  }
  for (const a of file.personal.addresses) {
    if (street(a.street) === street(client.street) && a.zipCode.slice(0, 5) === client.zipCode.slice(0, 5)) continue;
    const text = `${a.street}, ${a.city}, ${a.state} ${a.zipCode}`;
    findings.push(
      ...toConfirm(input, {
        id: `unrecognised_personal_info:address:${normalise(text)}`,
        rule: 'unrecognised_personal_info',
        title: `Have you lived at ${text}?`,
        explanation: `${bureauList(a.bureaus)} ${a.bureaus.length === 1 ? 'lists' : 'list'} this address, which is not the one in your profile. If you never lived there, it may belong to someone else or be a sign of identity theft.`,
        subject: text,
        accountKey: null,
        bureaus: a.bureaus,
        evidence: a.bureaus.map((b) => ({ item: 'personal', ref: `address:${normalise(text)}`, bureau: b, field: 'addresses', reported: text })),
        reason: 'Incorrect personal information',
        correction: `I have never lived at ${text}: the address should be removed from my credit file.`,
        unrecognisedPriority: 'high',
        askPriority: 'medium',
      }),
    );
  }
  for (const e of file.personal.employers) {
    if (client.employerName && sameCreditor(e.value, client.employerName)) continue;
    findings.push(
      ...toConfirm(input, {
        id: `unrecognised_personal_info:employer:${normalise(e.value)}`,
        rule: 'unrecognised_personal_info',
        title: `Have you worked for ${e.value}?`,
        explanation: `${bureauList(e.bureaus)} ${e.bureaus.length === 1 ? 'lists' : 'list'} ${e.value} as an employer. Employers do not affect your score, but one you never worked for can mean someone else's information is in your file.`,
        subject: e.value,
        accountKey: null,
        bureaus: e.bureaus,
        evidence: e.bureaus.map((b) => ({ item: 'personal', ref: `employer:${normalise(e.value)}`, bureau: b, field: 'employers', reported: e.value })),
        reason: 'Incorrect personal information',
        correction: `I have never worked for ${e.value}: the employer should be removed from my credit file.`,
        unrecognisedPriority: 'medium',
        askPriority: 'low',
      }),
    );
  }
  return findings;
};

const inquiryRef = (i: Inquiry) => `inquiry:${normalise(i.subscriber)}:${i.date}`;

export function hardInquiries(file: CreditFile, months: number): { ref: string; subscriber: string; date: string; bureaus: Bureau[] }[] {
  const today = dateOf(file.pulledAt);
  const grouped = new Map<string, { ref: string; subscriber: string; date: string; bureaus: Bureau[] }>();
  for (const i of file.inquiries) {
    if (i.kind !== 'hard' || monthsBetween(i.date, today) >= months) continue;
    const ref = inquiryRef(i);
    const entry = grouped.get(ref) ?? { ref, subscriber: i.subscriber, date: i.date, bureaus: [] };
    entry.bureaus = bureausOf([...entry.bureaus.map((bureau) => ({ bureau })), i]);
    grouped.set(ref, entry);
  }
  return [...grouped.values()].sort((a, b) => b.date.localeCompare(a.date));
}

const unrecognisedInquiry: Rule = (input) =>
  hardInquiries(input.file, INQUIRY_REPORTING_MONTHS).flatMap((i) =>
    toConfirm(input, {
      id: `unrecognised_inquiry:${i.ref}`,
      rule: 'unrecognised_inquiry',
      title: `Did you apply for credit with ${i.subscriber} on ${i.date}?`,
      explanation:
        `${bureauList(i.bureaus)} ${i.bureaus.length === 1 ? 'reports' : 'report'} a hard inquiry by ${i.subscriber} on ${i.date}. ` +
        'A lender may pull your report only with a permissible purpose (FCRA §604), usually your application: an inquiry you did not authorise can be disputed and may be a sign of identity theft.',
      subject: `Inquiry by ${i.subscriber} on ${i.date}`,
      accountKey: null,
      bureaus: i.bureaus,
      evidence: i.bureaus.map((b) => ({ item: 'inquiry', ref: i.ref, bureau: b, field: 'inquiries', reported: `hard inquiry by ${i.subscriber} on ${i.date}` })),
      reason: 'Other',
      correction: `I did not apply for credit with ${i.subscriber} and did not authorise the inquiry of ${i.date}: it should be deleted.`,
      unrecognisedPriority: 'high',
      askPriority: 'low',
    }),
  );

// ---- A dispute flag left standing ----

const staleDisputeFlag: Rule = ({ file, earlier, disputes }) =>
  perAccount(
    file,
    'stale_dispute_flag',
    (l) => {
      if (l.complianceConditionCode !== DISPUTED_CODE) return false;
      const answered = disputes.some((d) => d.accountKey === l.key && d.items.some((i) => i.bureau === l.bureau && i.result !== null));
      const flaggedLongAgo = earlier.some(
        (f) =>
          daysBetween(f.pulledAt, file.pulledAt) > EXTENDED_INVESTIGATION_DAYS &&
          allAccounts(f).some((o) => o.key === l.key && o.bureau === l.bureau && o.complianceConditionCode === DISPUTED_CODE),
      );
      return answered || flaggedLongAgo;
    },
    (hits, name) => ({
      priority: 'low',
      title: `${name} is still marked "disputed by consumer"`,
      explanation:
        `${bureauList(bureausOf(hits))} still ${hits.length === 1 ? 'shows' : 'show'} the account as disputed (Metro 2 compliance code XB), though the investigation has ended ` +
        `(a bureau has ${EXTENDED_INVESTIGATION_DAYS} days at most, FCRA §611). While the flag stands, some scores leave the account out and mortgage lenders usually ask for it to be removed before they decide.`,
      evidence: hits.map((l) => line(l, 'complianceConditionCode', `${DISPUTED_CODE} (disputed by consumer)`)),
      dispute: dispute('Other', 'The investigation of my dispute has ended: the account should no longer be reported as disputed.', bureausOf(hits)),
    }),
  );

// ---- Utilization ----

/** What to pay so the balance is under `percent` of the limit (0 when it already is). */
export const payDownTo = (balanceCents: number, limitCents: number, percent: number): number =>
  Math.max(0, balanceCents - (Math.ceil((limitCents * percent) / 100) - 1));

const utilizationOf = (name: string, accountKey: string | null, balanceCents: number, limitCents: number): UtilizationLine => ({
  accountKey,
  name,
  balanceCents,
  limitCents,
  percent: limitCents > 0 ? Math.round((balanceCents / limitCents) * 1000) / 10 : 0,
  payDownTo30Cents: payDownTo(balanceCents, limitCents, UTILIZATION_HIGH),
  payDownTo10Cents: payDownTo(balanceCents, limitCents, UTILIZATION_IDEAL),
});

/** Each open card's utilization (the bureau copy with the highest balance: the one scores see at worst) and the overall line. */
export function utilization(file: CreditFile): { overall: UtilizationLine | null; cards: UtilizationLine[]; copies: Tradeline[]; bureaus: Bureau[] } {
  const openCards = file.tradelines.filter((l) => l.portfolioType === 'R' && l.dateClosed === null && (l.creditLimitCents ?? 0) > 0);
  const copies = [...accountsByKey(openCards).values()].map((lines) => lines.reduce((a, b) => (b.balanceCents > a.balanceCents ? b : a)));
  const cards = copies.map((l) => utilizationOf(accountName(l), l.key, l.balanceCents, l.creditLimitCents!));
  const balance = copies.reduce((sum, l) => sum + l.balanceCents, 0);
  const limit = copies.reduce((sum, l) => sum + l.creditLimitCents!, 0);
  return { overall: copies.length ? utilizationOf('All cards', null, balance, limit) : null, cards, copies, bureaus: bureausOf(openCards) };
}

const highUtilization: Rule = ({ file }) => {
  const { overall, cards, copies, bureaus } = utilization(file);
  if (!overall) return [];
  const copyOf = (key: string | null) => copies.find((c) => c.key === key)!;
  const findings: DraftFinding[] = cards
    .filter((c) => c.percent >= UTILIZATION_HIGH)
    .map((c) => ({
      id: `high_utilization:${c.accountKey}`,
      rule: 'high_utilization',
      priority: 'medium',
      title: `${c.name} is at ${c.percent}% of its limit`,
      explanation:
        `${bureauNames[copyOf(c.accountKey).bureau]} reports ${dollars(c.balanceCents)} of ${dollars(c.limitCents)}. Paying ${dollars(c.payDownTo30Cents)} brings it under ${UTILIZATION_HIGH}%, ` +
        `and ${dollars(c.payDownTo10Cents)} under ${UTILIZATION_IDEAL}%, before the statement closes (issuers report the statement balance).`,
      subject: c.name,
      accountKey: c.accountKey,
      bureaus: [copyOf(c.accountKey).bureau],
      evidence: [line(copyOf(c.accountKey), 'balanceCents', dollars(c.balanceCents)), line(copyOf(c.accountKey), 'creditLimitCents', dollars(c.limitCents))],
      dispute: null,
      needsConfirmation: false,
    }));
  if (overall.percent >= UTILIZATION_IDEAL) {
    findings.push({
      id: 'high_utilization:overall',
      rule: 'high_utilization',
      priority: overall.percent >= 50 ? 'high' : overall.percent >= UTILIZATION_HIGH ? 'medium' : 'low',
      title: `Your cards are at ${overall.percent}% of their limits`,
      explanation:
        `Your open cards carry ${dollars(overall.balanceCents)} of ${dollars(overall.limitCents)} in limits. Utilization is one of the largest parts of a score and it counts only as of the last statement: ` +
        (overall.payDownTo30Cents > 0 ? `paying ${dollars(overall.payDownTo30Cents)} brings it under ${UTILIZATION_HIGH}%, and ` : '') +
        `${dollars(overall.payDownTo10Cents)} under ${UTILIZATION_IDEAL}%.`,
      subject: 'All cards',
      accountKey: null,
      bureaus,
      evidence: copies.flatMap((l) => [line(l, 'balanceCents', dollars(l.balanceCents)), line(l, 'creditLimitCents', dollars(l.creditLimitCents!))]),
      dispute: null,
      needsConfirmation: false,
    });
  }
  return findings;
};

// ---- Thin file and recent inquiries ----

const thinFile: Rule = ({ file }) => {
  const accounts = [...accountsByKey(file.tradelines).values()];
  const unscored = file.bureaus.filter((b) => b.outcome === 'ok' && !file.scores.some((s) => s.bureau === b.bureau)).map((b) => b.bureau);
  if (accounts.length >= THIN_FILE_ACCOUNTS && unscored.length === 0) return [];
  const evidence: Evidence[] = accounts.length
    ? accounts.flat().map((copy) => line(copy, 'dateOpened', `opened ${copy.dateOpened}`))
    : file.bureaus.filter((b) => b.outcome === 'ok').map((b) => ({ item: 'personal', ref: 'file', bureau: b.bureau, field: 'tradelines', reported: 'no accounts' }));
  for (const b of unscored) evidence.push({ item: 'personal', ref: 'file', bureau: b, field: 'scores', reported: 'no score' });
  if (evidence.length === 0) return [];
  return [
    {
      id: 'thin_file:file',
      rule: 'thin_file',
      priority: 'medium',
      title: accounts.length < THIN_FILE_ACCOUNTS ? `Your file has ${accounts.length === 1 ? 'one account' : `${accounts.length} accounts`}` : `${bureauList(unscored)} could not score your file`,
      explanation:
        `Scoring models need a few accounts with some history to score a file reliably${unscored.length ? `, and ${bureauList(unscored)} gave no score` : ''}. ` +
        'A secured card, a credit-builder loan, rent reporting or becoming an authorized user on a well-kept card adds positive history (see Credit Builder Tools).',
      subject: 'Your credit file',
      accountKey: null,
      bureaus: bureausOf(evidence),
      evidence,
      dispute: null,
      needsConfirmation: false,
    },
  ];
};

const recentHardInquiries: Rule = ({ file }) => {
  const recent = hardInquiries(file, INQUIRY_SCORING_MONTHS);
  if (recent.length === 0) return [];
  const nextExpiry = recent.map((i) => addYears(i.date, 1)).sort()[0]!;
  return [
    {
      id: 'recent_hard_inquiries:file',
      rule: 'recent_hard_inquiries',
      priority: recent.length >= 3 ? 'medium' : 'low',
      title: `${recent.length === 1 ? 'One hard inquiry' : `${recent.length} hard inquiries`} in the last 12 months`,
      explanation:
        `Each application adds a hard inquiry, which counts in scores for 12 months (it stays on the report for 24). The next one stops counting on ${nextExpiry}. ` +
        'Avoid new applications until then unless you need the credit; rate shopping for one auto or mortgage loan within a few weeks counts once.',
      subject: 'Hard inquiries',
      accountKey: null,
      bureaus: bureausOf(recent.flatMap((i) => i.bureaus.map((bureau) => ({ bureau })))),
      evidence: recent.flatMap((i) => i.bureaus.map((b) => ({ item: 'inquiry' as const, ref: i.ref, bureau: b, field: 'inquiries', reported: `hard inquiry by ${i.subscriber} on ${i.date}` }))),
      dispute: null,
      needsConfirmation: false,
    },
  ];
};

/** Every rule, in the order the analysis checks them (the run's progress counts them). */
export const RULES: readonly { rule: FindingRule; check: Rule }[] = [
  { rule: 'obsolete_negative', check: obsoleteNegative },
  { rule: 'cross_bureau_mismatch', check: crossBureauMismatch },
  { rule: 'reaged_delinquency', check: reagedDelinquency },
  { rule: 'balance_on_paid_account', check: balanceOnPaidAccount },
  { rule: 'past_due_on_current_account', check: pastDueOnCurrentAccount },
  { rule: 'late_after_closure', check: lateAfterClosure },
  { rule: 'duplicate_debt', check: duplicateDebt },
  { rule: 'unrecognised_personal_info', check: unrecognisedPersonalInfo },
  { rule: 'unrecognised_inquiry', check: unrecognisedInquiry },
  { rule: 'stale_dispute_flag', check: staleDisputeFlag },
  { rule: 'high_utilization', check: highUtilization },
  { rule: 'thin_file', check: thinFile },
  { rule: 'recent_hard_inquiries', check: recentHardInquiries },
];
