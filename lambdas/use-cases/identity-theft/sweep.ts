import {
  FALSE_REPORT_WARNING,
  IDENTITY_THEFT_AFFIRMATION,
  identityTheftFileName,
  identityTheftMessages as m,
  type IdentityTheftCaseView,
  type IdentityTheftLetterRequest,
  type IdentityTheftLetterResponse,
  type IdentityTheftResponse,
  type RecordBlockMailingRequest,
  type RecordBlockReceiptRequest,
  type ReviewIdentityTheftRequest,
  type SaveIdentityTheftRequest,
  type StaffIdentityTheftCase,
} from '../../contract/identity-theft.js';
import { letterMessages } from '../../contract/letter-messages.js';
import { earliestSendDate } from '../../domain/dispute-clock.js';
import type { PlanStanding } from '../../domain/entitlements.js';
import { planHasFeature } from '../../domain/plans.js';
import {
  CaseRefusal,
  affirmCase,
  blockDeadline,
  blockRequestLetter,
  businessRecordsLetter,
  fraudAlertLetter,
  freezeLetter,
  missingForReview,
  recordMailing,
  recordReceipt,
  requireReleased,
  reviewCase,
  saveCase,
  submitCase,
  theftCandidates,
  type IdentityTheftCase,
  type SweepEnclosures,
} from '../../domain/identity-theft.js';
import { Conflict, Forbidden, Invalid, NotFound } from '../../errors.js';
import type { Deps } from '../../ports/deps.js';
import type { StoredDocument } from '../../ports/documents.js';
import type { Page } from '../../ports/page.js';
import { latestFile, letterClient } from '../disputes/letters.js';
import { audit } from '../staff/audit.js';

/**
 * The credit sweep (docs/identity-theft.md): the client's steps (affirm, save the report and the items, send for
 * review, download the letters once approved, record a mailing) and the desk's review. Every step is written to the
 * audit log, the client's as the staff's, with the case's state after it.
 */

export type SweepDeps = Pick<Deps, 'identityTheft' | 'documents' | 'identity' | 'subscriptions' | 'agreements' | 'creditReports' | 'files' | 'audit' | 'now' | 'newId'> &
  Partial<Pick<Deps, 'profiles' | 'notifications'>>;
type Caller = { id: string; email: string };
/** The client, with the plan the route wrapper read with their standing (not read again here). */
type ClientCaller = Caller & { plan: PlanStanding };

/**
 * The client's own steps are audited under their id alone: audit entries outlive the account (docs/compliance.md), so
 * they never carry the client's email.
 */
const asClient = (caller: Caller): Caller => ({ id: caller.id, email: '(the client)' });

/** The domain's refusals as the application's errors (mapped to a status once, in lambdas/http). */
async function refusing<T>(run: () => T | Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof CaseRefusal) throw error.kind === 'conflict' ? new Conflict(error.message) : new Invalid(error.message);
    throw error;
  }
}

/** Total only (the plan's 'Credit sweep' line): 403 for another plan, whose clients see why. */
function requireSweepPlan(plan: PlanStanding): void {
  const { state } = plan;
  if (!(state?.tier && planHasFeature(state.tier, 'credit_sweep'))) throw new Forbidden(m.notInPlan);
}

/** The FTC report a case may name: the caller's own, of that kind, through the scan and not rejected. */
const usableReport = (d: StoredDocument | undefined): boolean =>
  d !== undefined && d.documentType === 'ftc-identity-theft-report' && (d.status === 'pending_review' || d.status === 'verified');

/** The verified ID: the identity staff confirmed, and the ID document itself verified (it is enclosed). */
async function idFacts(deps: Pick<Deps, 'identity'>, documents: readonly StoredDocument[], userId: string): Promise<boolean> {
  const identity = await deps.identity.get(userId);
  return Boolean(identity?.verifiedAt) && documents.some((d) => d.documentType === 'id' && d.status === 'verified');
}

async function facts(deps: SweepDeps, c: IdentityTheftCase) {
  const documents = await deps.documents.list(c.userId);
  const report = c.reportDocumentId ? documents.find((d) => d.id === c.reportDocumentId) : undefined;
  return { documents, report, reportUsable: usableReport(report), idVerified: await idFacts(deps, documents, c.userId) };
}

async function view(deps: SweepDeps, c: IdentityTheftCase): Promise<IdentityTheftCaseView> {
  const f = await facts(deps, c);
  return {
    status: c.status,
    affirmation: c.affirmation,
    reportDocumentId: c.reportDocumentId,
    reportFileName: f.report?.fileName ?? null,
    items: c.items,
    submittedAt: c.submittedAt,
    review: c.review ? { decision: c.review.decision, reason: c.review.reason, at: c.review.at } : null,
    mailings: c.mailings.map(blockDeadline),
    missing: c.status === 'started' || c.status === 'rejected' ? missingForReview(c, f) : [],
    createdAt: c.createdAt,
    updatedAt: c.updatedAt,
  };
}

