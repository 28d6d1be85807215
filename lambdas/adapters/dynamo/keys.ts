/**
 * Single-table key builders. Only the DynamoDB repositories (adapters/dynamo/) import this module, so the key layout
 * can change in one place. Access patterns: docs/data-model.md.
 */
export const userPk = (userId: string) => `USER#${userId}`;
export const SK = {
  profile: 'PROFILE',
  client: 'CLIENT',
  partner: 'PARTNER',
  subscription: 'SUBSCRIPTION',
  resetCode: 'RESET_CODE',
  /** Identity verification: verified at / method / phone (E.164), or skipped at (docs/data-model.md, "Dashboard"). */
  verification: 'VERIFICATION',
  /** The pending SMS code: its hash, expiry, attempts and send times. A one-time secret: never exported or returned. */
  otp: 'OTP',
} as const;

/** The items a data export leaves out: one-time secrets, which are of no use to anyone but an attacker. */
export const ONE_TIME_SECRET_KINDS: readonly string[] = [SK.resetCode, SK.otp];

/** Dashboard items in the user's collection (docs/data-model.md, "Dashboard"). */
export const DOC_PREFIX = 'DOC#';
export const docSk = (documentId: string) => `${DOC_PREFIX}${documentId}`;
/** Notifications sort by creation time (ISO, lexical) in the collection; the id breaks ties. */
export const NOTE_PREFIX = 'NOTE#';
export const noteSk = (createdAt: string, id: string) => `${NOTE_PREFIX}${createdAt}#${id}`;
/**
 * Credit (docs/data-model.md, "Credit"): one item per pull, sorted by pull time (the dashboard's history
 * and onboarding step 4 read them); one per written instruction (kept until the account is deleted);
 * the monitoring enrolment while the client is enrolled. `CREDIT#` is not a prefix of the other two.
 */
export const CREDIT_PREFIX = 'CREDIT#';
export const creditSk = (pulledAt: string, id: string) => `${CREDIT_PREFIX}${pulledAt}#${id}`;
export const CREDIT_CONSENT_PREFIX = 'CREDIT_CONSENT#';
export const creditConsentSk = (givenAt: string, id: string) => `${CREDIT_CONSENT_PREFIX}${givenAt}#${id}`;
export const CREDIT_MONITOR_SK = 'CREDIT_MONITOR';
/** Every enrolment is listed under one GSI2 partition (as subscriptions are), so the monitoring job Queries it. */
export const CREDIT_MONITOR_LISTING = 'CREDIT_MONITOR';
export const creditMonitorListing = (userId: string) => ({ GSI2PK: CREDIT_MONITOR_LISTING, GSI2SK: userId });
/** One item per analysis of the user's credit file (onboarding step 5 counts them). */
export const ANALYSIS_PREFIX = 'ANALYSIS#';
export const analysisSk = (createdAt: string, id: string) => `${ANALYSIS_PREFIX}${createdAt}#${id}`;
/** One item per analysis run (its progress); expires a day after it was made. Not under ANALYSIS# so `latest` never reads one. */
export const ANALYSIS_RUN_PREFIX = 'ANALYSISRUN#';
export const analysisRunSk = (id: string) => `${ANALYSIS_RUN_PREFIX}${id}`;
/** The client's answers about items only they can recognise (one item, a map of finding id to answer). */
export const ANALYSIS_ANSWERS = 'ANALYSISANSWERS';
/** The staff review queue: documents awaiting review, oldest first (GSI2 on the DOC item while it is pending_review). */
export const DOCUMENTS_PENDING_LISTING = 'DOCUMENTS#pending_review';
export const pendingDocumentListing = (uploadedAt: string, userId: string, documentId: string) => ({
  GSI2PK: DOCUMENTS_PENDING_LISTING,
  GSI2SK: `${uploadedAt}#${userId}#${documentId}`,
});

/**
 * Retention (docs/compliance.md): documents and verification records, each listed by its last use on
 * GSI3, so the DocumentRetention job Queries what is due without reading every user.
 */
