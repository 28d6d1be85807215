/**
 * Fixed-window abuse limits for every public route that creates, sends or checks, per client address
 * and per email (or account). The store counts hits atomically in one item per (limit, subject, window),
 * which expires with TTL. The arithmetic behind the numbers is in docs/security.md.
 */
export interface RateLimit {
  /** Requests allowed per window. */
  max: number;
  windowSeconds: number;
}

const MINUTE = 60;
const HOUR = 3600;
const DAY = 86_400;

export const RATE_LIMITS = {
  // Per client address.
  waitlist: { max: 5, windowSeconds: 10 * MINUTE },
  supportRequest: { max: 5, windowSeconds: 10 * MINUTE },
  /** The chat appends once per visitor message (with its reply): a lively chat, not a flood. */
  supportMessages: { max: 60, windowSeconds: 10 * MINUTE },
  /** The public figures: a page load asks once, and the answer is cached; this only stops a loop. */
  publicFigures: { max: 120, windowSeconds: 10 * MINUTE },
  /** Signups: each one also checks a referral code, so this bounds code guessing too. */
  signup: { max: 10, windowSeconds: HOUR },
  partnerApply: { max: 10, windowSeconds: HOUR },
  forgotPassword: { max: 10, windowSeconds: HOUR },
  resetPassword: { max: 20, windowSeconds: HOUR },
  resendConfirmation: { max: 10, windowSeconds: HOUR },
  confirmEmail: { max: 20, windowSeconds: HOUR },
  // Per email address (or account).
  signupEmail: { max: 3, windowSeconds: HOUR },
  partnerApplyEmail: { max: 3, windowSeconds: HOUR },
  waitlistEmail: { max: 3, windowSeconds: HOUR },
  supportRequestEmail: { max: 5, windowSeconds: HOUR },
  resendConfirmationEmail: { max: 3, windowSeconds: HOUR },
  /** Reset codes issued per account: at most one a minute and five a day (checked in that order). */
  resetCodeMinute: { max: 1, windowSeconds: MINUTE },
  resetCodeDay: { max: 5, windowSeconds: DAY },
  /**
   * Failed reset attempts per email, across codes, whether or not it has an account (this is the reset
   * route's per-email limit): the tenth locks resets for the rest of the day.
   */
  resetFailures: { max: 10, windowSeconds: DAY },
  /**
   * SMS identity codes (dashboard): per client address, per account and per destination number, beside
   * the OTP item's own once-a-minute and five-an-hour rule, so no one pumps texts through many accounts.
   */
  smsCode: { max: 10, windowSeconds: HOUR },
  smsCodeAccount: { max: 6, windowSeconds: HOUR },
  smsCodePhone: { max: 6, windowSeconds: HOUR },
  /** Code checks per account, across codes (5 codes an hour with 5 tries each, plus a margin). */
  smsVerifyAccount: { max: 30, windowSeconds: HOUR },
  /**
   * Credit pulls per account (each one is a paid call to the bureau provider): room for a few typos and a
   * lifted freeze in a day, not a loop.
   */
  creditPullAccount: { max: 10, windowSeconds: DAY },
  /** Bank connections and refreshes per account (each one is a paid call to the aggregator). */
  bankSyncAccount: { max: 20, windowSeconds: DAY },
  /** Analysis runs per account (each reads the client's reports and may call the language model): room for every confirmation, not a loop. */
  analysisRunAccount: { max: 60, windowSeconds: DAY },
  /**
   * Credential reveals per staff member (each decrypts a client's third-party password): enough for a day's
   * casework, not for walking the client list.
   */
  credentialRevealStaff: { max: 5, windowSeconds: HOUR },
  credentialRevealStaffDay: { max: 20, windowSeconds: DAY },
  /**
   * Wrong referral codes per client address (an IPv6 /64) a day: after ten, every signup from it is refused for
   * the day, right or wrong, so 'Invalid referral code' cannot be used to enumerate the codes.
   */
  referralMisses: { max: 10, windowSeconds: DAY },
  /**
   * Per-account quotas on what a signed-in client creates (each one is storage, a scan, a staff review or a
   * letter): far above what a real file needs in a day, low enough that a stolen session or a script cannot
   * flood the desk. The plan's own monthly dispute allowance is separate (the usage counter).
   */
  documentUploadAccount: { max: 30, windowSeconds: DAY },
  disputeFileAccount: { max: 20, windowSeconds: DAY },
  disputeInfoAccount: { max: 30, windowSeconds: DAY },
  /** SMS codes per account a day, beside the six an hour (every text is paid). */
  smsCodeAccountDay: { max: 10, windowSeconds: DAY },
} as const satisfies Record<string, RateLimit>;

export type RateLimitName = keyof typeof RATE_LIMITS;

/** The window a moment falls in, as the ISO time it started (UTC). */
export function windowStart(now: Date, windowSeconds: number): string {
  const ms = windowSeconds * 1000;
  return new Date(Math.floor(now.getTime() / ms) * ms).toISOString();
}

/** When the counter item may go: the end of its window plus a margin for clock skew (epoch seconds, for TTL). */
export function windowExpiry(now: Date, windowSeconds: number): number {
  const start = Date.parse(windowStart(now, windowSeconds));
  return Math.floor(start / 1000) + windowSeconds + 60;
}

/** Whether a request that brought the window's count to `count` may go ahead. */
export const withinLimit = (count: number, limit: RateLimit) => count <= limit.max;

/**
 * The subject a per-address limit counts: an IPv4 address as it is, an IPv6 address by its /64 (one
 * subscriber's network: a host there can take any of 2^64 addresses, so counting each one would limit nothing),
 * and an IPv4-mapped IPv6 address as its IPv4 address.
 */
export function addressSubject(address: string): string {
  const ip = address.trim().toLowerCase().replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  if (!ip.includes(':')) return ip;
  const mapped = /^(?:0{0,4}:){0,5}(?:0{0,4}:)?ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(ip) ?? /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(ip);
  if (mapped) return mapped[1]!;
  const [head = '', tail = ''] = ip.split('::');
  const left = head ? head.split(':') : [];
  const right = ip.includes('::') ? (tail ? tail.split(':') : []) : [];
  const groups = ip.includes('::') ? [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right] : left;
  return `${groups.slice(0, 4).map((g) => (g.replace(/^0+(?=.)/, '') || '0')).join(':')}::/64`;
}
