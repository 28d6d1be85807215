import { emptyState } from '../../lambdas/domain/subscription.js';
import type { Deps } from '../../lambdas/composition/deps.js';
import { makeMember } from './admin.js';

/** A signed-in caller of the handlers: their id, email and Cognito groups. */
export interface Member {
  id: string;
  email: string;
  groups: string[];
}

/** An employee of the disputes desk, enrolled with an authenticator, with the profile the desk's records name. */
export async function deskEmployee(deps: Deps): Promise<Member> {
  const member = await makeMember(deps, 'employee', 'Member123!', { totp: true });
  await deps.users.createUser({ id: member.id, role: 'employee', fullName: 'Erin Desk', email: member.email, createdAt: deps.now().toISOString() });
  return { id: member.id, email: member.email, groups: ['employee'] };
}

/** An Elite client whose plan (and right to cancel) started in October, with the identity a first pull locked (letters and documents name it). */
export async function lockedEliteClient(deps: Deps): Promise<Member> {
  const member = await makeMember(deps, 'client');
  const createdAt = '2026-10-01T12:00:00.000Z';
  await deps.users.createUser({ id: member.id, role: 'client', fullName: 'Pat Client', email: member.email, createdAt }, { client: { id: member.id, partnerId: null, folderIds: {}, createdAt } });
  await deps.subscriptions.commit({ next: { ...emptyState(member.id), tier: 'elite', status: 'active', kind: 'subscription', startedAt: createdAt }, expectedVersion: 0 });
  const identity = { fullName: 'Pat Client', dateOfBirth: '1985-04-12', street: '1 Main St', city: 'Austin', state: 'TX', zipCode: '78701' };
  await deps.identity.confirm(member.id, { fullName: identity.fullName, dateOfBirth: identity.dateOfBirth, documentId: 'id-document', verifiedAt: createdAt, verifiedBy: 'staff' });
  await deps.identity.lock(member.id, identity, createdAt);
  return { id: member.id, email: member.email, groups: ['client'] };
}