/** `GET /api/identity-theft`. */
export async function getSweep(deps: SweepDeps, caller: Pick<ClientCaller, 'id' | 'plan'>): Promise<IdentityTheftResponse> {
  requireSweepPlan(caller.plan);
  const userId = caller.id;
  const [c, file] = await Promise.all([deps.identityTheft.get(userId), latestFile(deps, userId)]);
  return { case: c ? await view(deps, c) : null, candidates: theftCandidates(file), warning: FALSE_REPORT_WARNING, affirmation: IDENTITY_THEFT_AFFIRMATION };
}

async function write(deps: SweepDeps, caller: Caller, next: IdentityTheftCase, action: Parameters<typeof audit>[2], details: Record<string, string | number | boolean | null> = {}) {
  await deps.identityTheft.put(next);
  await audit(deps, asClient(caller), action, next.userId, { status: next.status, ...details });
  return view(deps, next);
}

/** `POST /api/identity-theft/affirmation`: the warning shown and the wording affirmed, with the time. */
export async function affirmSweep(deps: SweepDeps, caller: ClientCaller): Promise<IdentityTheftCaseView> {
  requireSweepPlan(caller.plan);
  const next = await refusing(async () => affirmCase(await deps.identityTheft.get(caller.id), caller.id, deps.now().toISOString()));
  return write(deps, caller, next, 'identity-theft.affirm');
}

/** `PUT /api/identity-theft`: the uploaded report and the items marked (from the latest credit file). */
export async function saveSweep(deps: SweepDeps, caller: ClientCaller, request: SaveIdentityTheftRequest): Promise<IdentityTheftCaseView> {
  requireSweepPlan(caller.plan);
  const [existing, file] = await Promise.all([deps.identityTheft.get(caller.id), latestFile(deps, caller.id)]);
  if (request.reportDocumentId !== null && !usableReport(await deps.documents.get(caller.id, request.reportDocumentId))) throw new Invalid(m.reportNotYours);
  const next = await refusing(() => saveCase(existing, request, theftCandidates(file), deps.now().toISOString()));
  return write(deps, caller, next, 'identity-theft.save', { items: next.items.length, report: next.reportDocumentId !== null });
}

/** `POST /api/identity-theft/submit`: to the staff desk, once the report, the items and the verified ID are there. */
export async function submitSweep(deps: SweepDeps, caller: ClientCaller): Promise<IdentityTheftCaseView> {
  requireSweepPlan(caller.plan);
  const existing = await deps.identityTheft.get(caller.id);
  const f = existing ? await facts(deps, existing) : { reportUsable: false, idVerified: false };
  const next = await refusing(() => submitCase(existing, f, deps.now().toISOString()));
  return write(deps, caller, next, 'identity-theft.submit', { items: next.items.length });
}

/**
 * CROA §1679e: no service before the 3-business-day right to cancel has ended, so no letter before the day it ends
 * (as for disputes: `earliestSendDate`, from the latest signature of the agreement, else the plan's start).
 */
async function requireCancellationWindowOver(deps: SweepDeps, caller: Pick<ClientCaller, 'id' | 'plan'>): Promise<void> {
  const signatures = await deps.agreements.listSignatures(caller.id);
  const { state } = caller.plan;
  const signed = signatures.map((x) => x.signedAt).sort().at(-1) ?? state?.startedAt;
  if (!signed) return;
  const from = earliestSendDate(new Date(signed));
  if (deps.now().toISOString().slice(0, 10) < from) throw new Conflict(m.notBeforeWindow(from));
}

async function enclosuresOf(deps: SweepDeps, c: IdentityTheftCase): Promise<SweepEnclosures> {
  const f = await facts(deps, c);
  // The case was approved with a usable report; one deleted since cannot be enclosed, so the letter is refused.
  if (!f.report || !f.reportUsable) throw new Conflict(m.missingReport);
  const newest = (type: StoredDocument['documentType']) =>
    f.documents.filter((d) => d.documentType === type && d.status === 'verified').sort((a, b) => b.uploadedAt.localeCompare(a.uploadedAt))[0]?.fileName ?? null;
  return { report: f.report.fileName, id: newest('id'), address: newest('address') };
}

/**
 * `POST /api/identity-theft/letters`: built from the approved case on each request (nothing stored); 409 before staff
 * approved it. The SSN and the signature are added by the browser only (web/src/lib/letters/pdf.ts).
 */
