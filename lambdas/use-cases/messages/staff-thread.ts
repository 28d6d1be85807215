import type { StaffThreadResponse } from '../../contract/client-view.js';
import { viewClient } from '../staff/client-view.js';
import { audit } from '../staff/audit.js';
import { requireStaffReach, threadPage, type Caller, type MessagesDeps } from './secure-messages.js';

/**
 * `GET /api/admin/messages/{userId}`: the thread and, beside it, the client's one-page view (audited). Apart from
 * the other message use cases so that their functions do not bundle the client view (its disputes, credit and
 * documents).
 */
export async function staffThread(deps: MessagesDeps, staff: Caller, clientId: string, cursor?: string): Promise<StaffThreadResponse> {
  await requireStaffReach(deps, staff, clientId);
  const [thread, client] = await Promise.all([threadPage(deps, clientId, 'staff', cursor), viewClient(deps, staff, clientId)]);
  await audit(deps, staff, 'messages.view', clientId);
  return { ...thread, client };
}