export const documentRetention = (lastUsedAt: string, userId: string, documentId: string) => ({
  GSI3PK: 'RETENTION#documents',
  GSI3SK: `${lastUsedAt}#${userId}#${documentId}`,
});
export const verificationRetention = (lastUsedAt: string, userId: string) => ({ GSI3PK: 'RETENTION#verification', GSI3SK: `${lastUsedAt}#${userId}` });
export const RETENTION_LISTING = { documents: 'RETENTION#documents', verification: 'RETENTION#verification', credit: 'RETENTION#credit' } as const;
/** The client's credit data's last use (one item in their collection), listed for retention by that time. */
export const CREDIT_LAST_USE_SK = 'CREDIT_LAST_USE';
export const creditRetention = (lastUsedAt: string, userId: string) => ({ GSI3PK: RETENTION_LISTING.credit, GSI3SK: `${lastUsedAt}#${userId}` });

/** Linked third-party accounts: `CONNECTION#<id>` items in the user's collection. */
export const CONNECTION_PREFIX = 'CONNECTION#';

/** Single-use tokens (email confirmation links) are keyed by their SHA-256, never stored in the clear. */
export const oneTimeToken = (hash: string) => ({ PK: `TOKEN#${hash}`, SK: 'TOKEN' });
/** A user's one-time tokens, listed on GSI1 so deleting the account finds them without a Scan. */
export const userTokens = (userId: string) => `TOKENS#USER#${userId}`;

export const emailLookup = (email: string) => ({ GSI1PK: `EMAIL#${email.trim().toLowerCase()}`, GSI1SK: 'USER' });
export const referralLookup = (code: string) => ({ GSI1PK: `REFERRAL#${code.trim().toUpperCase()}`, GSI1SK: 'PARTNER' });

/** ISO timestamps sort lexically; the id breaks ties between users created in the same millisecond. */
export const byCreated = (createdAt: string, id: string) => `${createdAt}#${id}`;
export const roleListing = (role: string) => `ROLE#${role}`;
export const partnerClients = (partnerId: string) => `PARTNER#${partnerId}#CLIENTS`;

/** Uniqueness guards written in the same transaction as the item they protect. */
export const uniqueEmail = (email: string) => ({ PK: `UNIQUE#EMAIL#${email.trim().toLowerCase()}`, SK: 'UNIQUE' });
export const uniqueReferral = (code: string) => ({ PK: `UNIQUE#REFERRAL#${code.trim().toUpperCase()}`, SK: 'UNIQUE' });

/** Admin listings, search and analytics (docs/data-model.md, "Admin tables"). */
export const byName = (name: string, id: string) => `${name.trim().toLowerCase()}#${id}`;
export const byEmail = (email: string, id: string) => `${email.trim().toLowerCase()}#${id}`;
/** Zero-padded so the string order of the index is the numeric order of the count. */
export const byCount = (count: number, id: string) => `${String(Math.max(0, count)).padStart(10, '0')}#${id}`;
/** Partner records are listed by business name (GSI3) and by client count (GSI4) within their role. */
export const partnersByBusiness = (role: string) => `ROLE#${role}#BUSINESS`;
export const partnersByClients = (role: string) => `ROLE#${role}#CLIENTS`;
/** Partner applications awaiting a decision, or rejected (GSI2 on the partner record, by creation). */
export const applications = (status: 'pending' | 'rejected') => `APPLICATIONS#${status}`;

/** A user's search-token items live beside (not in) the user's collection, so exports stay the user's data. */
export const indexPk = (userId: string) => `USER#${userId}#INDEX`;
export const searchSk = (token: string) => `SEARCH#${token}`;
export const searchPartition = (role: string, token: string) => `SEARCH#${role}#${token}`;

/** Counters for the admin analytics, each changed with ADD in the transaction of the event it counts. */
export const stats = {
  totals: { PK: 'STATS', SK: 'TOTALS' },
  week: (weekStart: string) => ({ PK: 'STATS#WEEK', SK: weekStart }),
  day: (day: string) => ({ PK: `STATS#DAY#${day.slice(0, 7)}`, SK: day }),
  month: (month: string) => ({ PK: 'STATS#MONTH', SK: month }),
} as const;
export const uniquePayment = (paymentId: string) => ({ PK: `UNIQUE#PAYMENT#${paymentId}`, SK: 'UNIQUE' });

