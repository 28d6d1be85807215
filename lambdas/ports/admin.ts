/**
 * The admin area and the partner programme's data, one port per data type (user views, partner
 * decisions, team, audit, analytics), and `AdminStore`, all of them together as `deps.adminStore`.
 */
import type { AnalyticsStore } from './analytics.js';
import type { AuditLog } from './audit.js';
import type { PartnerDecisions } from './partners.js';
import type { Team } from './team.js';
import type { UserViews } from './user-views.js';

export type { Analytics, AnalyticsStore } from './analytics.js';
export type { AuditLog } from './audit.js';
export type { PartnerDecisions } from './partners.js';
export { TEAM_LIMIT, type Team, type TeamMemberRecord } from './team.js';
export type { ClientMove, ClientSort, ListRequest, Order, Page, PartnerSort, UserView, UserViews } from './user-views.js';

export interface AdminStore extends UserViews, PartnerDecisions, Team, AuditLog, AnalyticsStore {}
