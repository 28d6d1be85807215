import { bureauNames } from '../contract/credit-messages.js';
import type { Bureau } from '../contract/credit.js';
import type { DisputeReason, DisputeResult } from '../contract/disputes.js';
import type {
  AttorneyGround,
  DisputeLadderView,
  FurnisherAnswer,
  FurnisherAnswerRequest,
  FurnisherExclusion,
  LadderStep,
  LadderStepView,
} from '../contract/dispute-ladder.js';
import { FURNISHER_ANSWER_DAYS, ladderMessages } from '../contract/ladder-messages.js';
import { addCalendarDays } from './business-days.js';
import { dateInWords } from './dispute-letters.js';

/**
 * The escalation ladder after a bureau's "verified" or its silence, as a pure state machine: from the dispute's stored
 * facts and today's date it says which steps are done, which the client may take now, which is next, and why the others
 * are not open. Order: the method-of-verification request (FCRA §611(a)(7), per bureau that verified), the client's own
 * dispute to the furnisher (12 CFR 1022.43), the complaint to the CFPB. The attorney's summary stands beside the order:
 * offered whenever the file shows a ground for it (FCRA §§616–617), never the "next" step.
 */

/** What the ladder remembers on the dispute (`StoredDispute.ladder`); absent on disputes stored before it. */
export interface StoredLadder {
  /**
   * The client's dispute to the furnisher: their own statement and the affirmation they accepted, with its time; and the
   * creditor's answer once the client records it (absent on disputes stored before answers were recorded).
   */
  furnisher: { statement: string; affirmation: string; affirmedAt: string; answer?: FurnisherAnswer | null } | null;
  /** When the client first prepared the complaint packet. */
  complaintAt: string | null;
  /** When the client first prepared the attorney's summary. */
  attorneyAt: string | null;
}
export const EMPTY_LADDER: StoredLadder = { furnisher: null, complaintAt: null, attorneyAt: null };

/** One bureau's item as the ladder reads it (the clocks already computed). */
export interface LadderItem {
  bureau: Bureau;
  result: DisputeResult | null;
  respondedAt: string | null;
  /** The day the bureau's results were due (null while not mailed). */
  resultsDueAt: string | null;
  verificationRequestedAt: string | null;
  reinsertionWithoutNotice: boolean;
}

export interface LadderInput {
  reason: DisputeReason;
  /** `<rule>:<subject ref>` when filed from a finding of the analysis. */
  findingId: string | null;
  accountKey: string | null;
  items: readonly LadderItem[];
  ladder: StoredLadder | null | undefined;
  /** Today, YYYY-MM-DD. */
  asOf: string;
}

const ruleOf = (findingId: string | null) => findingId?.split(':')[0] ?? null;
const refOf = (findingId: string | null) => (findingId ? findingId.slice(findingId.indexOf(':') + 1) : null);

/**
 * Which 12 CFR 1022.43(b)(1) exception the dispute falls under, if any: identifying information (name, address, date
 * of birth, phone; a mixed-file variation is one), an inquiry, information taken from public records. A dispute about
 * the consumer's liability for an account (an account that is not theirs) is not excluded ((b)(1)(i) says so).
 */
export function furnisherExclusion(input: Pick<LadderInput, 'reason' | 'findingId' | 'accountKey'>): FurnisherExclusion | null {
  const rule = ruleOf(input.findingId);
  const ref = refOf(input.findingId) ?? input.accountKey ?? '';
  if (rule === 'unrecognised_inquiry' || rule === 'recent_hard_inquiries' || ref.startsWith('inquiry:')) return 'inquiry';
  if (ref.startsWith('record:')) return 'public_record';
  if (input.reason === 'Incorrect personal information' || rule === 'unrecognised_personal_info' || rule === 'mixed_file') {
    return 'identifying_information';
  }
  return null;
}

