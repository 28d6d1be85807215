import type { AssignAdvisorResponse } from '../../contract/disputes.js';
import type { Deps } from '../../ports/deps.js';
import { assignAdvisor, type DeskDeps } from '../disputes/desk.js';

// Apart from assignment.ts, so the billing webhook's bundle does not carry the dispute desk.
/**
 * The existing admin reassignment (`PUT /api/admin/clients/{userId}/advisor`, dispute desk), then what secure
 * messages keep of the advisor: the client leaves the queue, and their thread moves to the new advisor's inbox.
 */
export async function reassignAdvisor(
  deps: DeskDeps & { advisors: Pick<Deps['advisors'], 'removeWaiting'>; secureMessages: Pick<Deps['secureMessages'], 'getThread' | 'saveThread'> },
  staff: { id: string; email: string },
  clientId: string,
  advisorId: string | null,
): Promise<AssignAdvisorResponse> {
  const result = await assignAdvisor(deps, staff, clientId, advisorId);
  if (advisorId) await deps.advisors.removeWaiting(clientId);
  const thread = await deps.secureMessages.getThread(clientId);
  if (thread && thread.advisorId !== advisorId) await deps.secureMessages.saveThread({ ...thread, advisorId });
  return result;
}
