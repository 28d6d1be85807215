/**
 * Disputes (docs/disputes.md): the client files disputes about their report and follows them. Each needs an
 * active plan, as /profile does; Starter's monthly limit is counted by the use case (entitlements).
 * The staff's desk: employees and admins (the wrapper re-checks their standing in the directory);
 * every change is audit-logged and told to the client (bell and email).
 */
import { SIGNED_IN, STAFF, type RouteDef } from './types.js';

export const disputeRoutes = {
  listDisputes: {
    id: 'ListDisputes',
    method: 'GET',
    path: '/api/disputes',
    handler: 'disputes-list',
    access: SIGNED_IN,
    needs: { table: 'read' },
    requiresSubscription: true,
  },
  fileDispute: {
    id: 'FileDispute',
    method: 'POST',
    path: '/api/disputes',
    handler: 'dispute-file',
    access: SIGNED_IN,
    needs: { table: 'readwrite' },
    rateLimits: ['disputeFileAccount'],
    requiresSubscription: true,
  },
  getDispute: {
    id: 'GetDispute',
    method: 'GET',
    path: '/api/disputes/{id}',
    handler: 'dispute-get',
    access: SIGNED_IN,
    needs: { table: 'read' },
    requiresSubscription: true,
  },
  addDisputeInformation: {
    id: 'AddDisputeInformation',
    method: 'POST',
    path: '/api/disputes/{id}/information',
    handler: 'dispute-add-information',
    access: SIGNED_IN,
    needs: { table: 'readwrite' },
    rateLimits: ['disputeInfoAccount'],
    requiresSubscription: true,
  },
  disputeLetter: {
    id: 'DisputeLetter',
    method: 'POST',
    path: '/api/disputes/{id}/letters/{bureau}',
    handler: 'dispute-letter',
    access: SIGNED_IN,
    // The first call builds the letter's content from the latest credit file, writes it as JSON and records its key
    // on the dispute; later calls read it back. The browser renders the PDF (no pdf-lib in any Lambda, docs/letters.md).
    needs: { table: 'readwrite', bucket: ['read', 'write'] },
    requiresSubscription: true,
  },
  disputeDrafts: {
    id: 'DisputeDrafts',
    method: 'GET',
    path: '/api/disputes/{id}/drafts',
    handler: 'dispute-drafts',
    access: SIGNED_IN,
    // The latest credit file names the creditor as the bureaus report it.
    needs: { table: 'read', bucket: ['read'] },
    requiresSubscription: true,
  },
  affirmDispute: {
    id: 'AffirmDispute',
    method: 'POST',
    path: '/api/disputes/{id}/affirmation',
    handler: 'dispute-affirm',
    access: SIGNED_IN,
    // Records what the client affirmed (and the documents to enclose) before any letter is produced.
    needs: { table: 'readwrite' },
    requiresSubscription: true,
  },
  requestDisputeVerification: {
    id: 'RequestDisputeVerification',
    method: 'POST',
    path: '/api/disputes/{id}/verification-request',
    handler: 'dispute-verification-request',
    access: SIGNED_IN,
    needs: { table: 'readwrite' },
    requiresSubscription: true,
  },
  takeDisputeLadderStep: {
    id: 'TakeDisputeLadderStep',
    method: 'POST',
    path: '/api/disputes/{id}/ladder/{step}',
    handler: 'dispute-ladder-step',
    access: SIGNED_IN,
    needs: { table: 'readwrite' },
    requiresSubscription: true,
  },
  recordFurnisherAnswer: {
    id: 'RecordFurnisherAnswer',
    method: 'PUT',
    path: '/api/disputes/{id}/ladder/furnisher/answer',
    handler: 'dispute-furnisher-answer',
    access: SIGNED_IN,
    needs: { table: 'readwrite' },
    requiresSubscription: true,
  },
  disputeLadderDocument: {
    id: 'DisputeLadderDocument',
    method: 'GET',
    path: '/api/disputes/{id}/ladder/{step}/document',
    handler: 'dispute-ladder-document',
    access: SIGNED_IN,
    // Built on each download from the dispute, the verified identity and documents, and the latest credit file (nothing stored).
    needs: { table: 'read', bucket: ['read'] },
    requiresSubscription: true,
  },
  adminListDisputes: {
    id: 'AdminListDisputes',
    method: 'GET',
    path: '/api/admin/disputes',
    handler: 'admin-list-disputes',
    access: STAFF,
    // readwrite: each page read is audited (who saw which clients).
    needs: { table: 'readwrite' },
  },
  adminGetDispute: {
    id: 'AdminGetDispute',
    method: 'GET',
    path: '/api/admin/disputes/{userId}/{id}',
    handler: 'admin-get-dispute',
    access: STAFF,
    // readwrite: the audit entry of each opening.
    needs: { table: 'readwrite' },
  },
  adminMarkDisputeSent: {
    id: 'AdminMarkDisputeSent',
    method: 'POST',
    path: '/api/admin/disputes/{userId}/{id}/sent',
    handler: 'admin-mark-dispute-sent',
    access: STAFF,
    needs: { table: 'readwrite', email: true },
  },
  adminRecordDisputeResult: {
    id: 'AdminRecordDisputeResult',
    method: 'POST',
    path: '/api/admin/disputes/{userId}/{id}/result',
    handler: 'admin-record-dispute-result',
    access: STAFF,
    needs: { table: 'readwrite', email: true },
  },
  adminRecordDisputeReceipt: {
    id: 'AdminRecordDisputeReceipt',
    method: 'POST',
    path: '/api/admin/disputes/{userId}/{id}/receipt',
    handler: 'admin-record-dispute-receipt',
    access: STAFF,
    needs: { table: 'readwrite', email: true },
  },
  adminMarkSupplementSent: {
    id: 'AdminMarkSupplementSent',
    method: 'POST',
    path: '/api/admin/disputes/{userId}/{id}/supplement-sent',
    handler: 'admin-mark-supplement-sent',
    access: STAFF,
    needs: { table: 'readwrite', email: true },
  },
  adminRecordReinsertionNotice: {
    id: 'AdminRecordReinsertionNotice',
    method: 'POST',
    path: '/api/admin/disputes/{userId}/{id}/reinsertion-notice',
    handler: 'admin-record-reinsertion-notice',
    access: STAFF,
    // No email: recording the bureau's notice tells the client nothing new (they received it).
    needs: { table: 'readwrite' },
  },
  adminSetDisputeStatus: {
    id: 'AdminSetDisputeStatus',
    method: 'POST',
    path: '/api/admin/disputes/{userId}/{id}/status',
    handler: 'admin-set-dispute-status',
    access: STAFF,
    needs: { table: 'readwrite', email: true },
  },
  adminDisputeLetter: {
    id: 'AdminDisputeLetter',
    method: 'POST',
    path: '/api/admin/disputes/{userId}/{id}/letters/{bureau}',
    handler: 'admin-dispute-letter',
    access: STAFF,
    // As DisputeLetter; readwrite also for the audit entry of each download.
    needs: { table: 'readwrite', bucket: ['read', 'write'] },
  },
  approveLetterWording: {
    id: 'ApproveLetterWording',
    method: 'POST',
    path: '/api/disputes/{id}/letters/{bureau}/approval',
    handler: 'dispute-letter-approval',
    access: SIGNED_IN,
    // Total: the client approves the wording their advisor revised (the use case answers 403 on another plan, with the
    // reason). The approval is audited beside the advisor's edits, so it appends to the audit log.
    needs: { table: 'readwrite', audit: true },
    requiresSubscription: true,
  },
  adminLetterWording: {
    id: 'AdminLetterWording',
    method: 'GET',
    path: '/api/admin/disputes/{userId}/{id}/letters/{bureau}/wording',
    handler: 'admin-letter-wording',
    access: STAFF,
    // The client's advisor or an admin (the use case: other staff get 404). Builds and freezes the generated letter if
    // no one downloaded it yet, as the letter routes do; readwrite also for the audit entry.
    needs: { table: 'readwrite', bucket: ['read', 'write'] },
  },
  adminEditLetterWording: {
    id: 'AdminEditLetterWording',
    method: 'PUT',
    path: '/api/admin/disputes/{userId}/{id}/letters/{bureau}/wording',
    handler: 'admin-edit-letter-wording',
    access: STAFF,
    needs: { table: 'readwrite', bucket: ['read', 'write'] },
  },
  adminAssignAdvisor: {
    id: 'AdminAssignAdvisor',
    method: 'PUT',
    path: '/api/admin/clients/{userId}/advisor',
    handler: 'admin-assign-advisor',
    access: STAFF,
    // The directory says whether the advisor is a current employee or admin.
    needs: { table: 'readwrite', email: true, directory: ['read'] },
  },
} as const satisfies Record<string, RouteDef>;
