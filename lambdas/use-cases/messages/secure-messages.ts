import { decodeCursor, encodeCursor } from '../../contract/admin.js';
import {
  MESSAGES_PAGE,
  secureMessageMessages as m,
  type AdvisorView,
  type InboxQuery,
  type InboxResponse,
  type MessageAuthor,
  type PostMessageRequest,
  type SecureMessageView,
  type ThreadResponse,
  type ThreadSummary,
} from '../../contract/secure-messages.js';
import { planByTier, type Tier } from '../../domain/plans.js';
import { afterMessage, afterRead, firstUnreadFor, initialsOf, isOverdue, newThread, readAtOf, type MessageThread } from '../../domain/secure-messages.js';
import { isActive } from '../../domain/subscription.js';
import { DEFAULT_NOTIFICATION_PREFERENCES } from '../../domain/users.js';
import { Conflict, Forbidden, Invalid, NotFound } from '../../errors.js';
import type { Deps } from '../../ports/deps.js';
import type { StoredMessage } from '../../ports/secure-messages.js';
import { audit, auditListRead } from '../staff/audit.js';
import { photoUrlOf } from '../staff/advisor-photo.js';

/**
 * Secure messages (docs/secure-messages.md): one thread per client, between the client and their advisor. A client
 * reaches only their own thread, and only on a plan with a dedicated advisor (403 otherwise); an employee reaches
 * the threads of the clients they advise, an admin any (another's answers 404, as if it did not exist). Emails and
 * the bell say only that a message waits, never what it says.
 */
export type MessagesDeps = Pick<Deps, 'now' | 'newId' | 'email' | 'secureMessages' | 'entitlements' | 'dashboard'> & {
  advisors: Pick<Deps['advisors'], 'get'>;
  users: Pick<Deps['users'], 'getUser'>;
  documents: Pick<Deps['documents'], 'get'>;
  notifications: Pick<Deps['notifications'], 'add'>;
  subscriptions: Pick<Deps['subscriptions'], 'getState'>;
  disputes: Pick<Deps['disputes'], 'list'>;
  audit: Pick<Deps['audit'], 'putAudit'>;
  config: Pick<Deps['config'], 'publicUrl'>;
  /** The advisor's photo link (a presigned GET of their own photo only). */
  files: Pick<Deps['files'], 'presignDownload'>;
};
export type Caller = { id: string; email: string; groups: readonly string[] };

const MAX_RACES = 8;
/** Documents that passed the upload's checks (the scan) may be attached; not ones in flight, rejected or quarantined. */
const ATTACHABLE = new Set(['pending_review', 'verified']);
const isAdmin = (caller: Caller) => caller.groups.includes('admin');

async function tierOf(deps: MessagesDeps, clientId: string): Promise<Tier | null> {
  const state = await deps.subscriptions.getState(clientId);
  return state && isActive(state) ? state.tier : null;
}

async function requireClientPlan(deps: MessagesDeps, clientId: string): Promise<void> {
  const access = await deps.entitlements.check(clientId, 'dedicated_advisor', { record: false });
  if (!access.hasAccess) throw new Forbidden(m.notOnPlan);
}

/** A client's thread for staff: the client must exist, and an employee must be their advisor (404 otherwise). */
export async function requireStaffReach(deps: MessagesDeps, staff: Caller, clientId: string): Promise<void> {
  const client = await deps.users.getUser(clientId);
  if (client?.role !== 'client') throw new NotFound(m.threadNotFound);
  if (isAdmin(staff)) return;
  if ((await deps.advisors.get(clientId))?.advisorId !== staff.id) throw new NotFound(m.threadNotFound);
}

async function advisorOf(deps: MessagesDeps, clientId: string): Promise<AdvisorView | null> {
  const assignment = await deps.advisors.get(clientId);
  if (!assignment) return null;
  const user = await deps.users.getUser(assignment.advisorId);
  const name = user?.fullName || 'Your advisor';
  // No stock photo stands in for a person: without their own photo the avatar shows their initials. The link is
  // of this client's own advisor's photo, short-lived; no route names a staff id to reach another's.
  return { userId: assignment.advisorId, name, initials: initialsOf(name), photoUrl: await photoUrlOf(deps, user) };
}

