import { bureauNames } from '../../contract/credit-messages.js';
import type { Bureau } from '../../contract/credit.js';
import { letterMessages } from '../../contract/letters.js';
import { disputeMessages, type DisputeList, type DisputeView, type FileDisputeRequest } from '../../contract/disputes.js';
import { earliestSendDate, isOverdue, itemClock, reinsertionNoticeDueAt, reinsertionWithoutNotice } from '../../domain/dispute-clock.js';
import { refileRefusal } from '../../domain/dispute-refile.js';
import { disputeLadder } from '../../domain/dispute-ladder.js';
import { affirmationStatements } from '../../domain/dispute-letters.js';
import { NAME_PLACEHOLDER } from '../../domain/dispute-text.js';
import { wordingViews } from '../../domain/letter-wording.js';
import { monthlyLimit, planHasFeature, usageMonth } from '../../domain/plans.js';
import { Conflict, Forbidden, Invalid, NotFound, TooManyRequests } from '../../errors.js';
import { analysisMessages } from '../../contract/analysis-messages.js';
import type { Deps } from '../../ports/deps.js';
import type { StoredDispute } from '../../ports/disputes.js';

export type DisputeDeps = Pick<Deps, 'disputes' | 'entitlements' | 'billingStore' | 'analyses' | 'now' | 'newId'>;

const today = (deps: Pick<Deps, 'now'>) => deps.now().toISOString().slice(0, 10);

/** What the client sees of a stored dispute, its clocks as of today. */
export function toDisputeView(d: StoredDispute, asOf: string): DisputeView {
  const items = d.items.map((item) => {
    const clock = itemClock(item, d.afterFreeDisclosure);
    return {
      bureau: item.bureau,
      sentAt: item.sentAt,
      trackingNumber: item.trackingNumber,
      ...clock,
      overdue: isOverdue({ ...clock, result: item.result }, asOf),
      supplementSentAt: item.supplementSentAt,
      result: item.result,
      respondedAt: item.respondedAt,
      verificationRequestedAt: item.verificationRequestedAt,
      reinsertedAt: item.reinsertedAt,
      reinsertionNoticeAt: item.reinsertionNoticeAt,
      reinsertionNoticeDueAt: item.reinsertedAt ? reinsertionNoticeDueAt(item.reinsertedAt) : null,
      reinsertionWithoutNotice: reinsertionWithoutNotice(item, asOf),
    };
  });
  return {
    id: d.id,
    accountName: d.accountName,
    accountKey: d.accountKey,
    findingId: d.findingId,
    reason: d.reason,
    description: d.description,
    amountCents: d.amountCents,
    status: d.status,
    createdAt: d.createdAt,
    updatedAt: d.updatedAt,
    items,
    earliestSendDate: d.earliestSendDate,
    afterFreeDisclosure: d.afterFreeDisclosure,
    newInformation: d.newInformation,
    addedInformation: d.addedInformation,
    bureauResponse: d.bureauResponse,
    resolutionNotes: d.resolutionNotes,
    ladder: disputeLadder({ reason: d.reason, findingId: d.findingId, accountKey: d.accountKey, items, ladder: d.ladder, asOf }),
    affirmation: d.affirmation ?? null,
    // The client's own name stands in the template's placeholder when the letter is built; here the statements as worded.
    toAffirm: affirmationStatements(d, NAME_PLACEHOLDER),
    // Only on a dispute with a reworded letter (Total): every other dispute reads as before.
    ...(d.letterWording && Object.keys(d.letterWording).length > 0 ? { letterWording: wordingViews(d.letterWording) } : {}),
  };
}

/** `GET /api/disputes`: newest first, and this month's use against the plan's limit. */
export async function listDisputes(deps: DisputeDeps, userId: string): Promise<DisputeList> {
  const [disputes, state] = await Promise.all([deps.disputes.list(userId), deps.billingStore.getState(userId)]);
  const month = usageMonth(deps.now());
  const limit = state?.tier ? (monthlyLimit(state.tier, 'disputes') ?? null) : null;
  return {
    disputes: disputes.map((d) => toDisputeView(d, today(deps))),
    usage: { month, used: await deps.billingStore.usage(userId, 'disputes', month), limit },
  };
}

/** When the client's right to cancel ends: their latest signed service agreement (else when the plan started). */
async function signedAt(deps: DisputeDeps, userId: string, state: { startedAt?: string | null } | undefined): Promise<Date> {
  const signatures = await deps.billingStore.listSignatures(userId);
  const latest = signatures.map((s) => s.signedAt).sort().at(-1) ?? state?.startedAt;
  return latest ? new Date(latest) : deps.now();
}

/**
 * `POST /api/disputes` (the 'File New Dispute' modal). The auto-generated letter is Elite and Total's;
 * Starter's 5 disputes a month are counted in the same write that stores the dispute (the 6th is refused
 * with 429 and nothing written; a failed write counts nothing, so filing again counts once). The dispute
 * may be prepared at once; its letters go once the CROA window ends.
 */
/**
 * A dispute filed from a finding of the client's analysis ('Dispute this item') rests on what the file proves or on
 * the client's own answer: a finding still waiting for that answer, or one that is advice, is refused (asking a bureau
 * to change accurate information is what CROA §1679b(a) forbids). A finding no longer in the latest analysis is let
 * through as a dispute in the client's own words (the letter then states the reason's sentences).
 */
