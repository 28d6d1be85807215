import { createHash, randomBytes } from 'node:crypto';
import type { Deps } from '../../ports/deps.js';
import { publicMessages } from '../../contract/messages.js';
import { SUPPORT_CONVERSATION_LIMITS, type SupportMessagesBody, type SupportRequestBody } from '../../contract/public.js';
import { planByTier } from '../../domain/plans.js';
import { isActive } from '../../domain/subscription.js';
import { NO_PLAN, supportPlanFor, type SupportPlan } from '../../domain/support.js';

export type SupportDeps = Pick<Deps, 'publicStore' | 'now' | 'newId'>;

/** The store keeps only this hash: a leaked table item cannot be used to write into a conversation. */
const tokenHash = (token: string) => createHash('sha256').update(`support-append:${token}`).digest('hex');

/**
 * Saves the chat's opening form for the support team and hands back a one-time append token (random,
 * shown once), which lets the same browser save the rest of the conversation. Id and time are the server's.
 */
export async function openSupportRequest(
  deps: SupportDeps,
  form: SupportRequestBody,
  plan: SupportPlan = NO_PLAN,
): Promise<{ id: string; createdAt: string; appendToken: string }> {
  const request = { id: deps.newId(), createdAt: deps.now().toISOString(), ...form, ...plan };
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

/**
 * A signed-in client's request: it carries their plan (an active one, read from their subscription), so
 * Elite and Total requests sort first on the desk with the plan's response target, and the chat tells the
 * client that target. The account's address is the request's, so the account's export and deletion find it.
 */
export async function openClientSupportRequest(
  deps: SupportDeps & Pick<Deps, 'subscriptions'>,
  caller: { id: string; email: string },
  form: SupportRequestBody,
): Promise<{ id: string; createdAt: string; appendToken: string; responseNote: string | null }> {
  const state = await deps.subscriptions.getState(caller.id);
  const tier = isActive(state) ? (state?.tier ?? null) : null;
  const plan = supportPlanFor(tier, deps.now());
  const opened = await openSupportRequest(deps, { ...form, email: caller.email.trim().toLowerCase() }, plan);
  const planned = tier ? planByTier(tier) : undefined;
  return { ...opened, responseNote: planned ? publicMessages.supportResponseNote(planned.name, planned.support.priority, planned.support.responseTarget) : null };
}
