import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { AdminStore } from '../../ports/admin.js';
import { DynamoAnalytics } from './analytics.js';
import { DynamoAudit } from './audit.js';
import { DynamoPartners } from './partners.js';
import { TableClient } from './table-client.js';
import { DynamoTeam } from './team.js';
import { DynamoUserViews } from './user-views.js';

/**
 * `deps.adminStore`: the admin area's repositories, one per data type (user-views.ts, partners.ts,
 * team.ts, audit.ts, analytics.ts), over one table client.
 */
export function dynamoAdminStore(doc: DynamoDBDocumentClient, table: string): AdminStore {
  const t = new TableClient(doc, table);
  const views = new DynamoUserViews(t);
  const partners = new DynamoPartners(t);
  const team = new DynamoTeam(t);
  const audit = new DynamoAudit(t);
  const analytics = new DynamoAnalytics(t);
  return {
    listClients: (request) => views.listClients(request),
    listPartners: (request) => views.listPartners(request),
    listPartnerClients: (partnerId, limit, after) => views.listPartnerClients(partnerId, limit, after),
    listApplications: (status, limit, after) => views.listApplications(status, limit, after),
    getUserView: (id) => views.getUserView(id),
    getUserViews: (ids) => views.getUserViews(ids),
    moveClient: (clientId, partnerId) => views.moveClient(clientId, partnerId),
    updateContact: (id, changes) => views.updateContact(id, changes),
    approvePartner: (id, code, decision) => partners.approvePartner(id, code, decision),
    rejectPartner: (id, reason, decision) => partners.rejectPartner(id, reason, decision),
    listTeam: () => team.listTeam(),
    changeStaffRole: (id, from, to, entry) => team.changeStaffRole(id, from, to, entry),
    putAudit: (entry) => audit.putAudit(entry),
    listAudit: (limit, after) => audit.listAudit(limit, after),
    recordFunnelStep: (userId, step, at) => analytics.recordFunnelStep(userId, step, at),
    recordPayment: (payment) => analytics.recordPayment(payment),
    recordSubscriptionChange: (change) => analytics.recordSubscriptionChange(change),
    analytics: (now) => analytics.analytics(now),
  };
}
