import { bureauList, bureauNames, BUREAUS } from '../../contract/credit-messages.js';
import type { AssignAdvisorResponse, DisputeStatus, MarkDisputeSentRequest, MarkSupplementSentRequest, RecordDisputeReceiptRequest, RecordDisputeResultRequest, RecordReinsertionNoticeRequest, SetDisputeStatusRequest, StaffDisputeView } from '../../contract/disputes.js';
import { deskMessages, disputeMessages } from '../../contract/dispute-messages.js';
import { letterWordingMessages } from '../../contract/letter-wording-messages.js';
import { isStaffRole } from '../../domain/admin.js';
import { itemClock } from '../../domain/dispute-clock.js';
import {
  disputeUpdateEmail,
  markSent,
  markSupplementSent,
  mineFirst,
  recordReceipt,
  recordReinsertionNotice,
  recordResult,
  sentNote,
  setStatus,
  type Outcome,
} from '../../domain/dispute-desk.js';
import { awaitingApproval } from '../../domain/letter-wording.js';
import { initialOf, stateOf } from '../../domain/public-figures.js';
import { DEFAULT_NOTIFICATION_PREFERENCES, type User } from '../../domain/users.js';
import { Conflict, Invalid, NotFound } from '../../errors.js';
import type { AdvisorAssignment } from '../../ports/advisors.js';
import type { Deps } from '../../ports/deps.js';
import type { StoredDispute } from '../../ports/disputes.js';
import type { Page } from '../../ports/page.js';
import { audit } from '../staff/audit.js';
import { toDisputeView } from './disputes.js';

/**
 * The staff's dispute desk: employees and admins work the queue by status and due date,
 * open a dispute (audited), mark its letters sent, record each bureau's answer and move it through
 * pending → in_progress → resolved/rejected. Every change names the version it read (a race is a 409),
 * is audit-logged, and tells the client in the bell and by email. A client may have an advisor, whose
 * queue shows their clients first.
 */

export interface DeskDeps extends Pick<Deps, 'email' | 'now' | 'newId'> {
  entitlements: Pick<Deps['entitlements'], 'check'>;
  advisors: Pick<Deps['advisors'], 'get' | 'getMany' | 'set' | 'listClients'>;
  figures: Pick<Deps['figures'], 'recordDeletion'>;
  disputes: Pick<Deps['disputes'], 'get' | 'update' | 'queue'>;
  users: Pick<Deps['users'], 'getUser'>;
  notifications: Pick<Deps['notifications'], 'add'>;
  audit: Pick<Deps['audit'], 'putAudit'>;
  directory: Pick<Deps['directory'], 'standing'>;
  config: Pick<Deps['config'], 'publicUrl'>;
}
type Staff = { id: string; email: string };

const today = (deps: Pick<Deps, 'now'>) => deps.now().toISOString().slice(0, 10);

/** The people a set of disputes names: their clients and the clients' advisors, each read once. */
async function people(deps: Pick<DeskDeps, 'users' | 'advisors'>, userIds: readonly string[]) {
  const unique = [...new Set(userIds)];
  const advisors = await deps.advisors.getMany(unique);
  const advisorIds = [...new Set([...advisors.values()].map((a) => a.advisorId))];
  const users = new Map<string, User | undefined>(await Promise.all([...new Set([...unique, ...advisorIds])].map(async (id) => [id, await deps.users.getUser(id)] as const)));
  return { users, advisors };
}

function staffView(d: StoredDispute, asOf: string, staffId: string, users: Map<string, User | undefined>, advisor: AdvisorAssignment | undefined): StaffDisputeView {
  const client = users.get(d.userId);
  const advisorUser = advisor ? users.get(advisor.advisorId) : undefined;
  return {
    ...toDisputeView(d, asOf),
    userId: d.userId,
    client: { userId: d.userId, name: client?.fullName ?? '', email: client?.email ?? '' },
    advisor: advisor ? { userId: advisor.advisorId, name: advisorUser?.fullName || advisorUser?.email || advisor.advisorId } : null,
    priority: d.priority,
    letters: BUREAUS.filter((b) => Boolean(d.letterKeys?.[b])),
    mine: advisor?.advisorId === staffId,
  };
}

/** One dispute as the desk shows it when opened: with whether the client's plan lets staff reword its letters. */
async function viewOne(deps: DeskDeps, staff: Staff, d: StoredDispute): Promise<StaffDisputeView> {
  const [{ users, advisors }, custom] = await Promise.all([people(deps, [d.userId]), deps.entitlements.check(d.userId, 'custom_dispute_letters', { record: false })]);
  return { ...staffView(d, today(deps), staff.id, users, advisors.get(d.userId)), customLetters: custom.hasAccess };
}