function summary(thread: MessageThread, viewer: MessageAuthor, now: Date): ThreadSummary {
  return {
    clientId: thread.clientId,
    clientName: thread.clientName,
    advisorId: thread.advisorId,
    plan: thread.plan,
    priority: thread.priority,
    waitingSince: thread.waitingSince,
    respondBy: thread.respondBy,
    overdue: isOverdue(thread, now),
    lastMessageAt: thread.lastMessageAt,
    clientReadAt: thread.clientReadAt,
    staffReadAt: thread.staffReadAt,
    unread: viewer === 'client' ? thread.unreadByClient : thread.unreadByStaff,
  };
}

const messageView = (message: StoredMessage, thread: MessageThread): SecureMessageView => ({
  id: message.id,
  from: message.from,
  authorName: message.authorName,
  text: message.text,
  attachments: message.attachments,
  sentAt: message.sentAt,
  readAt: readAtOf(message, thread),
});

export async function threadPage(deps: MessagesDeps, clientId: string, viewer: MessageAuthor, cursor: string | undefined): Promise<ThreadResponse> {
  const scope = `messages:${clientId}`;
  const after = cursor ? decodeCursor(cursor, scope) : undefined;
  if (cursor && !after) throw new Invalid(m.invalidCursor);
  const [stored, page, advisor, client] = await Promise.all([
    deps.secureMessages.getThread(clientId),
    deps.secureMessages.listMessages(clientId, MESSAGES_PAGE, after),
    advisorOf(deps, clientId),
    deps.users.getUser(clientId),
  ]);
  const thread = stored ?? newThread(clientId, client?.fullName ?? '', advisor?.userId ?? null);
  const tier = thread.plan ?? (await tierOf(deps, clientId));
  return {
    thread: summary(thread, viewer, deps.now()),
    advisor,
    responseTarget: tier ? (planByTier(tier)?.support.responseTarget ?? null) : null,
    messages: page.items.map((message) => messageView(message, thread)).reverse(),
    nextCursor: encodeCursor(page.next, scope),
  };
}

/** The attachments: documents of the client's own that passed the upload's checks, by id. */
async function attachmentsOf(deps: MessagesDeps, clientId: string, ids: readonly string[]): Promise<StoredMessage['attachments']> {
  const unique = [...new Set(ids)];
  const documents = await Promise.all(unique.map((id) => deps.documents.get(clientId, id)));
  return documents.map((document) => {
    if (!document) throw new Invalid(m.attachmentNotFound, { attachments: m.attachmentNotFound });
    if (!ATTACHABLE.has(document.status)) throw new Invalid(m.attachmentNotReady, { attachments: m.attachmentNotReady });
    return { documentId: document.id, fileName: document.fileName };
  });
}

/** Appends a message over the thread read (a concurrent message makes us read again) and tells the other side. */
async function post(deps: MessagesDeps, clientId: string, author: { id: string; name: string; from: MessageAuthor }, request: PostMessageRequest): Promise<SecureMessageView> {
  const attachments = await attachmentsOf(deps, clientId, request.attachments);
  const [client, assignment, tier] = await Promise.all([deps.users.getUser(clientId), deps.advisors.get(clientId), tierOf(deps, clientId)]);
  const message: StoredMessage = {
    id: deps.newId(),
    clientId,
    from: author.from,
    authorId: author.id,
    authorName: author.name,
    text: request.text,
    attachments,
    sentAt: deps.now().toISOString(),
  };
  for (let attempt = 0; attempt < MAX_RACES; attempt++) {
    const current = (await deps.secureMessages.getThread(clientId)) ?? newThread(clientId, client?.fullName ?? '', assignment?.advisorId ?? null);
    const next = afterMessage({ ...current, clientName: client?.fullName ?? current.clientName }, author.from, message.sentAt, tier, assignment?.advisorId ?? null);
    try {
      await deps.secureMessages.append(message, next);
    } catch (error) {
      if (error instanceof Conflict) continue;
      throw error;
    }
    await tellOtherSide(deps, clientId, author.from, next);
    return messageView(message, next);
  }
  throw new Conflict('The thread kept changing. Try again.');
}

