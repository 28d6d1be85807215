/**
 * The admin area and the partner programme's data, one port per data type (user views, partner
 * decisions, team, audit, analytics): `deps.userViews`, `deps.partners`, `deps.team`, `deps.audit`, `deps.analytics`.
 */
export type { Analytics, AnalyticsStore } from './analytics.js';
export type { AuditLog } from './audit.js';
export type { PartnerDecisions } from './partners.js';
export { TEAM_LIMIT, type Team, type TeamMemberRecord } from './team.js';
export type { ClientMove, ClientSort, ListRequest, Order, Page, PartnerSort, UserView, UserViews } from './user-views.js';