/** `GET /api/admin/disputes?status=`: one page of the queue (earliest date first, priority first within a day), the caller's own clients first. */
export async function deskQueue(deps: DeskDeps, staff: Staff, query: { status: DisputeStatus; limit: number; after?: Record<string, unknown> | undefined }): Promise<Page<StaffDisputeView>> {
  const page = await deps.disputes.queue({ status: query.status, limit: query.limit, ...(query.after ? { after: query.after } : {}) });
  const { users, advisors } = await people(deps, page.items.map((d) => d.userId));
  const asOf = today(deps);
  return { items: mineFirst(page.items.map((d) => staffView(d, asOf, staff.id, users, advisors.get(d.userId)))), next: page.next };
}

async function load(deps: Pick<DeskDeps, 'disputes'>, userId: string, id: string): Promise<StoredDispute> {
  const dispute = await deps.disputes.get(userId, id);
  if (!dispute) throw new NotFound(disputeMessages.notFound);
  return dispute;
}

/** `GET /api/admin/disputes/{userId}/{id}`: one dispute; each opening is audit-logged. */
export async function deskGet(deps: DeskDeps, staff: Staff, userId: string, id: string): Promise<StaffDisputeView> {
  const dispute = await load(deps, userId, id);
  await audit(deps, staff, 'dispute.view', userId, { disputeId: id });
  return viewOne(deps, staff, dispute);
}

/** The rule's answer, or its refusal as the typed error (409 for the dispute's state, 400 for the request). */
function accepted<T>(outcome: Outcome<T>): T {
  if ('dispute' in outcome) return outcome.dispute;
  throw outcome.refused === 'conflict' ? new Conflict(outcome.message) : new Invalid(outcome.message);
}

/** Writes the change on the version read (a concurrent change is a 409 and nothing else happens). */
async function save(deps: DeskDeps, read: StoredDispute, changed: StoredDispute): Promise<StoredDispute> {
  const next = { ...changed, updatedAt: deps.now().toISOString(), version: read.version + 1 };
  await deps.disputes.update(next);
  return next;
}

/** The bell, and an email unless the client turned email off. */
async function tellClient(deps: DeskDeps, userId: string, subject: string, body: string): Promise<void> {
  await deps.notifications.add(userId, { kind: 'dispute_update', title: deskMessages.notificationTitle, body });
  const user = await deps.users.getUser(userId);
  if (!user || !(user.notificationPreferences ?? DEFAULT_NOTIFICATION_PREFERENCES).email) return;
  await deps.email.send(disputeUpdateEmail(user.email, user.fullName, subject, body, `${deps.config.publicUrl}/profile`));
}

/** `POST …/sent`: the letters to these bureaus were mailed on `sentAt` (not before the CROA window ends); the FCRA clock starts. */
export async function deskMarkSent(deps: DeskDeps, staff: Staff, userId: string, id: string, request: MarkDisputeSentRequest): Promise<StaffDisputeView> {
  const read = await load(deps, userId, id);
  const bureaus = BUREAUS.filter((b) => request.bureaus.includes(b));
  // A reworded letter the client has not approved is not produced, so it cannot have been mailed.
  const unapproved = bureaus.find((b) => awaitingApproval(read.letterWording?.[b]));
  if (unapproved) throw new Conflict(letterWordingMessages.awaitingClientStaff(bureauNames[unapproved]));
  const saved = await save(deps, read, accepted(markSent(read, bureaus, request.sentAt, today(deps), request.trackingNumbers)));
  await audit(deps, staff, 'dispute.sent', userId, { disputeId: id, bureaus: bureaus.join(','), sentAt: request.sentAt, status: saved.status });
  const resultsDueAt = saved.items
    .filter((i) => bureaus.includes(i.bureau))
    .map((i) => itemClock(i, saved.afterFreeDisclosure).resultsDueAt!)
    .sort()
    .at(-1)!;
  await tellClient(deps, userId, deskMessages.emailSubject(saved.accountName), sentNote(saved.accountName, bureaus, resultsDueAt));
  return viewOne(deps, staff, saved);
}

/** `POST …/receipt`: the day the tracking shows this bureau received the letter; the FCRA clock runs from it. Audited, the client told. */
export async function deskRecordReceipt(deps: DeskDeps, staff: Staff, userId: string, id: string, request: RecordDisputeReceiptRequest): Promise<StaffDisputeView> {
  const read = await load(deps, userId, id);
  const saved = await save(deps, read, accepted(recordReceipt(read, request, today(deps))));
  await audit(deps, staff, 'dispute.receipt', userId, { disputeId: id, bureau: request.bureau, receivedAt: request.receivedAt });
  const clock = itemClock(saved.items.find((i) => i.bureau === request.bureau)!, saved.afterFreeDisclosure);
  await tellClient(
    deps,
    userId,
    deskMessages.emailSubject(saved.accountName),
    deskMessages.receiptNote(saved.accountName, bureauNames[request.bureau], request.receivedAt, clock.dueAt!, clock.resultsDueAt!),
  );
  return viewOne(deps, staff, saved);
}

