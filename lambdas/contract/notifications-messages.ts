/**
 * The notifications area's texts and plain constants, without zod: server code that needs only them bundles no
 * schema. contract/notifications.ts re-exports every one of them.
 */

export const notificationMessages = {
  title: 'Notifications',
  empty: 'No notifications yet',
  markAllRead: 'Mark all as read',
  documentVerifiedTitle: 'Document verified',
  documentRejectedTitle: 'Document rejected',
  documentQuarantinedTitle: 'Document could not be accepted',
  credentialRevealedTitle: 'A saved password was viewed',
} as const;

/** What a notification is about; later issues add their kinds here. */
export const NOTIFICATION_KINDS = ['document_verified', 'document_rejected', 'document_quarantined', 'credit_change', 'dispute_update', 'dispute_reinsertion', 'identity_review', 'credential_revealed', 'secure_message'] as const;

/** How many of the newest notifications the dashboard returns. */
export const NOTIFICATIONS_SHOWN = 20;
