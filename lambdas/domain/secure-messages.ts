/**
 * Secure messages between a client and their advisor, and the advisors' round-robin: pure rules, no I/O.
 * The response target is the plan's support target (domain/plans.ts `support`, counted by domain/support.ts),
 * so a message and a support request of the same plan are promised the same answer time.
 */
import type { MessageAuthor } from '../contract/secure-messages.js';
import { dateIn } from './business-days.js';
import type { Tier } from './plans.js';
import { supportPlanFor } from './support.js';

/** A thread's summary: one per client, whatever advisor is assigned. */
export interface MessageThread {
  clientId: string;
  clientName: string;
  /** The client's advisor when the thread was last written (re-keyed when an admin reassigns). */
  advisorId: string | null;
  plan: Tier | null;
  priority: boolean;
  /** The oldest client message not yet answered by staff; null when nothing waits. */
  waitingSince: string | null;
  /** The last day (US Eastern) of the plan's response target for `waitingSince`. */
  respondBy: string | null;
  lastMessageAt: string | null;
  clientReadAt: string | null;
  staffReadAt: string | null;
  /** Messages of the other side each has not read yet (an email goes when one goes from 0 to 1). */
  unreadByClient: number;
  unreadByStaff: number;
  /** Optimistic concurrency: each write names the version it read. */
  version: number;
}

export const newThread = (clientId: string, clientName: string, advisorId: string | null): MessageThread => ({
  clientId,
  clientName,
  advisorId,
  plan: null,
  priority: false,
  waitingSince: null,
  respondBy: null,
  lastMessageAt: null,
  clientReadAt: null,
  staffReadAt: null,
  unreadByClient: 0,
  unreadByStaff: 0,
  version: 0,
});

/**
 * The thread after a message. A client message starts the wait (or keeps the oldest one) and takes the plan's
 * response target from then; a staff answer ends it. The author has read everything up to their own message.
 */
export function afterMessage(thread: MessageThread, from: MessageAuthor, at: string, tier: Tier | null, advisorId: string | null): MessageThread {
  if (from === 'client') {
    const waitingSince = thread.waitingSince ?? at;
    const target = supportPlanFor(tier, new Date(waitingSince));
    return {
      ...thread,
      advisorId,
      plan: tier,
      priority: target.priority,
      waitingSince,
      respondBy: target.respondBy,
      lastMessageAt: at,
      clientReadAt: at,
      unreadByClient: 0,
      unreadByStaff: thread.unreadByStaff + 1,
    };
  }
  return { ...thread, advisorId, waitingSince: null, respondBy: null, lastMessageAt: at, staffReadAt: at, unreadByStaff: 0, unreadByClient: thread.unreadByClient + 1 };
}

/** The thread once one side has read it. */
export function afterRead(thread: MessageThread, reader: MessageAuthor, at: string): MessageThread {
  return reader === 'client' ? { ...thread, clientReadAt: at, unreadByClient: 0 } : { ...thread, staffReadAt: at, unreadByStaff: 0 };
}

/** Whether a message to `to` is the first one waiting unread for them: the one that earns an email. */
export const firstUnreadFor = (after: MessageThread, to: MessageAuthor) => (to === 'client' ? after.unreadByClient === 1 : after.unreadByStaff === 1);

/** Past its response target: the target's day (US Eastern) is over. */
export const isOverdue = (thread: Pick<MessageThread, 'respondBy'>, now: Date) => thread.respondBy !== null && dateIn(now, 'America/New_York') > thread.respondBy;

/** Far enough ahead that an inverted timestamp stays positive (year 30000). */
const FAR = 9e14;
/**
 * The inbox's sort key: waiting threads first, priority plans (Total, Elite) ahead of Starter, then the oldest
 * waiting message first; then answered threads, the latest first.
 */
export function inboxOrder(thread: Pick<MessageThread, 'waitingSince' | 'priority' | 'lastMessageAt'>): string {
  if (thread.waitingSince) return `0#${thread.priority ? '0' : '1'}#${thread.waitingSince}`;
  const last = thread.lastMessageAt ? Date.parse(thread.lastMessageAt) : 0;
  return `1#${String(FAR - last).padStart(15, '0')}`;
}

/** When the other side read a message: their read receipt, if it is at or after the message. */
export function readAtOf(message: { from: MessageAuthor; sentAt: string }, thread: Pick<MessageThread, 'clientReadAt' | 'staffReadAt'>): string | null {
  const other = message.from === 'client' ? thread.staffReadAt : thread.clientReadAt;
  return other && other >= message.sentAt ? other : null;
}

/** A name's initials for the avatar shown when the advisor has no photo of their own (never a stock photo). */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0]![0], words.at(-1)![0]] : [words[0]?.[0]];
  return letters.filter(Boolean).join('').toUpperCase() || '?';
}

/**
 * The round-robin's next advisor: the first available one after the last served, in a fixed order (their ids),
 * wrapping around; undefined when none is available.
 */
export function nextAdvisor(available: readonly string[], last: string | null): string | undefined {
  const sorted = [...new Set(available)].sort();
  if (!sorted.length) return undefined;
  return sorted.find((id) => last === null || id > last) ?? sorted[0];
}

/**
 * Retention (docs/compliance.md, "Secure messages"): like the client's other records under GLBA's disposal rule,
 * a message goes two years after it was sent (DynamoDB TTL, epoch seconds), and at once with the account.
 */
export const MESSAGE_RETENTION_YEARS = 2;
export function messageExpiresAt(sentAt: string): number {
  const at = new Date(sentAt);
  at.setUTCFullYear(at.getUTCFullYear() + MESSAGE_RETENTION_YEARS);
  return Math.floor(at.getTime() / 1000);
}