/** `POST …/supplement-sent`: the supplemental letters were mailed (45 days for an item still within its 30). Audited, the client told. */
export async function deskMarkSupplementSent(deps: DeskDeps, staff: Staff, userId: string, id: string, request: MarkSupplementSentRequest): Promise<StaffDisputeView> {
  const read = await load(deps, userId, id);
  const bureaus = BUREAUS.filter((b) => request.bureaus.includes(b));
  const saved = await save(deps, read, accepted(markSupplementSent(read, bureaus, request.sentAt, today(deps))));
  await audit(deps, staff, 'dispute.supplement-sent', userId, { disputeId: id, bureaus: bureaus.join(','), sentAt: request.sentAt });
  await tellClient(deps, userId, deskMessages.emailSubject(saved.accountName), deskMessages.supplementNote(saved.accountName, bureauList(bureaus), request.sentAt));
  return viewOne(deps, staff, saved);
}

/** `POST …/reinsertion-notice`: the date of the bureau's notice of a reinsertion (without it in 5 business days, the dispute is flagged). Audited. */
export async function deskRecordReinsertionNotice(deps: DeskDeps, staff: Staff, userId: string, id: string, request: RecordReinsertionNoticeRequest): Promise<StaffDisputeView> {
  const read = await load(deps, userId, id);
  const saved = await save(deps, read, accepted(recordReinsertionNotice(read, request, today(deps))));
  await audit(deps, staff, 'dispute.reinsertion-notice', userId, { disputeId: id, bureau: request.bureau, receivedAt: request.receivedAt });
  return viewOne(deps, staff, saved);
}

/** `POST …/result`: one bureau's answer (deleted, updated, verified, frivolous), its date, and the notes. */
export async function deskRecordResult(deps: DeskDeps, staff: Staff, userId: string, id: string, request: RecordDisputeResultRequest): Promise<StaffDisputeView> {
  const read = await load(deps, userId, id);
  const saved = await save(deps, read, accepted(recordResult(read, request, today(deps))));
  await audit(deps, staff, 'dispute.result', userId, { disputeId: id, bureau: request.bureau, result: request.result, respondedAt: request.respondedAt });
  await tellClient(deps, userId, deskMessages.emailSubject(saved.accountName), deskMessages.resultNote(saved.accountName, bureauNames[request.bureau], request.result));
  if (request.result === 'deleted') {
    // The public figures count it, with an event that names no one (an initial and a state at most).
    const client = await deps.users.getUser(userId);
    const event = { at: request.respondedAt, bureau: request.bureau, initial: initialOf(client?.fullName), state: stateOf(client?.state) };
    await deps.figures.recordDeletion(userId, event, deps.newId(), deps.now());
  }
  return viewOne(deps, staff, saved);
}

/** `POST …/status`: only the moves DISPUTE_TRANSITIONS allows (409 `badTransition` otherwise). */
export async function deskSetStatus(deps: DeskDeps, staff: Staff, userId: string, id: string, request: SetDisputeStatusRequest): Promise<StaffDisputeView> {
  const read = await load(deps, userId, id);
  const saved = await save(deps, read, accepted(setStatus(read, request.status, request.resolutionNotes)));
  await audit(deps, staff, 'dispute.status', userId, { disputeId: id, from: read.status, to: saved.status });
  await tellClient(deps, userId, deskMessages.emailSubject(saved.accountName), deskMessages.statusNote(saved.accountName, saved.status));
  return viewOne(deps, staff, saved);
}

/**
 * `PUT /api/admin/clients/{userId}/advisor`: a current employee or admin (the directory's word, not a token's)
 * becomes the client's advisor; null removes it. Written only over the advisor read (a race is a 409);
 * a real change is audited, and a new advisor is introduced to the client.
 */
export async function assignAdvisor(deps: DeskDeps, staff: Staff, clientId: string, advisorId: string | null): Promise<AssignAdvisorResponse> {
  const client = await deps.users.getUser(clientId);
  if (client?.role !== 'client') throw new NotFound(deskMessages.clientNotFound);
  let advisor: { userId: string; name: string } | null = null;
  if (advisorId) {
    if (advisorId === clientId) throw new Invalid(deskMessages.advisorIsClient);
    const standing = await deps.directory.standing(advisorId);
    if (!standing?.groups.some(isStaffRole)) throw new Invalid(deskMessages.advisorNotStaff);
    const user = await deps.users.getUser(advisorId);
    advisor = { userId: advisorId, name: user?.fullName || user?.email || advisorId };
  }
  const current = await deps.advisors.get(clientId);
  if ((current?.advisorId ?? null) === advisorId) return { advisor };
  await deps.advisors.set(clientId, advisorId ? { advisorId, assignedAt: deps.now().toISOString(), assignedBy: staff.id } : null, current?.advisorId ?? null);
  await audit(deps, staff, 'client.advisor', clientId, { from: current?.advisorId ?? null, to: advisorId });
  if (advisor) await tellClient(deps, clientId, deskMessages.advisorEmailSubject, deskMessages.advisorNote(advisor.name));
  return { advisor };
}