/** The sealed key SMS codes are hashed with: one item for the service, not a user's. */
export const smsCodeKey = { PK: 'KEY#SMS_CODES', SK: 'KEY' } as const;

/** Audit entries: one partition per month in the table, and all of them newest first on GSI2. */
export const AUDIT_LISTING = 'AUDIT';
export const auditKey = (at: string, id: string) => ({
  PK: `AUDIT#${at.slice(0, 7)}`,
  SK: `${at}#${id}`,
  GSI2PK: AUDIT_LISTING,
  GSI2SK: `${at}#${id}`,
});

/** Billing (docs/data-model.md, "Billing"). */
export const billingSk = {
  subscription: SK.subscription,
  customer: 'BILLING_CUSTOMER',
  agreement: (id: string) => `AGREEMENT#${id}`,
  agreementPrefix: 'AGREEMENT#',
  usage: (feature: string, month: string) => `USAGE#${feature}#${month}`,
} as const;
/** Every subscription item is listed under one GSI2 partition, so the reconciliation job Queries it. */
export const SUBSCRIPTIONS_LISTING = 'SUBSCRIPTIONS';
export const subscriptionListing = (userId: string) => ({ GSI2PK: SUBSCRIPTIONS_LISTING, GSI2SK: userId });
/**
 * Subscriptions that can drift, on GSI3 sorted by the end of their watch (domain/reconciliation.ts):
 * the reconciliation job Queries the keys at or after now.
 */
export const RECONCILE_WATCH = 'SUBSCRIPTIONS#WATCH';
export const reconcileWatch = (until: string, userId: string) => ({ GSI3PK: RECONCILE_WATCH, GSI3SK: `${until}#${userId}` });
/** Stripe customer → user, on the customer item (GSI1), for events that name only the customer. */
export const stripeCustomerLookup = (customerId: string) => ({ GSI1PK: `STRIPE_CUSTOMER#${customerId}`, GSI1SK: 'USER' });
/** A processed webhook event (TTL), so a redelivery changes nothing. */
export const stripeEvent = (eventId: string) => ({ PK: `STRIPE_EVENT#${eventId}`, SK: 'EVENT' });
/** Signed agreements kept after the account is deleted, for the retention period (TTL). */
export const retainedAgreement = (userId: string, agreementId: string) => ({ PK: `RETAINED#USER#${userId}`, SK: `AGREEMENT#${agreementId}` });

/** Public site (docs/data-model.md, "Public site"). */
/** The Business Credit launch list: one partition, one item per address, so a second signup is the same item. */
export const WAITLIST_PARTITION = 'WAITLIST#business-credit';
export const waitlistEntry = (email: string) => ({ PK: WAITLIST_PARTITION, SK: `EMAIL#${email.trim().toLowerCase()}` });
/** A rate-limit counter: one item per form, hashed source address and window; it expires with TTL. */
export const rateCounter = (name: string, addressHash: string, windowStart: string) => ({ PK: `RATE#${name}#${addressHash}`, SK: windowStart });
/** Support requests from the chat widget; GSI2 lists them all, priority plans' first (`P` sorts after any date), newest first within each. */
export const SUPPORT_LISTING = 'SUPPORT_REQUESTS';
/** The request's own key: the append route knows only the id. */
export const supportRequestItem = (id: string) => ({ PK: `SUPPORT#${id}`, SK: 'REQUEST' });
/** The support requests given with one address (GSI1): an account's deletion and export find them without a Scan. */
export const supportByEmail = (email: string) => `SUPPORT#EMAIL#${email.trim().toLowerCase()}`;
export const supportRequestKey = (createdAt: string, id: string, email: string, priority = false) => ({
  ...supportRequestItem(id),
  GSI1PK: supportByEmail(email),
  GSI1SK: `${createdAt}#${id}`,
  GSI2PK: SUPPORT_LISTING,
  GSI2SK: `${priority ? 'PRIORITY#' : ''}${createdAt}#${id}`,
});

