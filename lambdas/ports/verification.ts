import type { OtpState } from '../domain/otp.js';
import type { Sealed } from './secrets.js';

/**
 * Identity verification: the `VERIFICATION` record (what an identity provider would
 * keep: when, how, which phone; or when the client skipped) and the pending SMS code (`OTP`, a one-time
 * secret: hash only, never exported or returned). No SSN and no date of birth is stored.
 */
export interface VerificationRecord {
  /** ISO 8601 UTC; null while not verified. What the spec calls `spinwheel_user_id` being set. */
  verifiedAt: string | null;
  method: 'sms' | null;
  /** E.164. */
  phone: string | null;
  /** ISO 8601 UTC; the client chose 'Skip for Now' (they can verify later). */
  skippedAt: string | null;
}

export interface VerificationRepository {
  /** The record and the pending code (two consistent GetItems). */
  get(userId: string): Promise<{ record: VerificationRecord | undefined; otp: OtpState | undefined }>;
  /** Writes the code item if its version is still `expectedVersion` (0: no item yet); false on a race. */
  putOtp(userId: string, otp: OtpState, expectedVersion: number): Promise<boolean>;
  /**
   * Counts one try at the code whose hash is `storedHash`, atomically, only while it is unexpired and has
   * tries left; returns the item after the count, or undefined when the try was refused (raced, expired,
   * used up, replaced).
   */
  countAttempt(userId: string, storedHash: string, now: Date): Promise<OtpState | undefined>;
  /**
   * Records the verification and deletes the code in one transaction, on the condition that the code is
   * still the one that matched (single use: a second success with the same code finds nothing); false otherwise.
   */
  complete(userId: string, codeHash: string, record: { verifiedAt: string; phone: string }): Promise<boolean>;
  /** Marks the verification skipped (unless it is verified); returns the record as it now is. */
  skip(userId: string, at: string): Promise<VerificationRecord>;
  /** Records last made before `cutoff` (its verification or skip), oldest first: a GSI3 Query on the retention listing. */
  listUnusedSince(cutoff: string, limit: number, after?: Record<string, unknown>): Promise<{ items: string[]; next?: Record<string, unknown> | undefined }>;
  /** Deletes the record (retention); false when there was none. */
  removeRecord(userId: string): Promise<boolean>;
  /** The service's key for hashing SMS codes, sealed for that purpose alone; undefined until the first code is sent. */
  codeKey(): Promise<Sealed | undefined>;
  /** Stores the sealed key if there is none yet; false when another request stored one first (that one is used). */
  putCodeKey(sealed: Sealed): Promise<boolean>;
}