/** The bell for the client, and one email to whoever now has a message waiting unread (never its content). */
async function tellOtherSide(deps: MessagesDeps, clientId: string, from: MessageAuthor, thread: MessageThread): Promise<void> {
  if (from === 'staff') {
    await deps.notifications.add(clientId, { kind: 'secure_message', title: m.notificationTitle, body: m.notificationBody });
    if (!firstUnreadFor(thread, 'client')) return;
    const client = await deps.users.getUser(clientId);
    if (!client || !(client.notificationPreferences ?? DEFAULT_NOTIFICATION_PREFERENCES).email) return;
    await deps.email.send({ to: client.email, subject: m.emailSubject, text: `${m.emailBody(client.fullName)}\n\n${deps.config.publicUrl}/profile\n` });
    return;
  }
  if (!firstUnreadFor(thread, 'staff') || !thread.advisorId) return;
  const advisor = await deps.users.getUser(thread.advisorId);
  if (!advisor) return;
  await deps.email.send({ to: advisor.email, subject: m.staffEmailSubject, text: `${m.staffEmailBody}\n\n${deps.config.publicUrl}/admin\n` });
}

async function markRead(deps: MessagesDeps, clientId: string, reader: MessageAuthor): Promise<{ readAt: string }> {
  const at = deps.now().toISOString();
  for (let attempt = 0; attempt < MAX_RACES; attempt++) {
    const current = await deps.secureMessages.getThread(clientId);
    if (!current) return { readAt: at };
    try {
      await deps.secureMessages.saveThread(afterRead(current, reader, at));
      return { readAt: at };
    } catch (error) {
      if (!(error instanceof Conflict)) throw error;
    }
  }
  throw new Conflict('The thread kept changing. Try again.');
}

// ---- The client's routes ----

/** `GET /api/messages`: the caller's own thread, the newest page (a Query), with their advisor. */
export async function clientThread(deps: MessagesDeps, caller: Caller, cursor?: string): Promise<ThreadResponse> {
  await requireClientPlan(deps, caller.id);
  return threadPage(deps, caller.id, 'client', cursor);
}

/** `POST /api/messages`: the client writes to their advisor. */
export async function clientPost(deps: MessagesDeps, caller: Caller, request: PostMessageRequest): Promise<SecureMessageView> {
  await requireClientPlan(deps, caller.id);
  const user = await deps.users.getUser(caller.id);
  return post(deps, caller.id, { id: caller.id, name: user?.fullName || m.fromYou, from: 'client' }, request);
}

/** `POST /api/messages/read`: the client's read receipt. */
export async function clientRead(deps: MessagesDeps, caller: Caller): Promise<{ readAt: string }> {
  await requireClientPlan(deps, caller.id);
  return markRead(deps, caller.id, 'client');
}

// ---- Staff's routes ----

/** `GET /api/admin/messages`: the inbox in its order (waiting first, priority plans first, oldest wait first). An employee sees only their own clients'. */
export async function staffInbox(deps: MessagesDeps, staff: Caller, query: InboxQuery): Promise<InboxResponse> {
  const scope = isAdmin(staff) && query.scope === 'all' ? 'all' : staff.id;
  const cursorScope = `inbox:${scope}`;
  const after = query.cursor ? decodeCursor(query.cursor, cursorScope) : undefined;
  if (query.cursor && !after) throw new Invalid(m.invalidCursor);
  const page = await deps.secureMessages.inbox(scope, 50, after);
  const now = deps.now();
  const items = page.items.map((thread) => summary(thread, 'staff', now));
  // Staff reads of clients' data are audited: which clients' threads this page showed.
  await auditListRead(deps, staff, 'messages.list', items.map((t) => ({ userId: t.clientId })), { scope });
  return { items, nextCursor: encodeCursor(page.next, cursorScope) };
}

/** `POST /api/admin/messages/{userId}`: the advisor (or an admin) answers. */
export async function staffPost(deps: MessagesDeps, staff: Caller, clientId: string, request: PostMessageRequest): Promise<SecureMessageView> {
  await requireStaffReach(deps, staff, clientId);
  const user = await deps.users.getUser(staff.id);
  const view = await post(deps, clientId, { id: staff.id, name: user?.fullName || 'Your advisor', from: 'staff' }, request);
  await audit(deps, staff, 'messages.send', clientId, { messageId: view.id });
  return view;
}

/** `POST /api/admin/messages/{userId}/read`: staff's read receipt. */
export async function staffRead(deps: MessagesDeps, staff: Caller, clientId: string): Promise<{ readAt: string }> {
  await requireStaffReach(deps, staff, clientId);
  return markRead(deps, clientId, 'staff');
}