export async function sweepLetter(deps: SweepDeps, caller: ClientCaller, request: IdentityTheftLetterRequest): Promise<IdentityTheftLetterResponse> {
  requireSweepPlan(caller.plan);
  const c = await refusing(async () => requireReleased(await deps.identityTheft.get(caller.id)));
  await requireCancellationWindowOver(deps, caller);
  const client = await letterClient(deps, caller.id);
  if (!client) throw new Conflict(letterMessages.profileIncomplete);
  const input = { client, date: deps.now().toISOString().slice(0, 10), items: c.items, enclosures: await enclosuresOf(deps, c) };
  const letter = await refusing(() =>
    request.kind === 'block'
      ? blockRequestLetter({ ...input, bureau: request.bureau })
      : request.kind === 'alert'
        ? fraudAlertLetter({ ...input, bureau: request.bureau })
        : request.kind === 'freeze'
          ? freezeLetter({ ...input, bureau: request.bureau })
          : businessRecordsLetter({ ...input, company: request.company, address: request.address }),
  );
  const target = request.kind === 'records' ? request.company : request.bureau;
  // The company's name is the business's, not the client's: no PII in the entry.
  await audit(deps, asClient(caller), 'identity-theft.letter', caller.id, { kind: request.kind, target });
  return { letter, fileName: identityTheftFileName(request.kind, target) };
}

/** `POST /api/identity-theft/mailings`: the block request to a bureau was mailed (and, from tracking, received). */
export async function recordSweepMailing(deps: SweepDeps, caller: ClientCaller, request: RecordBlockMailingRequest): Promise<IdentityTheftCaseView> {
  requireSweepPlan(caller.plan);
  const next = await refusing(async () => recordMailing(await deps.identityTheft.get(caller.id), request, deps.now().toISOString()));
  return write(deps, caller, next, 'identity-theft.mailing', { bureau: request.bureau, mailedAt: request.mailedAt, receivedAt: request.receivedAt });
}

// ---- The staff desk ----

async function staffView(deps: SweepDeps, c: IdentityTheftCase): Promise<StaffIdentityTheftCase> {
  const [v, f, user] = await Promise.all([view(deps, c), facts(deps, c), deps.profiles?.get(c.userId)]);
  return { ...v, userId: c.userId, clientName: user?.profile?.fullName ?? null, reportStatus: f.report?.status ?? null, idVerified: f.idVerified };
}

/** `GET /api/admin/identity-theft`: cases waiting for review, oldest first. */
export async function listSweepReviews(deps: SweepDeps, limit: number, after?: Record<string, unknown>): Promise<Page<StaffIdentityTheftCase>> {
  const page = await deps.identityTheft.listInReview(limit, after);
  return { items: await Promise.all(page.items.map((c) => staffView(deps, c))), next: page.next };
}

/** `GET /api/admin/identity-theft/{userId}`: one client's case (audited). */
export async function getSweepForStaff(deps: SweepDeps, staff: Caller, userId: string): Promise<StaffIdentityTheftCase> {
  const c = await deps.identityTheft.get(userId);
  if (!c) throw new NotFound(m.notFound);
  await audit(deps, staff, 'identity-theft.view', userId, { status: c.status });
  return staffView(deps, c);
}

/** `POST /api/admin/identity-theft/{userId}/review`: approve (the letters are released) or reject with the reason; audited, and the client told. */
export async function reviewSweep(deps: SweepDeps, staff: Caller, userId: string, request: ReviewIdentityTheftRequest): Promise<StaffIdentityTheftCase> {
  const existing = await deps.identityTheft.get(userId);
  if (!existing) throw new NotFound(m.notFound);
  if (request.decision === 'approved') {
    const f = await facts(deps, existing);
    // The report must still be there, through the scan and not rejected, and the ID verified, when staff approve.
    const missing = missingForReview(existing, f);
    if (missing.length > 0) throw new Conflict(m.notReady(missing));
  }
  const next = await refusing(() => reviewCase(existing, request, staff.id, deps.now().toISOString()));
  await deps.identityTheft.put(next);
  await audit(deps, staff, request.decision === 'approved' ? 'identity-theft.approve' : 'identity-theft.reject', userId, {
    ...(next.review?.reason ? { reason: next.review.reason } : {}),
    items: next.items.length,
  });
  await deps.notifications?.add(userId, {
    kind: 'identity_review',
    title: m.title,
    body: request.decision === 'approved' ? m.approvedNote : m.rejectedNote(next.review?.reason ?? ''),
  });
  return staffView(deps, next);
}

/**
 * `POST /api/admin/identity-theft/{userId}/receipt`: staff record the day a bureau received the client's block request
 * (from its tracking); the block deadline runs from it. Audited with the dates.
 */
export async function recordSweepReceipt(deps: SweepDeps, staff: Caller, userId: string, request: RecordBlockReceiptRequest): Promise<StaffIdentityTheftCase> {
  const existing = await deps.identityTheft.get(userId);
  if (!existing) throw new NotFound(m.notFound);
  const next = await refusing(async () => recordReceipt(existing, request, deps.now().toISOString()));
  await deps.identityTheft.put(next);
  await audit(deps, staff, 'identity-theft.receipt', userId, { bureau: request.bureau, receivedAt: request.receivedAt });
  return staffView(deps, next);
}
