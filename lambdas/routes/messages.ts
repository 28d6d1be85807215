/**
 * Secure messages between a Total client and their dedicated advisor (docs/secure-messages.md), and the advisors'
 * round-robin. The client's routes answer 403 without a plan that includes an advisor (the use case says why, in
 * the contract's words); staff's answer 404 for a client an employee does not advise.
 */
import { ADMIN, SIGNED_IN, STAFF, type RouteDef } from './types.js';

export const messageRoutes = {
  messagesThread: {
    id: 'MessagesThread',
    method: 'GET',
    path: '/api/messages',
    handler: 'messages-thread',
    access: SIGNED_IN,
    // download: the short-lived link to the client's own advisor's photo.
    needs: { table: 'read', bucket: ['download'] },
  },
  messagesPost: {
    id: 'MessagesPost',
    method: 'POST',
    path: '/api/messages',
    handler: 'messages-post',
    access: SIGNED_IN,
    // email: the advisor is told a message waits (never its content).
    needs: { table: 'readwrite', email: true },
  },
  messagesRead: {
    id: 'MessagesRead',
    method: 'POST',
    path: '/api/messages/read',
    handler: 'messages-read',
    access: SIGNED_IN,
    needs: { table: 'readwrite' },
  },
  adminMessagesInbox: {
    id: 'AdminMessagesInbox',
    method: 'GET',
    path: '/api/admin/messages',
    handler: 'admin-messages-inbox',
    access: STAFF,
    // readwrite: the audit entry of each page read.
    needs: { table: 'readwrite' },
  },
  adminMessagesThread: {
    id: 'AdminMessagesThread',
    method: 'GET',
    path: '/api/admin/messages/{userId}',
    handler: 'admin-messages-thread',
    access: STAFF,
    // readwrite: the audit entries of the opening (the thread and the client's one-page view); download: the advisor's photo link.
    needs: { table: 'readwrite', bucket: ['download'] },
  },
  adminMessagesPost: {
    id: 'AdminMessagesPost',
    method: 'POST',
    path: '/api/admin/messages/{userId}',
    handler: 'admin-messages-post',
    access: STAFF,
    // email: the client is told a message waits (never its content).
    needs: { table: 'readwrite', email: true },
  },
  adminMessagesRead: {
    id: 'AdminMessagesRead',
    method: 'POST',
    path: '/api/admin/messages/{userId}/read',
    handler: 'admin-messages-read',
    access: STAFF,
    needs: { table: 'readwrite' },
  },
  adminAdvisorPool: {
    id: 'AdminAdvisorPool',
    method: 'GET',
    path: '/api/admin/advisors',
    handler: 'admin-advisor-pool',
    access: ADMIN,
    needs: { table: 'read' },
  },
  adminAdvisorAvailability: {
    id: 'AdminAdvisorAvailability',
    method: 'PUT',
    path: '/api/admin/advisors/{userId}/availability',
    handler: 'admin-advisor-availability',
    access: ADMIN,
    // directory: only a current employee or admin may be available; email: the admins, if the queue still waits.
    needs: { table: 'readwrite', directory: ['read'], email: true },
  },
  staffPhotoGet: {
    id: 'StaffPhotoGet',
    method: 'GET',
    path: '/api/admin/advisor-photo',
    handler: 'staff-photo-get',
    access: STAFF,
    needs: { table: 'read', bucket: ['download'] },
  },
  staffPhotoStart: {
    id: 'StaffPhotoStart',
    method: 'POST',
    path: '/api/admin/advisor-photo',
    handler: 'staff-photo-start',
    access: STAFF,
    // upload: a presigned POST for the caller's own photo key only.
    needs: { table: 'read', bucket: ['upload'] },
  },
  staffPhotoComplete: {
    id: 'StaffPhotoComplete',
    method: 'POST',
    path: '/api/admin/advisor-photo/complete',
    handler: 'staff-photo-complete',
    access: STAFF,
    // inspect: it reads the new file (its type, the malware scan) before the scan has cleared it, which the bucket's
    // scan gate refuses everyone else; delete: a refused file goes at once; head: whether the file has arrived;
    // readwrite: the record and the audit.
    needs: { table: 'readwrite', bucket: ['read', 'head', 'inspect', 'delete', 'download'] },
  },
  staffPhotoRemove: {
    id: 'StaffPhotoRemove',
    method: 'DELETE',
    path: '/api/admin/advisor-photo',
    handler: 'staff-photo-remove',
    access: STAFF,
    needs: { table: 'readwrite', bucket: ['delete'] },
  },
} as const satisfies Record<string, RouteDef>;
