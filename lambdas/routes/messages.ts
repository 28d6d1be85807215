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
    needs: { table: 'read' },
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
    // readwrite: the audit entries of the opening (the thread and the client's one-page view).
    needs: { table: 'readwrite' },
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
} as const satisfies Record<string, RouteDef>;
