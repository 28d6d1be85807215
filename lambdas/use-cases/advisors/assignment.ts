import { secureMessageMessages, type AdvisorPoolResponse } from '../../contract/secure-messages.js';
import { isStaffRole } from '../../domain/admin.js';
import { planHasFeature } from '../../domain/plans.js';
import { nextAdvisor } from '../../domain/secure-messages.js';
import { isActive, type SubscriptionState } from '../../domain/subscription.js';
import { Conflict, Invalid } from '../../errors.js';
import type { Deps } from '../../ports/deps.js';
import { audit } from '../staff/audit.js';

/**
 * The dedicated advisor a Total plan sells: assigned when the purchase becomes active (the Stripe webhook and the
 * reconciliation both land here), round-robin over the staff an admin marked available, taking turns through one
 * cursor item written on a condition (two purchases at once never both take one turn). Idempotent: a client who
 * has an advisor keeps them, so a redelivered webhook changes nothing. With nobody available the client is
 * queued and the admins are emailed; marking someone available serves the queue.
 */
export type AssignmentDeps = Pick<Deps, 'now' | 'email'> & {
  advisors: Pick<Deps['advisors'], 'get' | 'set' | 'pool' | 'cursor' | 'advanceCursor' | 'addWaiting' | 'removeWaiting' | 'waiting' | 'setAvailable'>;
  directory: Pick<Deps['directory'], 'standing'>;
  team: Pick<Deps['team'], 'listTeam'>;
  config: Pick<Deps['config'], 'publicUrl'>;
};

/** The system, not a person, assigned it (the audit and the assignment's `assignedBy`). */
export const ROUND_ROBIN = 'round-robin';
const MAX_TURNS = 8;

const sellsAdvisor = (state: Pick<SubscriptionState, 'tier' | 'status'>) => Boolean(state.tier && planHasFeature(state.tier, 'dedicated_advisor') && isActive(state));

/** Staff marked available who are still employees or admins in the directory (a departed one is skipped). */
async function availableAdvisors(deps: AssignmentDeps): Promise<string[]> {
  const members = (await deps.advisors.pool()).filter((m) => m.available);
  const current = await Promise.all(members.map(async (m) => ((await deps.directory.standing(m.staffId))?.groups.some(isStaffRole) ? m.staffId : null)));
  return current.filter((id): id is string => id !== null);
}

/** Takes the next turn of the round-robin; undefined when nobody is available. */
async function takeTurn(deps: AssignmentDeps): Promise<string | undefined> {
  for (let attempt = 0; attempt < MAX_TURNS; attempt++) {
    const available = await availableAdvisors(deps);
    const cursor = await deps.advisors.cursor();
    const next = nextAdvisor(available, cursor.last);
    if (!next) return undefined;
    if (await deps.advisors.advanceCursor(next, cursor.version)) return next;
  }
  throw new Conflict('The advisors’ round-robin kept changing. Try again.');
}

/**
 * Gives a client whose plan includes a dedicated advisor their advisor, once. Returns the advisor's id, or null
 * when the client was queued (or the plan sells no advisor).
 */
export async function assignAtPurchase(deps: AssignmentDeps, clientId: string, state: Pick<SubscriptionState, 'tier' | 'status'>): Promise<string | null> {
  if (!sellsAdvisor(state)) return null;
  const current = await deps.advisors.get(clientId);
  if (current) return current.advisorId;
  const advisorId = await takeTurn(deps);
  if (!advisorId) {
    await deps.advisors.addWaiting(clientId, deps.now().toISOString());
    await tellAdmins(deps);
    return null;
  }
  return give(deps, clientId, advisorId);
}

/** Records the advisor taken for a client and takes the client off the queue; a concurrent assignment's stands. */
async function give(deps: AssignmentDeps, clientId: string, advisorId: string): Promise<string | null> {
  try {
    await deps.advisors.set(clientId, { advisorId, assignedAt: deps.now().toISOString(), assignedBy: ROUND_ROBIN }, null);
  } catch (error) {
    // A concurrent delivery of the same purchase assigned one first: theirs stands.
    if (!(error instanceof Conflict)) throw error;
    return (await deps.advisors.get(clientId))?.advisorId ?? null;
  }
  await deps.advisors.removeWaiting(clientId);
  return advisorId;
}

/** How many queued clients one availability change serves at most (the rest wait for the next one). */
const MAX_SERVED = 500;
const QUEUE_PAGE = 25;

/**
 * Serves the queue, the longest waiting first, page after page, until it is empty or nobody is available. Every
 * client read leaves the queue (assigned now, or already given an advisor another way), so each page makes progress.
 */
async function serveQueue(deps: AssignmentDeps): Promise<void> {
  for (let served = 0; served < MAX_SERVED; served += QUEUE_PAGE) {
    const page = await deps.advisors.waiting(QUEUE_PAGE);
    if (page.length === 0) return;
    for (const { clientId } of page) {
      if (await deps.advisors.get(clientId)) {
        await deps.advisors.removeWaiting(clientId);
        continue;
      }
      const advisorId = await takeTurn(deps);
      if (!advisorId) return;
      await give(deps, clientId, advisorId);
    }
  }
}

async function tellAdmins(deps: AssignmentDeps): Promise<void> {
  const admins = (await deps.team.listTeam()).filter((m) => m.role === 'admin');
  const link = `${deps.config.publicUrl}/admin`;
  for (const admin of admins) {
    await deps.email.send({ to: admin.email, subject: secureMessageMessages.noAdvisorSubject, text: `${secureMessageMessages.noAdvisorBody}\n\n${link}\n` });
  }
}

export type AvailabilityDeps = AssignmentDeps & Pick<Deps, 'newId'> & { team: Pick<Deps['team'], 'listTeam'>; audit: Pick<Deps['audit'], 'putAudit'> };

/**
 * `PUT /api/admin/advisors/{userId}/availability`: an admin marks a current employee or admin available (or not)
 * for new Total clients; audited. Marking one available serves the queue, the longest waiting first.
 */
export async function setAdvisorAvailability(deps: AvailabilityDeps, admin: { id: string; email: string }, staffId: string, available: boolean): Promise<AdvisorPoolResponse> {
  const standing = await deps.directory.standing(staffId);
  if (!standing?.groups.some(isStaffRole)) throw new Invalid(secureMessageMessages.advisorUnavailable);
  await deps.advisors.setAvailable({ staffId, available, updatedAt: deps.now().toISOString(), updatedBy: admin.id });
  await audit(deps, admin, 'advisor.availability', staffId, { available: String(available) });
  if (available) await serveQueue(deps);
  return advisorPool(deps);
}

/** `GET /api/admin/advisors`: who is in the round-robin, and the Total clients queued for an advisor. */
export async function advisorPool(deps: Pick<AssignmentDeps, 'advisors' | 'team'>): Promise<AdvisorPoolResponse> {
  const [pool, team, waiting] = await Promise.all([deps.advisors.pool(), deps.team.listTeam(), deps.advisors.waiting(100)]);
  const names = new Map(team.map((m) => [m.id, m.name || m.email]));
  const byId = new Map(pool.map((m) => [m.staffId, m]));
  // Every current staff member is listed (unavailable until an admin says otherwise); a departed one drops out.
  const items = team.map((m) => ({ userId: m.id, name: names.get(m.id) ?? m.id, available: byId.get(m.id)?.available ?? false, updatedAt: byId.get(m.id)?.updatedAt ?? m.createdAt }));
  return { items, waiting };
}