/** A deleted account's tombstone: outside the user's collection, so deleting their items leaves it. */
export const deletedUser = (userId: string) => ({ PK: `DELETED#USER#${userId}`, SK: 'DELETED' });
/** A staff member's sessions (last call of each, the cut-off): outside the collection, gone by TTL 12 h after the last write. */
export const STAFF_SESSION_PREFIX = 'STAFFSESSION#USER#';
export const staffSessions = (userId: string) => ({ PK: `${STAFF_SESSION_PREFIX}${userId}`, SK: 'SESSIONS' });

/**
 * A connected bank (docs/data-model.md, "Bank"): the connection (access token sealed) and the insights of the
 * last sync in the user's collection, so the dashboard's one Query has them; the transactions, by month, in a
 * partition of their own so that the dashboard does not read them (export and deletion name it).
 */
export const BANK_ITEM_SK = 'BANK_ITEM';
export const BANK_INSIGHTS_SK = 'BANK_INSIGHTS';
export const bankTransactionsPk = (userId: string) => `BANKTXN#${userId}`;
export const bankMonthSk = (month: string) => `MONTH#${month}`;

/**
 * Disputes (docs/data-model.md, "Disputes"): one item per dispute in the user's collection (a GetItem by id;
 * the list is a Query sorted in memory, a client has few), listed for the staff's desk on GSI2 by status,
 * the date that matters first (unsent: the first day letters may go; sent: the earliest due answer).
 */
export const DISPUTE_PREFIX = 'DISPUTE#';
export const disputeSk = (id: string) => `${DISPUTE_PREFIX}${id}`;
/** A filing in progress at one bureau (hashed account and bureau: no account name in a key); outside DISPUTE# listings. */
export const DISPUTE_FILING_PREFIX = 'DISPUTE_FILING#';
export const disputeFilingSk = (hash: string) => `${DISPUTE_FILING_PREFIX}${hash}`;
export const disputeQueue = (status: string, sortDate: string, priority: boolean, userId: string, id: string) => ({
  GSI2PK: `DISPUTES#${status}`,
  GSI2SK: `${sortDate}#${priority ? '0' : '1'}#${userId}#${id}`,
});
export const disputeQueuePartition = (status: string) => `DISPUTES#${status}`;

/**
 * A client's advisor (docs/data-model.md, "Disputes"): one item in the client's collection, listed on GSI2
 * under the advisor, the latest assigned first ("my clients").
 */
export const ADVISOR_SK = 'ADVISOR';
export const advisorClientsPartition = (advisorId: string) => `ADVISOR#${advisorId}#CLIENTS`;
export const advisorListing = (advisorId: string, assignedAt: string, clientId: string) => ({
  GSI2PK: advisorClientsPartition(advisorId),
  GSI2SK: `${assignedAt}#${clientId}`,
});

/**
 * Offers (docs/data-model.md, "Offers"): the catalogue in one partition, an item per offer (staff keep a few
 * dozen; listing it is one Query); a client's clicks in their collection, by time (exported and deleted with it).
 */
export const OFFERS_PK = 'OFFERS';
export const offerSk = (id: string) => `OFFER#${id}`;
/** The ids of the offers last shown to the user (a click must name one). */
export const OFFERS_SHOWN_SK = 'OFFERS_SHOWN';
export const OFFER_CLICK_PREFIX = 'OFFERCLICK#';
export const offerClickSk = (clickedAt: string, id: string) => `${OFFER_CLICK_PREFIX}${clickedAt}#${id}`;

/**
 * The public figures (docs/public-figures.md): a client's score journey in their collection (exported and
 * deleted with it), counters per month and per week changed with ADD in the journey's transaction, and
 * anonymised activity events (TTL) whose keys the journey lists, so deleting the account finds them.
 */
