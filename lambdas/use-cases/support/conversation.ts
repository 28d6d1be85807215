import { createHash, randomBytes } from 'node:crypto';
import type { Deps } from '../../ports/deps.js';
import { SUPPORT_CONVERSATION_LIMITS, type SupportMessagesBody, type SupportRequestBody } from '../../contract/public.js';

export type SupportDeps = Pick<Deps, 'publicStore' | 'now' | 'newId'>;

/** The store keeps only this hash: a leaked table item cannot be used to write into a conversation. */
const tokenHash = (token: string) => createHash('sha256').update(`support-append:${token}`).digest('hex');

/**
 * Saves the chat's opening form for the support team and hands back a one-time append token (random,
 * shown once), which lets the same browser save the rest of the conversation. Id and time are the server's.
 */
export async function openSupportRequest(deps: SupportDeps, form: SupportRequestBody): Promise<{ id: string; createdAt: string; appendToken: string }> {
  const request = { id: deps.newId(), createdAt: deps.now().toISOString(), ...form };
  const appendToken = randomBytes(32).toString('base64url');
  await deps.publicStore.putSupportRequest(request, tokenHash(appendToken));
  return { id: request.id, createdAt: request.createdAt, appendToken };
}

/**
 * Appends the visitor's later messages and the assistant's replies, in order, stamped with the server's
 * time. A wrong token answers as a missing request; past the limit nothing is written.
 */
export async function appendSupportMessages(deps: SupportDeps, id: string, body: SupportMessagesBody): Promise<{ count: number }> {
  const at = deps.now().toISOString();
  const messages = body.messages.map((m) => ({ sender: m.sender, content: m.content, at }));
  return deps.publicStore.appendSupportMessages(id, tokenHash(body.token), messages, SUPPORT_CONVERSATION_LIMITS.messages);
}
