/**
 * The spec's user-facing texts (section 8 and 5 of the public-site document), word for word.
 * One source for the server's 4xx messages and the web's banners and toasts.
 */
import { MIN_SEARCH_LENGTH } from './search.js';

export { authMessages } from './auth-messages.js';
export { billingMessages } from './billing-messages.js';

/** The admin screen's texts (spec section 8, Admin), word for word, and the server's own admin messages. */
export const adminMessages = {
  fetchClientsFailed: 'Failed to fetch clients',
  fetchPartnersFailed: 'Failed to fetch partners',
  fetchPartnerClientsFailed: 'Failed to fetch partner clients',
  deleteClientFailed: (message: string) => `Failed to delete client: ${message}`,
  deletePartnerFailed: (message: string) => `Failed to delete partner: ${message}`,
  deleteUserFailed: 'Failed to delete user',
  clientDeleted: 'Client deleted successfully',
  partnerDeleted: 'Partner deleted successfully',
  noClientsMatching: 'No clients found matching your criteria',
  noPartnerAssigned: 'No partner assigned',
  noPartnerClients: 'No clients found for this partner',
  notAvailable: 'N/A',
  clientCount: (n: number) => `${n} client(s)`,
  partnerClientsTitle: (name: string) => `Clients for ${name}`,
  deleteClientTitle: 'Delete Client',
  deletePartnerTitle: 'Delete Partner',
  deleteWarning: 'This will permanently remove the client and all associated data. This action cannot be undone.',
  deleting: 'Deleting...',
  // Not in the spec: the analytics tab's error, and the server's answers.
  fetchAnalyticsFailed: 'Failed to fetch analytics',
  userDeleted: 'User deleted successfully',
  cannotDeleteSelf: 'You cannot delete your own account from the admin screen.',
  cannotDeleteAdmin: 'Admin accounts cannot be deleted from the admin screen.',
  userNotFound: 'User not found.',
  invalidUserId: 'That is not a user id.',
  deletionStarted: 'The account is disabled and its deletion has started.',
  deletionFailed: 'The deletion did not finish. Try again; what was already removed stays removed.',
  deletionNotFound: 'Deletion not found.',
  invalidDeletionId: 'That is not a deletion id.',
  clientNotFound: 'Client not found.',
  partnerNotFound: 'Partner not found.',
  notAnApplicant: 'This user has no partner application awaiting a decision.',
  partnerApproved: 'Partner approved.',
  partnerRejected: 'Partner application rejected.',
  clientReassigned: 'Client reassigned.',
  invalidCursor: 'This page link is no longer valid. Please reload the list.',
  searchTooShort: `Type at least ${MIN_SEARCH_LENGTH} letters or digits in a row to search.`,
  rejectReasonRequired: 'Please give a reason for the rejection.',
  referralCodesExhausted: 'Could not issue a unique referral code. Please try again.',
  staffNameRequired: 'Please enter the team member’s name.',
  staffRoleInvalid: 'Choose a role: employee or admin.',
  staffAdded: (email: string) => `Invitation sent to ${email}. Give them the invitation code yourself (not by email): they need it and the emailed link to set up their account.`,
  roleChanged: (role: string) => `Role changed to ${role}.`,
  cannotChangeOwnRole: 'You cannot change your own role.',
  notStaff: 'Only employees and admins can be given a team role here.',
  roleChangedMeanwhile: 'This person’s role was changed by someone else. Please reload the list.',
} as const;

/** The partner programme's texts. */
export const partnerMessages = {
  applicationReceived: 'Thanks for applying! Please verify your email; we will review your application shortly.',
  fillAllFields: 'Please fill in all fields',
} as const;

