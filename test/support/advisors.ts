import type { Deps } from '../../lambdas/composition/deps.js';
import { emptyState } from '../../lambdas/domain/subscription.js';
import { makeMember } from './admin.js';
import { signIn } from './local.js';

/** A signed-in person of the local stack: their id, email and id token. */
export interface SignedInMember {
  id: string;
  email: string;
  token: string;
}

/** A signed-in client with an active one-time plan of `tier` (Total has the dedicated advisor). */
export async function signedInClient(deps: Deps, tier: 'starter' | 'elite' | 'total', fullName: string): Promise<SignedInMember> {
  const member = await makeMember(deps, 'client');
  const createdAt = new Date().toISOString();
  await deps.users.createUser({ id: member.id, role: 'client', fullName, email: member.email, createdAt }, { client: { id: member.id, partnerId: null, folderIds: {}, createdAt } });
  await deps.subscriptions.commit({ next: { ...emptyState(member.id), tier, status: 'active', kind: 'one-time', startedAt: createdAt }, expectedVersion: 0 });
  return { id: member.id, email: member.email, token: (await signIn(member.email, member.password)).IdToken };
}

/** A signed-in employee or admin (with an authenticator, as staff must have), with a users item naming them. */
export async function signedInStaff(deps: Deps, group: 'employee' | 'admin', fullName: string): Promise<SignedInMember> {
  const member = await makeMember(deps, group, 'Member123!', { totp: true });
  await deps.users.createUser({ id: member.id, role: group, fullName, email: member.email, createdAt: new Date().toISOString() });
  return { id: member.id, email: member.email, token: (await signIn(member.email, member.password)).IdToken };
}
