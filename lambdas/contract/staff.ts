import type { Group } from './roles.js';

/** The roles of the people who run the business; an admin adds them and moves them between the two. */
export const STAFF_ROLES = ['employee', 'admin'] as const satisfies readonly Group[];
export type StaffRole = (typeof STAFF_ROLES)[number];

/** A staff session ends after this long without activity: the server refuses it, and the web signs out on its own. */
export const STAFF_IDLE_MINUTES = 15;

/** What the audit log records; the admin audit list filters on it. */
export const AUDIT_ACTIONS = ['user.delete', 'partner.approve', 'partner.reject', 'client.reassign', 'role.change', 'staff.add', 'billing.work-performed', 'document.view', 'document.verify', 'document.reject', 'client.credential-reveal', 'dispute.view', 'dispute.letter-download', 'dispute.letter-edit', 'dispute.letter-approve', 'dispute.sent', 'dispute.result', 'dispute.status', 'dispute.receipt', 'dispute.supplement-sent', 'dispute.reinsertion-notice', 'client.advisor', 'client.view', 'offer.create', 'offer.update', 'offer.retire', 'identity.approve', 'identity.reject', 'identity.resolve', 'clients.list', 'documents.list', 'disputes.list', 'identity-reviews.list', 'identity-theft.affirm', 'identity-theft.save', 'identity-theft.submit', 'identity-theft.approve', 'identity-theft.reject', 'identity-theft.letter', 'identity-theft.mailing', 'identity-theft.receipt', 'identity-theft.view', 'identity-theft.list', 'advisor.availability', 'messages.view', 'messages.send', 'messages.list', 'advisor.photo', 'advisor.photo-remove'] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];
