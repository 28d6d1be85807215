/** The admin area's part of the API contract (contract/api.ts): its routes' schemas, by name. */
import type { adminRoutes } from '../../routes/admin.js';
import type { RouteContract } from '../api.js';
import { addStaffRequest, addStaffResponse, analyticsResponse, applicationListQuery, applicationListResponse, approveResponse, auditListResponse, changeRoleRequest, changeRoleResponse, clientListQuery, clientListResponse, cursorQuery, deleteUserParams, deleteUserResponse, deletionParams, deletionView, partnerListQuery, partnerListResponse, reassignRequest, reassignResponse, rejectRequest, teamResponse, userIdParams } from '../admin.js';
import { messageResponse } from '../auth.js';
import { clientViewParams, clientViewResponse } from '../client-view.js';

export const contract = {
  adminListClients: { query: clientListQuery, response: clientListResponse },
  adminClientView: { params: clientViewParams, response: clientViewResponse },
  adminReassignClient: { params: userIdParams, body: reassignRequest, response: reassignResponse },
  adminListPartners: { query: partnerListQuery, response: partnerListResponse },
  adminPartnerApplications: { query: applicationListQuery, response: applicationListResponse },
  adminPartnerClients: { params: userIdParams, query: cursorQuery, response: clientListResponse },
  adminApprovePartner: { params: userIdParams, response: approveResponse },
  adminRejectPartner: { params: userIdParams, body: rejectRequest, response: messageResponse },
  adminDeleteUser: { params: deleteUserParams, response: deleteUserResponse },
  adminDeletion: { params: deletionParams, response: deletionView },
  adminAnalytics: { response: analyticsResponse },
  adminAudit: { query: cursorQuery, response: auditListResponse },
  adminTeam: { response: teamResponse },
  adminAddStaff: { body: addStaffRequest, response: addStaffResponse, status: 201 },
  adminChangeRole: { params: userIdParams, body: changeRoleRequest, response: changeRoleResponse },
} as const satisfies Record<keyof typeof adminRoutes, RouteContract>;
