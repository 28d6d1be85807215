import type { Deps } from '../../ports/deps.js';

type PublicStore = Deps['publicStore'];

/** Adds the address to the launch list; a repeat adds nothing and looks the same to the caller (no enumeration). */
export async function joinWaitlist(deps: { publicStore: Pick<PublicStore, 'joinWaitlist'>; now: () => Date }, email: string): Promise<void> {
  await deps.publicStore.joinWaitlist(email, deps.now());
}

/** The chat widget's support requests, newest first, one page. */
export async function listSupportRequests(
  deps: { publicStore: Pick<PublicStore, 'listSupportRequests'> },
  limit: number,
  after?: Record<string, unknown>,
): Promise<Awaited<ReturnType<PublicStore['listSupportRequests']>>> {
  return deps.publicStore.listSupportRequests(limit, after);
}
