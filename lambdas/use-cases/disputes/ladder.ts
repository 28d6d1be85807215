import { disputeMessages } from '../../contract/dispute-messages.js';
import type { ClientLadderStep, FurnisherAnswerRequest, LadderDocumentResponse, LadderStepRequest } from '../../contract/dispute-ladder.js';
import { ladderMessages } from '../../contract/ladder-messages.js';
import type { Letter } from '../../contract/letters.js';
import { letterMessages } from '../../contract/letter-messages.js';
import { attorneySummary, complaintPacket, furnisherDisputeLetter, type LadderDocumentInput } from '../../domain/dispute-ladder-documents.js';
import { EMPTY_LADDER, furnisherAnswerCheck, ladderRefusal } from '../../domain/dispute-ladder.js';
import { Conflict, Invalid, NotFound } from '../../errors.js';
import type { Deps } from '../../ports/deps.js';
import type { StoredDispute } from '../../ports/disputes.js';
import { toDisputeView } from './disputes.js';
import { enclosures, latestFile, letterClient, reportedLine, type LetterDeps } from './letters.js';
import type { DisputeView } from '../../contract/disputes.js';

/**
 * The escalation ladder's steps (domain/dispute-ladder.ts decides which are open): the client takes the furnisher
 * dispute, the complaint and the attorney's summary here; each first request is dated on the dispute, where the desk sees
 * it. The documents are built on each download from what the dispute records, and the client sends or files them
 * themselves (the furnisher letter is the client's own words: Regulation V §1022.43(b)(2)).
 */

export type LadderDeps = Pick<Deps, 'now' | 'disputes'>;
export type LadderDocumentDeps = Pick<LetterDeps, 'now' | 'disputes' | 'identity' | 'documents' | 'creditReports' | 'files'>;

const today = (deps: Pick<Deps, 'now'>) => deps.now().toISOString().slice(0, 10);

async function own(deps: { disputes: Pick<Deps['disputes'], 'get'> }, userId: string, id: string): Promise<StoredDispute> {
  const dispute = await deps.disputes.get(userId, id);
  if (!dispute) throw new NotFound(disputeMessages.notFound);
  return dispute;
}

/**
 * `POST /api/disputes/{id}/ladder/{step}`: 409 with the reason when the step is not open (an earlier step first, the
 * ladder not open, a kind of dispute the furnisher need not investigate, no ground for an attorney). The furnisher step
 * needs the client's own statement and their affirmation (400 without). A step already taken changes nothing.
 */
export async function takeLadderStep(deps: LadderDeps, userId: string, id: string, step: ClientLadderStep, request: LadderStepRequest): Promise<DisputeView> {
  const dispute = await own(deps, userId, id);
  const view = toDisputeView(dispute, today(deps));
  const refused = ladderRefusal(view.ladder, step);
  if (refused) throw new Conflict(refused);
  if (view.ladder.steps.find((s) => s.step === step)!.state === 'done') return view;
  const now = deps.now().toISOString();
  const ladder = { ...EMPTY_LADDER, ...dispute.ladder };
  if (step === 'furnisher') {
    if (!request.statement) throw new Invalid(ladderMessages.statementTooShort, { statement: ladderMessages.statementTooShort });
    if (request.affirmed !== true) throw new Invalid(ladderMessages.affirmationRequired, { affirmed: ladderMessages.affirmationRequired });
    ladder.furnisher = { statement: request.statement, affirmation: ladderMessages.affirmation, affirmedAt: now };
  } else if (step === 'complaint') {
    ladder.complaintAt = now;
  } else {
    ladder.attorneyAt = now;
  }
  const next: StoredDispute = { ...dispute, ladder, updatedAt: now, version: dispute.version + 1 };
  await deps.disputes.update(next);
  return toDisputeView(next, today(deps));
}

/**
 * `PUT /api/disputes/{id}/ladder/furnisher/answer`: the client records what the creditor answered their direct dispute
 * (12 CFR 1022.43(e), (f)); recorded again, it replaces the earlier answer. 409 before the furnisher step is done, and for
 * "no answer" before the creditor's 30 days can have passed; 400 for a date before the dispute or after today.
 */
export async function recordFurnisherAnswer(deps: LadderDeps, userId: string, id: string, request: FurnisherAnswerRequest): Promise<DisputeView> {
  const dispute = await own(deps, userId, id);
  const now = deps.now().toISOString();
  const checked = furnisherAnswerCheck(toDisputeView(dispute, today(deps)).ladder, request, now);
  if (!checked.ok) throw checked.status === 'conflict' ? new Conflict(checked.message) : new Invalid(checked.message, { [checked.field]: checked.message });
  const ladder = { ...EMPTY_LADDER, ...dispute.ladder };
  ladder.furnisher = { ...ladder.furnisher!, answer: checked.answer };
  const next: StoredDispute = { ...dispute, ladder, updatedAt: now, version: dispute.version + 1 };
  await deps.disputes.update(next);
  return toDisputeView(next, today(deps));
}

const BUILDERS: Record<ClientLadderStep, (input: LadderDocumentInput) => Letter> = {
  furnisher: furnisherDisputeLetter,
  complaint: complaintPacket,
  attorney: attorneySummary,
};
const FILE_NAMES: Record<ClientLadderStep, string> = { furnisher: 'creditor-dispute', complaint: 'cfpb-complaint-packet', attorney: 'attorney-summary' };

/**
 * `GET /api/disputes/{id}/ladder/{step}/document`: the step's letter or packet as of today, once the step is taken (409
 * before, naming it). It needs the client's verified identity as every letter does (409 without).
 */
export async function ladderDocument(deps: LadderDocumentDeps, userId: string, id: string, step: ClientLadderStep): Promise<LadderDocumentResponse> {
  const dispute = await own(deps, userId, id);
  const view = toDisputeView(dispute, today(deps));
  if (view.ladder.steps.find((s) => s.step === step)!.state !== 'done') throw new Conflict(ladderMessages.stepNotTaken(ladderMessages.stepTitles[step]));
  const [client, file, enclosed] = await Promise.all([letterClient(deps, userId), latestFile(deps, userId), enclosures(deps, userId)]);
  if (!client) throw new Conflict(letterMessages.profileIncomplete);
  const reported = dispute.items.map((i) => reportedLine(file, dispute.accountKey, i.bureau)).find((l) => l !== null) ?? null;
  const document = BUILDERS[step]({ client, date: today(deps), dispute: view, reported, enclosures: enclosed });
  return { document, fileName: `${FILE_NAMES[step]}-${dispute.id.slice(0, 8)}.pdf` };
}

