import type { Deps } from '../../ports/deps.js';
import { userFilePrefix } from '../../domain/documents.js';
import type { FormsOfEmail } from '../../ports/public-forms.js';

export type ExportAccountDeps = Pick<Deps, 'users' | 'files' | 'publicStore' | 'bankStore' | 'now'> & { secureMessages: Pick<Deps['secureMessages'], 'allMessages'> };

/** Sealed secrets stay sealed: their ciphertext is of no use to the user and is left out. */
const withoutSecrets = (item: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(item).filter(([, v]) => !(v && typeof v === 'object' && 'wrappedKey' in v)));

/**
 * Privacy: everything we hold about the caller, which is everything `deleteAccount` removes: the
 * user's items and pending one-time tokens, their files, a connected bank's transactions, their secure messages, and what the public forms hold under the
 * account's address(es) (support requests with their conversations, the waitlist entry).
 */
export async function exportAccount(deps: ExportAccountDeps, caller: { id: string; email: string; groups: readonly string[] }) {
  const [items, files, profile, bankTransactions, secureMessages] = await Promise.all([
    deps.users.exportItems(caller.id),
    deps.files.listKeys(userFilePrefix(caller.id)),
    deps.users.getUser(caller.id),
    deps.bankStore.transactions(caller.id),
    deps.secureMessages.allMessages(caller.id),
  ]);
  const emails = [...new Set([caller.email, profile?.email].filter((e): e is string => Boolean(e)).map((e) => e.trim().toLowerCase()))];
  const forms: FormsOfEmail[] = await Promise.all(emails.map((email) => deps.publicStore.formsOf(email)));
  return {
    exportedAt: deps.now().toISOString(),
    account: { id: caller.id, email: caller.email, groups: caller.groups },
    items: items.map(withoutSecrets),
    files: files.filter((key) => !key.endsWith('/')),
    // A connected bank's transactions (the connection and insights are among the items; its access token never leaves sealed).
    bankTransactions,
    // The secure messages with their advisor, oldest first (the thread's summary and read receipts are among the items).
    secureMessages,
    supportRequests: forms.flatMap((f) => f.supportRequests),
    waitlist: forms.flatMap((f) => (f.waitlist ? [f.waitlist] : [])),
  };
}
