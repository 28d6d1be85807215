import { bureauNames, creditMessages } from './contract/credit-messages.js';
import type { Bureau } from './contract/credit.js';
import { profileMessages } from './contract/profile-messages.js';
import { identityMessages } from './contract/identity-messages.js';
import { adminMessages, authMessages, billingMessages, publicMessages, sessionMessages, sessionProblemCodes, type SessionProblemCode } from './contract/messages.js';

/**
 * The typed application errors: what went wrong, in the caller's words, with no HTTP in sight.
 * Use cases and adapters throw these (or the port errors below, which are kinds of them);
 * `http/route.ts` holds the one table that turns each class into a status. Nothing else maps errors.
 */
export class AppError extends Error {
  /** Why the session no longer works, sent as the body's `code` for the browser to act on (`sessionProblemCodes`); most errors have none. */
  readonly sessionProblem?: SessionProblemCode;
  constructor(
    message: string,
    /** Field-level problems, keyed by dotted path (shown beside the form field). */
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

/** The request is malformed or breaks a rule the caller can fix. */
export class Invalid extends AppError {}
/** Nobody is signed in where someone must be. */
export class Unauthenticated extends AppError {}
/** The caller's plan does not include this, or a payment was declined. */
export class PaymentRequired extends AppError {}
/** Signed in, but not allowed. */
export class Forbidden extends AppError {}
/** No such thing, or not the caller's (another user's id answers the same). */
export class NotFound extends AppError {}
/** The state changed or already exists (email taken, role changed meanwhile). */
export class Conflict extends AppError {}
/** Over a rate limit. */
export class TooManyRequests extends AppError {}
/** A dependency is down or refused; the message names it, never the provider's own text. */
export class Unavailable extends AppError {}

// ---- Standing errors: the token's word no longer holds (lambdas/http/standing.ts); the web acts on their codes ----

/** A still-valid token of a deleted account: the browser signs out and says why on the login page. */
export class AccountDeleted extends Unauthenticated {
  override readonly sessionProblem = sessionProblemCodes.accountDeleted;
  constructor() {
    super(sessionMessages.accountDeleted);
  }
}
/** A staff token whose admin or employee role has been removed: the browser signs out. */
export class RoleRevoked extends Forbidden {
  override readonly sessionProblem = sessionProblemCodes.roleRevoked;
  constructor() {
    super(sessionMessages.roleRevoked);
  }
}
/** A staff session that is over (idle, too old, or begun without the authenticator): the browser signs out. */
export class StaffSessionEnded extends Unauthenticated {
  override readonly sessionProblem = sessionProblemCodes.staffSessionEnded;
}
/** A staff account without TOTP on a staff route: the browser opens the authenticator set-up. */
export class StaffTotpRequired extends Forbidden {
  override readonly sessionProblem = sessionProblemCodes.staffTotpRequired;
  constructor() {
    super(sessionMessages.staffTotpRequired);
  }
}

// ---- Port errors: what adapters throw instead of SDK or provider errors -------------------------

/** Directory and users store: the email belongs to an existing account. */
export class EmailTaken extends Conflict {
  constructor() {
    super(authMessages.emailTaken);
  }
}

/** Any paged listing: the cursor was not made for this list (or was tampered with). */
export class InvalidCursor extends Invalid {
  constructor() {
    super(adminMessages.invalidCursor, { cursor: adminMessages.invalidCursor });
  }
}

/** Staff store: the member's role is no longer the one the change was made from. */
export class RoleChanged extends Conflict {
  constructor() {
    super(adminMessages.roleChangedMeanwhile);
  }
}

/** Partners store: the user is not (or no longer) a pending partner applicant. */
export class NotAnApplicant extends Invalid {
  constructor() {
    super(adminMessages.notAnApplicant);
  }
}

/** Profiles: the profile changed between reading and writing it (the caller reloads and saves again). */
export class ProfileChangedMeanwhile extends Conflict {
  constructor() {
    super(profileMessages.changedMeanwhile);
  }
}

/** Partners store: another partner already holds this referral code (the caller retries with a new one). */
export class ReferralCodeTaken extends Conflict {
  constructor() {
    super('Referral code already taken');
  }
}

/** Client moves: the client no longer exists. */
export class ClientNotFound extends NotFound {
  constructor() {
    super(adminMessages.userNotFound);
  }
}

/** Client moves: the target partner does not exist (the caller named it, so it is their mistake). */
export class PartnerNotFound extends Invalid {
  constructor() {
    super(adminMessages.partnerNotFound, { partnerId: adminMessages.partnerNotFound });
  }
}

/** Billing: the webhook's signature header is missing, malformed, from another secret or too old. */
export class InvalidSignature extends Invalid {
  constructor() {
    super(billingMessages.invalidSignature);
  }
}

/**
 * Billing: Stripe refused or is unreachable. The user sees only that payments are unavailable;
 * `detail`, `code` (Stripe's, e.g. `resource_missing`) and `status` are for the log.
 */
export class BillingProviderError extends Unavailable {
  constructor(
    readonly detail: string,
    readonly code: string | undefined,
    readonly status: number | undefined,
  ) {
    super(billingMessages.providerUnavailable);
  }
}

/** Billing: the saved card was declined (Stripe's decline text is safe to show: it is about the user's card). */
export class CardDeclined extends PaymentRequired {
  constructor(reason: string) {
    super(billingMessages.workChargeDeclined(reason));
  }
}

/** Billing: there is no Stripe customer to open the billing portal for. */
export class NoBillingCustomer extends NotFound {
  constructor() {
    super(billingMessages.portalNoCustomer);
  }
}

/** Directory: the address to verify is not the one the sign-in account holds now (it was changed meanwhile). */
export class EmailMismatch extends Invalid {
  constructor() {
    super(sessionMessages.emailMismatch);
  }
}

/** Public store: no support request with this id, or the append token is not its own (the same answer). */
export class SupportRequestNotFound extends NotFound {
  constructor() {
    super(publicMessages.supportRequestNotFound);
  }
}

/** Public store: the support request's conversation would exceed its message limit. */
export class ConversationFull extends Invalid {
  constructor(max: number) {
    super(publicMessages.conversationTooLong(max), { messages: publicMessages.conversationTooLong(max) });
  }
}

// ---- Bureau provider ----

/** Every bureau that answered reports a security freeze: nothing to show until the consumer lifts it. */
export class CreditFileFrozen extends Conflict {
  constructor(readonly bureaus: Bureau[]) {
    super(creditMessages.frozen(bureaus.map((b) => bureauNames[b]).join(', ')));
  }
}
/** No bureau has a file for the identity given (a "no hit"). */
export class NoCreditFile extends Invalid {
  constructor() {
    super(creditMessages.noHit);
  }
}
/** The provider failed or timed out; the message never carries its text. */
export class BureauProviderUnavailable extends Unavailable {
  constructor() {
    super(creditMessages.providerUnavailable);
  }
}
/**
 * The provider's answer is not a credit response we can read (not XML, another document, truncated). The client
 * sees the provider-unavailable message; `reason` says why for support and the credit:analyze command, never the client.
 */
export class UnreadableCreditResponse extends BureauProviderUnavailable {
  constructor(readonly reason: string) {
    super();
  }
}
/** The vendor answered with an error instead of a report (a MISMO error response); `reason` carries its code and text. */
export class CreditVendorError extends BureauProviderUnavailable {
  constructor(
    readonly reason: string,
    readonly code: string | null,
  ) {
    super();
  }
}

/** Credit pull: the onboarding order is not done (phone verified, ID verified by staff against the profile); the message says what is missing. */
export class PullNotAllowedYet extends Forbidden {}
/** Profile: a locked identity field (name, date of birth, address) cannot change without staff review. */
export class IdentityLocked extends Conflict {
  constructor(fields: readonly string[]) {
    super(identityMessages.identityLocked, Object.fromEntries(fields.map((f) => [f, identityMessages.identityLocked])));
  }
}
