/**
 * The credit sweep (docs/identity-theft.md): a Total client's identity-theft case (the use case answers 403 to
 * another plan), and the staff desk's review of the uploaded FTC report. Every step is audited, the client's too
 * (`audit: true`); the letters are refused (409) until staff approve.
 */
import { SIGNED_IN, STAFF, type RouteDef } from './types.js';

export const identityTheftRoutes = {
  getIdentityTheft: {
    id: 'GetIdentityTheft',
    method: 'GET',
    path: '/api/identity-theft',
    handler: 'identity-theft-get',
    access: SIGNED_IN,
    // The latest credit file lists the items the client may mark.
    needs: { table: 'read', bucket: ['read'] },
    requiresSubscription: true,
  },
  affirmIdentityTheft: {
    id: 'AffirmIdentityTheft',
    method: 'POST',
    path: '/api/identity-theft/affirmation',
    handler: 'identity-theft-affirm',
    access: SIGNED_IN,
    needs: { table: 'readwrite', audit: true },
    requiresSubscription: true,
  },
  saveIdentityTheft: {
    id: 'SaveIdentityTheft',
    method: 'PUT',
    path: '/api/identity-theft',
    handler: 'identity-theft-save',
    access: SIGNED_IN,
    needs: { table: 'readwrite', bucket: ['read'], audit: true },
    requiresSubscription: true,
  },
  submitIdentityTheft: {
    id: 'SubmitIdentityTheft',
    method: 'POST',
    path: '/api/identity-theft/submit',
    handler: 'identity-theft-submit',
    access: SIGNED_IN,
    needs: { table: 'readwrite', audit: true },
    requiresSubscription: true,
  },
  identityTheftLetter: {
    id: 'IdentityTheftLetter',
    method: 'POST',
    path: '/api/identity-theft/letters',
    handler: 'identity-theft-letter',
    access: SIGNED_IN,
    // Built on each request from the approved case (nothing stored); the browser draws the PDF. readwrite: the audit entry.
    needs: { table: 'readwrite', audit: true },
    requiresSubscription: true,
  },
  recordIdentityTheftMailing: {
    id: 'RecordIdentityTheftMailing',
    method: 'POST',
    path: '/api/identity-theft/mailings',
    handler: 'identity-theft-mailing',
    access: SIGNED_IN,
    needs: { table: 'readwrite', audit: true },
    requiresSubscription: true,
  },
  adminListIdentityTheft: {
    id: 'AdminListIdentityTheft',
    method: 'GET',
    path: '/api/admin/identity-theft',
    handler: 'admin-list-identity-theft',
    access: STAFF,
    // readwrite: each page read is audited.
    needs: { table: 'readwrite' },
  },
  adminGetIdentityTheft: {
    id: 'AdminGetIdentityTheft',
    method: 'GET',
    path: '/api/admin/identity-theft/{userId}',
    handler: 'admin-get-identity-theft',
    access: STAFF,
    needs: { table: 'readwrite' },
  },
  adminReviewIdentityTheft: {
    id: 'AdminReviewIdentityTheft',
    method: 'POST',
    path: '/api/admin/identity-theft/{userId}/review',
    handler: 'admin-review-identity-theft',
    access: STAFF,
    needs: { table: 'readwrite' },
  },
  adminRecordIdentityTheftReceipt: {
    id: 'AdminRecordIdentityTheftReceipt',
    method: 'POST',
    path: '/api/admin/identity-theft/{userId}/receipt',
    handler: 'admin-record-identity-theft-receipt',
    access: STAFF,
    needs: { table: 'readwrite' },
  },
} as const satisfies Record<string, RouteDef>;