/** What may ground an attorney's review: a reinsertion without its notice, an obsolete item, a mixed file. */
export function attorneyGrounds(input: Pick<LadderInput, 'findingId' | 'items'>): AttorneyGround[] {
  const rule = ruleOf(input.findingId);
  return [
    ...(input.items.some((i) => i.reinsertionWithoutNotice) ? (['reinsertion_without_notice'] as const) : []),
    ...(rule === 'obsolete_negative' ? (['obsolete_item'] as const) : []),
    ...(rule === 'mixed_file' ? (['mixed_file'] as const) : []),
  ];
}

/** The bureaus that opened the ladder: answered "verified", or sent nothing by the day their results were due. */
export function openedBy(items: readonly LadderItem[], asOf: string): DisputeLadderView['openedBy'] {
  return items.flatMap((i): DisputeLadderView['openedBy'] => {
    if (i.result === 'verified' && i.respondedAt) return [{ bureau: i.bureau, because: 'verified' as const, on: i.respondedAt }];
    if (i.result === null && i.resultsDueAt && asOf > i.resultsDueAt) return [{ bureau: i.bureau, because: 'no_response' as const, on: i.resultsDueAt }];
    return [];
  });
}

const names = (bureaus: readonly Bureau[]) => bureaus.map((b) => bureauNames[b]).join(', ');

/** The ladder of one dispute as of `asOf`. */
export function disputeLadder(input: LadderInput): DisputeLadderView {
  const ladder = input.ladder ?? EMPTY_LADDER;
  const opened = openedBy(input.items, input.asOf);
  const isOpen = opened.length > 0;
  const exclusion = furnisherExclusion(input);
  const grounds = attorneyGrounds(input);

  // The method of verification: owed by each bureau that verified; done once asked of every one of them.
  const verified = input.items.filter((i) => i.result === 'verified');
  const unasked = verified.filter((i) => !i.verificationRequestedAt).map((i) => i.bureau);
  const askedAt = verified.map((i) => i.verificationRequestedAt).filter((d): d is string => d !== null).sort();
  const verification: LadderStepView =
    verified.length === 0
      ? { step: 'verification', state: isOpen ? 'not_applicable' : 'locked', at: null, note: isOpen ? null : ladderMessages.notOpen }
      : unasked.length === 0
        ? { step: 'verification', state: 'done', at: askedAt[0] ?? null, note: null }
        : { step: 'verification', state: 'available', at: null, note: null };
  const verificationSettled = verification.state === 'done' || verification.state === 'not_applicable';

  const furnisher: LadderStepView = exclusion
    ? { step: 'furnisher', state: 'not_applicable', at: null, note: ladderMessages.furnisherExcluded[exclusion] }
    : ladder.furnisher
      ? { step: 'furnisher', state: 'done', at: ladder.furnisher.affirmedAt, note: null }
      : !isOpen
        ? { step: 'furnisher', state: 'locked', at: null, note: ladderMessages.notOpen }
        : !verificationSettled
          ? { step: 'furnisher', state: 'locked', at: null, note: ladderMessages.verificationFirst(names(unasked)) }
          : { step: 'furnisher', state: 'available', at: null, note: null };
  const furnisherSettled = furnisher.state === 'done' || furnisher.state === 'not_applicable';

  const complaint: LadderStepView = ladder.complaintAt
    ? { step: 'complaint', state: 'done', at: ladder.complaintAt, note: null }
    : !isOpen
      ? { step: 'complaint', state: 'locked', at: null, note: ladderMessages.notOpen }
      : !verificationSettled
        ? { step: 'complaint', state: 'locked', at: null, note: ladderMessages.verificationFirst(names(unasked)) }
        : !furnisherSettled
          ? { step: 'complaint', state: 'locked', at: null, note: ladderMessages.furnisherFirst }
          : { step: 'complaint', state: 'available', at: null, note: null };

  const attorney: LadderStepView = ladder.attorneyAt
    ? { step: 'attorney', state: 'done', at: ladder.attorneyAt, note: null }
    : grounds.length > 0
      ? { step: 'attorney', state: 'available', at: null, note: null }
      : { step: 'attorney', state: 'not_applicable', at: null, note: ladderMessages.noGrounds };

  const steps = [verification, furnisher, complaint, attorney];
  const next = steps.find((s) => s.step !== 'attorney' && s.state === 'available')?.step ?? null;
  return {
    openedBy: opened,
    next,
    steps,
    furnisherExclusion: exclusion,
    attorneyGrounds: grounds,
    furnisherDispute: ladder.furnisher
      ? {
          statement: ladder.furnisher.statement,
          affirmation: ladder.furnisher.affirmation,
          affirmedAt: ladder.furnisher.affirmedAt,
          answerDueFrom: answerDueFrom(ladder.furnisher.affirmedAt),
          answer: ladder.furnisher.answer ?? null,
        }
      : null,
  };
}

