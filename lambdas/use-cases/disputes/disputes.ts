import { bureauNames } from '../../contract/credit-messages.js';
import type { Bureau } from '../../contract/credit.js';
import { letterMessages } from '../../contract/letter-messages.js';
import type { DisputeList, DisputeView, FileDisputeRequest } from '../../contract/disputes.js';
import { disputeMessages } from '../../contract/dispute-messages.js';
import { isOverdue, itemClock, reinsertionNoticeDueAt, reinsertionWithoutNotice } from '../../domain/dispute-clock.js';
import { refileRefusal } from '../../domain/dispute-refile.js';
import { disputeLadder } from '../../domain/dispute-ladder.js';
import { affirmationStatements } from '../../domain/dispute-letters.js';
import { NAME_PLACEHOLDER } from '../../domain/dispute-text.js';
import { wordingViews } from '../../domain/letter-wording.js';
import { newDispute } from '../../domain/disputes.js';
import { featureAccess, type PlanStanding } from '../../domain/entitlements.js';
import { monthlyLimit, planHasFeature } from '../../domain/plans.js';
import { RATE_LIMITS } from '../../domain/rate-limit.js';
import { quotaMessages } from '../../contract/messages.js';
import { Conflict, Forbidden, Invalid, NotFound, TooManyRequests } from '../../errors.js';
import { analysisMessages } from '../../contract/analysis-messages.js';
import type { Deps } from '../../ports/deps.js';
import type { StoredDispute } from '../../ports/disputes.js';

export type DisputeDeps = Pick<Deps, 'disputes' | 'publicStore' | 'analyses' | 'now' | 'newId'>;

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

/** `GET /api/disputes`: newest first, and this month's use against the plan's limit (both as the wrapper read them). */
export async function listDisputes(deps: DisputeDeps, caller: FilingCaller): Promise<DisputeList> {
  const disputes = await deps.disputes.list(caller.id);
  const { state, month, used } = caller.plan;
  const limit = state?.tier ? (monthlyLimit(state.tier, 'disputes') ?? null) : null;
  return {
    disputes: disputes.map((d) => toDisputeView(d, today(deps))),
    usage: { month, used: used.disputes ?? 0, limit },
  };
}

/**
 * A dispute filed from a finding of the client's analysis ('Dispute this item') rests on what the file proves or on
 * the client's own answer: a finding still waiting for that answer, or one that is advice, is refused (asking a bureau
 * to change accurate information is what CROA §1679b(a) forbids). A finding no longer in the latest analysis is let
 * through as a dispute in the client's own words (the letter then states the reason's sentences).
 */
async function notDisputable(deps: Pick<Deps, 'analyses'>, userId: string, findingId: string | null): Promise<Error | undefined> {
  if (!findingId) return undefined;
  const finding = (await deps.analyses.latest(userId))?.view.findings.find((f) => f.id === findingId);
  if (!finding || finding.dispute) return undefined;
  if (!finding.needsConfirmation) return new Invalid(analysisMessages.notDisputable);
  const answer = (await deps.analyses.confirmations(userId))[findingId];
  // Answered "this is wrong" since the analysis ran: the next run turns it into a dispute; the answer stands for it now.
  return answer?.accurate === false ? undefined : new Conflict(analysisMessages.confirmBeforeDispute);
}

/** Who files: the caller's id, and their plan and this month's use as the route wrapper read them. */
export interface FilingCaller {
  id: string;
  plan: PlanStanding;
}

/**
 * `POST /api/disputes` (the 'File New Dispute' modal). The auto-generated letter is Elite and Total's;
 * Starter's 5 disputes a month are counted in the same write that stores the dispute (the 6th is refused
 * with 429 and nothing written; a failed write counts nothing, so filing again counts once). The dispute
 * may be prepared at once; its letters go once the CROA window ends.
 *
 * Every attempt counts against the account's daily quota (checked first: over it, any attempt answers 429 with the
 * quota's message). A filing counts it in the write that stores the dispute; a refused one counts it on its own.
 * Three requests in all (the caller's read, the disputes' Query, the transaction), plus the analysis's for a finding.
 */
export async function fileDispute(deps: DisputeDeps, caller: FilingCaller, request: FileDisputeRequest): Promise<DisputeView> {
  const attempt = { name: 'disputeFileAccount', subject: caller.id, limit: RATE_LIMITS.disputeFileAccount, at: deps.now() } as const;
  const refuse = async (error: Error): Promise<never> => {
    const { allowed } = await deps.publicStore.hit(attempt.name, attempt.subject, attempt.limit, attempt.at);
    throw allowed ? error : new TooManyRequests(quotaMessages.disputesFiled);
  };
  const refusal = await filingRefusal(deps, caller, request);
  if (refusal) return refuse(refusal);
  const { state } = caller.plan;
  const dispute = newDispute({ id: deps.newId(), userId: caller.id, request, plan: state, now: deps.now() });
  // Counted against the month the plan's check read, in the write itself: two filings at once cannot both take the last one.
  const access = featureAccess(caller.plan, 'disputes');
  const outcome = await deps.disputes.create(dispute, { month: caller.plan.month, limit: access.limit }, attempt);
  if (outcome === 'daily-limit') throw new TooManyRequests(quotaMessages.disputesFiled);
  if (outcome === 'monthly-limit') return refuse(new TooManyRequests(disputeMessages.monthlyLimit(access.limit ?? 0)));
  if (outcome === 'in-progress') return refuse(new Conflict(disputeMessages.filingInProgress(request.accountName)));
  return toDisputeView(dispute, today(deps));
}

/** Why this filing may not go ahead (frivolous, not in the plan, over the month's limit), or undefined. */
async function filingRefusal(deps: DisputeDeps, caller: FilingCaller, request: FileDisputeRequest): Promise<Error | undefined> {
  const unfounded = await notDisputable(deps, caller.id, request.findingId);
  if (unfounded) return unfounded;
  // The same dispute again while one is open, or after "verified" with nothing new, would be frivolous (FCRA §611(a)(3)).
  const refused = refileRefusal(await deps.disputes.list(caller.id), request);
  if (refused) return new Conflict(refused);
  const { state } = caller.plan;
  if (request.autoGenerated && !(state?.tier && planHasFeature(state.tier, 'auto_dispute_letters'))) return new Forbidden(disputeMessages.autoNeedsPlan);
  const access = featureAccess(caller.plan, 'disputes');
  if (!access.hasAccess) return access.limit !== undefined ? new TooManyRequests(disputeMessages.monthlyLimit(access.limit)) : new Forbidden(disputeMessages.failed);
  return undefined;
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
