import type { MessageAuthor } from '../contract/secure-messages.js';
import type { MessageThread } from '../domain/secure-messages.js';
import type { Page } from './page.js';

/** One message of a client's thread. */
export interface StoredMessage {
  id: string;
  clientId: string;
  from: MessageAuthor;
  /** The user id of who wrote it (the client, or the staff member). */
  authorId: string;
  authorName: string;
  text: string;
  /** Documents of the client's own, uploaded through the document pipeline. */
  attachments: { documentId: string; fileName: string }[];
  /** ISO 8601 UTC. */
  sentAt: string;
}

/**
 * The secure messages: the thread summary in the client's collection, listed in the advisor's inbox (GSI2) and
 * the admins' (GSI3); the messages in the client's messages partition. Writes name the thread version they read
 * (a race is a `Conflict`, and the use case reads again).
 */
export interface SecureMessagesRepository {
  getThread(clientId: string): Promise<MessageThread | undefined>;
  /** The message and the thread's new summary in one transaction. */
  append(message: StoredMessage, thread: MessageThread): Promise<void>;
  /** The thread's new summary (read receipts, a reassignment). */
  saveThread(thread: MessageThread): Promise<void>;
  /** The newest first. */
  listMessages(clientId: string, limit: number, after?: Record<string, unknown>): Promise<Page<StoredMessage>>;
  /** Every message of the client (the account export). */
  allMessages(clientId: string): Promise<StoredMessage[]>;
  /** The inbox in its order (domain/secure-messages.ts `inboxOrder`): one advisor's threads, or every thread. */
  inbox(advisorId: string | 'all', limit: number, after?: Record<string, unknown>): Promise<Page<MessageThread>>;
  /** The messages' partition and the thread (the account deletion; idempotent). */
  deleteAll(clientId: string): Promise<number>;
}