async function requireDisputable(deps: Pick<Deps, 'analyses'>, userId: string, findingId: string | null): Promise<void> {
  if (!findingId) return;
  const finding = (await deps.analyses.latest(userId))?.view.findings.find((f) => f.id === findingId);
  if (!finding || finding.dispute) return;
  if (!finding.needsConfirmation) throw new Invalid(analysisMessages.notDisputable);
  const answer = (await deps.analyses.confirmations(userId))[findingId];
  // Answered "this is wrong" since the analysis ran: the next run turns it into a dispute; the answer stands for it now.
  if (answer?.accurate !== false) throw new Conflict(analysisMessages.confirmBeforeDispute);
}

export async function fileDispute(deps: DisputeDeps, userId: string, request: FileDisputeRequest): Promise<DisputeView> {
  await requireDisputable(deps, userId, request.findingId);
  // The same dispute again while one is open, or after "verified" with nothing new, would be frivolous (FCRA §611(a)(3)).
  const refused = refileRefusal(await deps.disputes.list(userId), request);
  if (refused) throw new Conflict(refused);
  const state = await deps.billingStore.getState(userId);
  if (request.autoGenerated && !(state?.tier && planHasFeature(state.tier, 'auto_dispute_letters'))) throw new Forbidden(disputeMessages.autoNeedsPlan);
  const access = await deps.entitlements.check(userId, 'disputes', { record: false, known: { state } });
  if (!access.hasAccess) {
    if (access.limit !== undefined) throw new TooManyRequests(disputeMessages.monthlyLimit(access.limit));
    throw new Forbidden(disputeMessages.failed);
  }
  const now = deps.now().toISOString();
  const dispute: StoredDispute = {
    id: deps.newId(),
    userId,
    accountName: request.accountName,
    accountKey: request.accountKey,
    findingId: request.findingId,
    reason: request.reason,
    description: request.description,
    amountCents: request.amountCents,
    status: 'pending',
    createdAt: now,
    updatedAt: now,
    items: [...new Set(request.bureaus)].map((bureau) => ({
      bureau,
      sentAt: null,
      trackingNumber: null,
      receivedAt: null,
      supplementSentAt: null,
      dueAt: null,
      extended: false,
      result: null,
      respondedAt: null,
      verificationRequestedAt: null,
      reinsertedAt: null,
      reinsertionNoticeAt: null,
    })),
    earliestSendDate: earliestSendDate(await signedAt(deps, userId, state)),
    afterFreeDisclosure: request.afterFreeDisclosure,
    newInformation: request.newInformation,
    addedInformation: [],
    bureauResponse: null,
    resolutionNotes: null,
    autoGenerated: request.autoGenerated,
    priority: Boolean(state?.tier && planHasFeature(state.tier, 'priority_disputes')),
    letterKeys: {},
    ladder: null,
    affirmation: null,
    version: 1,
  };
  // Counted against the month the plan's check read, in the write itself: two filings at once cannot both take the last one.
  if (!(await deps.disputes.create(dispute, { month: usageMonth(deps.now()), limit: access.limit }))) {
    throw new TooManyRequests(disputeMessages.monthlyLimit(access.limit ?? 0));
  }
  return toDisputeView(dispute, today(deps));
}

async function own(deps: Pick<Deps, 'disputes'>, userId: string, id: string): Promise<StoredDispute> {
  const dispute = await deps.disputes.get(userId, id);
  if (!dispute) throw new NotFound(disputeMessages.notFound);
  return dispute;
}

/** `GET /api/disputes/{id}`: the caller's own dispute; another's answers 404. */
export async function getDispute(deps: DisputeDeps, userId: string, id: string): Promise<DisputeView> {
  return toDisputeView(await own(deps, userId, id), today(deps));
}

/**
 * `POST /api/disputes/{id}/information`: the client adds information. It changes no clock by itself: the bureaus get 45
 * days (FCRA §611(a)(1)(B)) only when it reaches them, in the supplemental letter the desk mails within the 30 days.
 */
export async function addDisputeInformation(deps: DisputeDeps, userId: string, id: string, text: string): Promise<DisputeView> {
  const dispute = await own(deps, userId, id);
  const now = deps.now().toISOString();
  const next: StoredDispute = {
    ...dispute,
    addedInformation: [...dispute.addedInformation, { text, addedAt: now }],
    updatedAt: now,
    version: dispute.version + 1,
  };
  await deps.disputes.update(next);
  return toDisputeView(next, today(deps));
}

/**
 * `POST /api/disputes/{id}/verification-request`: after a bureau answered "verified", the client asks it how
 * (FCRA §611(a)(7)); 409 for any other item. The desk sees `verificationRequestedAt` and downloads the
 * request letter (use-cases/disputes/letters.ts, kind 'verification'). Asking again changes nothing.
 */
export async function requestVerification(deps: DisputeDeps, userId: string, id: string, bureau: Bureau): Promise<DisputeView> {
  const dispute = await own(deps, userId, id);
  const item = dispute.items.find((i) => i.bureau === bureau);
  if (item?.result !== 'verified') throw new Conflict(letterMessages.notVerified(bureauNames[bureau]));
  if (item.verificationRequestedAt) return toDisputeView(dispute, today(deps));
  const now = deps.now().toISOString();
  const next: StoredDispute = {
    ...dispute,
    items: dispute.items.map((i) => (i.bureau === bureau ? { ...i, verificationRequestedAt: now } : i)),
    updatedAt: now,
    version: dispute.version + 1,
  };
  await deps.disputes.update(next);
  return toDisputeView(next, today(deps));
}