/**
 * The day a creditor's 30 days (12 CFR 1022.43(e)(3), the period of FCRA §611(a)(1)) end at the earliest: they run from
 * its receipt of the dispute, which we do not know, so counted from the day the client prepared and affirmed the letter.
 */
export const answerDueFrom = (affirmedAt: string) => addCalendarDays(affirmedAt.slice(0, 10), FURNISHER_ANSWER_DAYS);

/** Why the creditor's answer cannot be recorded (409), why its request is wrong (400, on a field), or the answer to store. */
export type FurnisherAnswerCheck =
  | { ok: true; answer: FurnisherAnswer }
  | { ok: false; status: 'conflict'; message: string }
  | { ok: false; status: 'invalid'; field: 'on'; message: string };

/**
 * The creditor's answer to the client's direct dispute, checked against the ladder as of `now`: only once the furnisher
 * step is done (else the step's own note); a date answered on neither before the day the dispute was prepared nor after
 * today; "no answer" only once 30 days have passed since then, dated today. A new answer replaces the one recorded.
 */
export function furnisherAnswerCheck(view: DisputeLadderView, request: FurnisherAnswerRequest, now: string): FurnisherAnswerCheck {
  const step = view.steps.find((s) => s.step === 'furnisher')!;
  const dispute = view.furnisherDispute;
  if (step.state !== 'done' || !dispute) {
    const message = step.state === 'available' ? ladderMessages.furnisherFirst : (step.note ?? ladderMessages.notOpen);
    return { ok: false, status: 'conflict', message };
  }
  const today = now.slice(0, 10);
  const note = request.note ? request.note : null;
  if (request.outcome === 'no_answer') {
    if (request.on !== undefined && request.on !== today) return { ok: false, status: 'invalid', field: 'on', message: ladderMessages.noAnswerDate };
    if (today < dispute.answerDueFrom) return { ok: false, status: 'conflict', message: ladderMessages.noAnswerTooEarly(dateInWords(dispute.answerDueFrom)) };
    return { ok: true, answer: { outcome: 'no_answer', on: today, note, recordedAt: now } };
  }
  if (request.on === undefined) return { ok: false, status: 'invalid', field: 'on', message: ladderMessages.answerDateRequired };
  const prepared = dispute.affirmedAt.slice(0, 10);
  if (request.on < prepared) return { ok: false, status: 'invalid', field: 'on', message: ladderMessages.answerBeforeDispute(dateInWords(prepared)) };
  if (request.on > today) return { ok: false, status: 'invalid', field: 'on', message: ladderMessages.answerInFuture };
  return { ok: true, answer: { outcome: request.outcome, on: request.on, note, recordedAt: now } };
}

/**
 * Why the client may not take `step` now (the 409's message), or null when they may. A step already done may be
 * taken again (its document downloaded again); it changes nothing stored.
 */
export function ladderRefusal(view: DisputeLadderView, step: LadderStep): string | null {
  const s = view.steps.find((x) => x.step === step)!;
  if (s.state === 'done' || s.state === 'available') return null;
  return s.note ?? ladderMessages.notOpen;
}
