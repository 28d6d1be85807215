/**
 * The spec's user-facing texts (section 8 and 5 of the public-site document), word for word.
 * One source for the server's 4xx messages and the web's banners and toasts.
 */
import { MIN_SEARCH_LENGTH } from './search.js';

export const authMessages = {
  fillAllFields: 'Please fill in all fields',
  fillAllFieldsWithReferral: 'Please fill in all fields including referral code',
  passwordTooShort: 'Password must be at least 6 characters long',
  loginFailed: 'Failed to log in',
  signupFailed: 'Failed to create account',
  referralRequired: 'Referral code is required',
  referralInvalid: 'Invalid referral code. Please check and try again.',
  emailTaken: 'An account with this email already exists. Please try logging in instead.',
  emailCheckFailed: 'Error checking email availability',
  roleCheckFailed: 'Login failed. Please try again.',
  accessDenied: 'Access denied. This login is for clients and admins only.',
  /** A partner on the clients' login: offered the Partner Sign In instead of a refusal. */
  partnerAccount: 'This is a partner account: please sign in with the Partner Sign In.',
  unexpected: 'An unexpected error occurred',
  signupSuccess: 'Account created successfully! Please verify your email.',
  loginSuccess: 'Logged in successfully',
  foldersSettingUp: 'Setting up your document folders...',
  foldersReady: 'Document folders set up successfully!',
  foldersFailed: 'Failed to set up document folders. You can continue normally.',
  logoutSuccess: 'Logged out successfully',
  authCallbackFailed: (message: string) => `Authentication failed: ${message}`,
  authCallbackUnexpected: 'An unexpected error occurred during authentication',
  authCallbackSuccess: 'Authentication successful!',
  subscriptionCheckFailed: 'Unable to verify subscription status. Please try refreshing the page.',
  partnerAccessDenied: "You don't have permission to access the partner dashboard",
  accountTypeUnverified: 'Unable to verify your account type',
  // Not in the spec; what users of such a service expect.
  invalidEmail: 'Please enter a valid email address',
  emailNotVerified: 'Please verify your email address before logging in. We can send the link again.',
  confirmationSent: 'If an account with that email is waiting for confirmation, we have sent a new link.',
  confirmationInvalid: 'This confirmation link is invalid or has expired. Request a new one from the login page.',
  emailConfirmed: 'Your email is confirmed. Please log in.',
  partnerLoginDenied: 'Access denied. This login is for partners. Clients sign in from the main login page.',
  totpCodeInvalid: 'Enter the 6-digit code from your authenticator app',
  totpCodeWrong: 'That code is not right. Check the time on your device and try the newest code.',
  totpSetupRequired: 'Staff accounts need an authenticator app. Set it up to continue.',
  totpEnabled: 'Two-step sign-in is on.',
  totpDisabled: 'Two-step sign-in is off.',
  resetCodeSent: 'If an account exists for that email, we have sent a reset code.',
  resetCodeInvalid: 'That code is invalid or has expired. Request a new one.',
  resetLocked: 'Too many wrong reset codes for this account. Password reset is locked for 24 hours; we have emailed the account owner.',
  nameInvalid: 'Please enter your name using letters, spaces, apostrophes and hyphens only',
  nameTooLong: (max: number) => `Name can be at most ${max} characters`,
  passwordReset: 'Your password has been reset. Please log in.',
  passwordChanged: 'Your password has been changed.',
  currentPasswordWrong: 'Your current password is incorrect.',
  newPasswordsDiffer: 'The new passwords do not match.',
  preferencesSaved: 'Notification preferences saved.',
  accountDeleted: 'Your account and all your data have been deleted.',
} as const;

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

/**
 * The pricing flow's and the portal's texts (public-site spec section 8), word for word, and the
 * server's own billing messages. The web shows these; the server answers with them.
 */
export const billingMessages = {
  unknownError: 'Unknown error',
  pricingFailed: (message: string) => `Failed to get pricing: ${message}`,
  noPricing: (productId: string) => `No pricing found for this plan. Product ID: ${productId}`,
  checkoutFailed: (message: string) => `Checkout failed: ${message}`,
  noCheckoutSession: 'Unable to create checkout session. Please contact support.',
  popupBlocked: 'Unable to open checkout. Please disable popup blockers and try again.',
  genericError: (message: string) => `An error occurred: ${message}`,
  portalSessionExpired: 'Session expired. Please log in again.',
  portalNoCustomer: 'No subscription found. Please subscribe first.',
  portalFailed: 'Could not load subscription management portal',
  manageNeedsLogin: 'Please log in to manage your subscription',
  paymentSuccessTitle: 'Payment Successful!',
  paymentSuccessMessage: 'Welcome to the product! Your subscription is now active.',
  paymentCanceledTitle: 'Payment Canceled',
  paymentCanceledMessage: 'Your payment was not processed. You can try again anytime.',
  noActiveSubscription: 'No Active Subscription',
  // Not in the spec: the server's answers.
  unknownPlan: 'Unknown plan.',
  planNotAvailable: 'This plan is not available yet.',
  planTypeMismatch: 'This plan is not sold that way.',
  agreementRequired: 'Please read and sign the service agreement before checkout.',
  agreementOutdated: 'The service agreement has changed. Please read and sign the current version.',
  agreementMustAccept: 'Please tick the box to confirm you have read and agree to the service agreement.',
  alreadySubscribed: 'You already have an active plan. Use Manage Subscription to change it.',
  invalidSignature: 'Invalid signature',
  userNotAuthenticated: 'User not authenticated',
  nothingToCancel: 'You have no active plan to cancel.',
  canceledRefunded: (amount: string) =>
    `Your plan is cancelled and ${amount} is being refunded in full to your card. Refunds usually reach your account within 5-10 business days.`,
  canceledNothingCharged: 'Your plan is cancelled. Nothing was charged, so there is nothing to refund.',
  cancelWindowClosed: (deadline: string) =>
    `Your 3-business-day cancellation period ended ${deadline}. Full refunds are automatic only within that period, which the Credit Repair Organizations Act gives you from the day you sign. You can still stop future payments in Manage Subscription, or contact support about a refund.`,
  featureNotInPlan: 'Your plan does not include this feature. Choose a plan that does to use it.',
  subscriptionRequired: 'This needs an active plan. Choose a plan to continue.',
  providerUnavailable: 'The payment service is not available right now. Please try again in a few minutes.',
  workNotAfterService: 'This client has no after-service plan awaiting payment.',
  workAlreadyCharged: 'This client has already been charged for the completed work.',
  workNothingCompleted: (basis: 'month' | 'deleted-item') =>
    basis === 'month'
      ? 'No full month of service has been completed since the last charge, so there is nothing to charge yet.'
      : 'No item has been deleted by a bureau since the last charge, so there is nothing to charge yet.',
  canceledAfterService: 'Your plan has ended. You pay only for the work completed before today; nothing else will be charged.',
  workCharged: (amount: string) => `Work marked as performed. The client's saved card was charged ${amount}.`,
  workChargeDeclined: (reason: string) => `The client's card was declined: ${reason}`,
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