/** The public site's texts (spec sections 2, 4, 5 and 8), word for word, and the server's answers to its forms. */
export const publicMessages = {
  emailRequired: 'Please enter your email address',
  waitlistConfirmed: "You're all set!",
  waitlistToast: "Thanks! We'll notify you when Business Credit launches.",
  chatMissingTitle: 'Missing information',
  chatMissingFields: 'Please fill out all fields to start the chat.',
  // Not in the spec: the server's answers.
  invalidEmail: 'Please enter a valid email address',
  waitlistJoined: "You're on the list. We'll email you when Business Credit launches.",
  supportRequestReceived: 'Thanks! Our support team has your question.',
  /** The chat's note to a signed-in client: their plan's response target (people answer on business days). */
  supportResponseNote: (planName: string, priority: boolean, target: string) =>
    `As a ${planName} client, ${priority ? 'your question goes to the front of our support queue, and ' : ''}a credit specialist answers you by email ${target}.`,
  tooManyRequests: 'Too many requests from your network. Please wait a few minutes and try again.',
  fieldTooLong: (field: string, max: number) => `${field} can be at most ${max} characters`,
  chatMessageEmpty: 'A message cannot be empty',
  supportRequestNotFound: 'Support request not found',
  conversationTooLong: (max: number) => `A conversation can hold at most ${max} messages`,
} as const;

/**
 * A signed-in client's daily quotas (429): what was refused and when it can go again, never "your network"
 * (the count is the account's, wherever it calls from).
 */
export const quotaMessages = {
  documentUploads: 'You have uploaded the most documents allowed in one day. Please try again tomorrow, or contact support if you need to send more.',
  disputesFiled: 'You have filed the most disputes allowed in one day. Please try again tomorrow.',
  disputeInformation: 'You have added information to disputes the most times allowed in one day. Please try again tomorrow.',
  smsCodes: 'We have sent the most verification texts allowed for now. Please wait and try again later.',
} as const;


/** Sessions and standing: role changes, removals, deletions and staff MFA take effect at once, so a stale session is refused. */
export const sessionMessages = {
  /** A still-valid token of an account that has been deleted. */
  accountDeleted: 'This account no longer exists. Please sign up again to use the service.',
  /** A staff token whose admin or employee role has since been removed. */
  roleRevoked: 'Your team role has changed. Please sign in again.',
  staffTotpRequired:
    'Staff accounts must use two-step sign-in. Sign out, sign in again and set up an authenticator app when asked, then try again.',
  /** A staff session with no call for 15 minutes (the web signs out on its own at the same time). */
  staffSessionIdle: 'You were signed out after 15 minutes without activity. Please sign in again.',
  /** A staff session older than 12 hours, however active. */
  staffSessionTooOld: 'Staff sessions last at most 12 hours. Please sign in again.',
  /** A staff session that began without the authenticator (before it was set up, or when the session was ended). */
  staffSignInWithAuthenticator: 'Please sign in again with your authenticator code.',
  emailMismatch: 'This confirmation is for an email address your account no longer uses. Please request a new link.',
} as const;

// The session-problem codes live in their own module (the public pages load them, not every message).
export { isSessionProblemCode, sessionProblemCodes, type SessionProblemCode } from './session-problems';

const TYPE_WORDS: Record<string, string> = { string: 'text', number: 'a number', int: 'a whole number', bigint: 'a whole number', boolean: 'true or false', array: 'a list', object: 'an object', date: 'a date' };

/** User-facing messages the wrapper gives; feature messages live beside their schemas. */
export const httpMessages = {
  unauthenticated: 'Please sign in to continue.',
  forbidden: 'You do not have permission to do that.',
  unexpected: 'An unexpected error occurred',
  invalidJson: 'The request body is not valid JSON.',
  notFound: 'Not found.',
  /** Where a schema has no message of its own for a missing or mistyped field (the wrapper's wording; zod's own names no field). */
  missingField: (field: string) => `Please fill in ${field}.`,
  wrongType: (field: string, expected: string) => `${field} must be ${TYPE_WORDS[expected] ?? `a ${expected}`}.`,
  notAnObject: 'The request body must be a JSON object.',
  /** A path parameter that cannot be one of our ids (contract/ids.ts). */
  invalidId: 'That is not a valid id.',
} as const;