export const FIGURES_JOURNEY_SK = 'FIGURES_JOURNEY';
export const figures = {
  month: (month: string) => ({ PK: 'FIGURES#MONTH', SK: month }),
  week: (weekStart: string) => ({ PK: 'FIGURES#WEEK', SK: weekStart }),
  activity: (sk: string) => ({ PK: 'FIGURES#ACTIVITY', SK: sk }),
  activityPartition: 'FIGURES#ACTIVITY',
  monthPartition: 'FIGURES#MONTH',
} as const;

/**
 * The verified identity (docs/security.md, "A pull names only the client"): one item in the user's
 * collection, and its staff reviews (change requests, bureau mismatches), listed on GSI2 while pending.
 */
export const IDENTITY_SK = 'IDENTITY';
export const IDENTITY_REVIEW_PREFIX = 'IDREVIEW#';
export const identityReviewSk = (id: string) => `${IDENTITY_REVIEW_PREFIX}${id}`;
export const IDENTITY_REVIEWS_PENDING = 'IDENTITY_REVIEWS#pending';
export const pendingIdentityReview = (createdAt: string, userId: string, id: string) => ({
  GSI2PK: IDENTITY_REVIEWS_PENDING,
  GSI2SK: `${createdAt}#${userId}#${id}`,
});

/**
 * The credit sweep (docs/identity-theft.md): one case in the user's collection, listed on GSI2 while it waits for
 * staff review, oldest submission first.
 */
export const IDENTITY_THEFT_SK = 'IDTHEFT';
export const IDENTITY_THEFT_IN_REVIEW = 'IDTHEFT#in_review';
export const identityTheftInReview = (submittedAt: string, userId: string) => ({ GSI2PK: IDENTITY_THEFT_IN_REVIEW, GSI2SK: `${submittedAt}#${userId}` });

/**
 * Secure messages (docs/data-model.md, "Secure messages"): the thread's summary in the client's collection (the
 * read receipts, what waits and since when), listed for the advisor's inbox on GSI2 and for admins on GSI3 by
 * the inbox order (domain/secure-messages.ts `inboxOrder`); the messages in their own partition by time, so
 * the dashboard's Query of the collection does not read them (export and deletion name the partition).
 */
export const MESSAGE_THREAD_SK = 'MESSAGE_THREAD';
export const INBOX_ALL = 'INBOX';
export const advisorInbox = (advisorId: string | null) => `INBOX#${advisorId ?? 'UNASSIGNED'}`;
export const threadListing = (advisorId: string | null, order: string, clientId: string) => ({
  GSI2PK: advisorInbox(advisorId),
  GSI2SK: `${order}#${clientId}`,
  GSI3PK: INBOX_ALL,
  GSI3SK: `${order}#${clientId}`,
});
export const messagesPk = (clientId: string) => `MESSAGES#USER#${clientId}`;
export const MESSAGE_PREFIX = 'MSG#';
export const messageSk = (sentAt: string, id: string) => `${MESSAGE_PREFIX}${sentAt}#${id}`;

/**
 * The advisors' round-robin (docs/data-model.md, "Secure messages"): one item per staff member who was ever
 * marked available (one Query lists them) and one cursor item, rewritten on a condition on its version, so two
 * purchases never take the same turn. A Total client with no advisor available waits in their collection,
 * listed on GSI2 for the admins, oldest first.
 */
export const ADVISOR_POOL_PK = 'ADVISOR_POOL';
export const ADVISOR_POOL_MEMBER_PREFIX = 'STAFF#';
export const advisorPoolMember = (staffId: string) => ({ PK: ADVISOR_POOL_PK, SK: `${ADVISOR_POOL_MEMBER_PREFIX}${staffId}` });
export const ADVISOR_CURSOR = { PK: ADVISOR_POOL_PK, SK: 'CURSOR' } as const;
export const ADVISOR_WAITING_SK = 'ADVISOR_WAITING';
export const ADVISOR_WAITING_LISTING = 'ADVISOR_WAITING';
export const advisorWaitingListing = (since: string, clientId: string) => ({ GSI2PK: ADVISOR_WAITING_LISTING, GSI2SK: `${since}#${clientId}` });
