import type { PlanStanding } from '../domain/entitlements.js';
import type { StaffPhoto } from '../domain/staff-photo.js';
import type { ClientRecord, NotificationPreferences, PartnerRecord, User } from '../domain/users.js';

/** A linked third-party account (credit monitoring, a bank). */
export interface Connection {
  id: string;
  provider: string;
  connectedAt: string;
}

/** Users and their records: the profile, the client and partner records, the collection as a whole (adapters/dynamo/users.ts). Every read is a GetItem or a Query; there is no Scan. */
export interface UsersRepository {
  getUser(id: string): Promise<User | undefined>;
  findUserIdByEmail(email: string): Promise<string | undefined>;
  getClient(id: string): Promise<ClientRecord | undefined>;
  /** The users item and the client record together, in one request (a BatchGetItem of the two keys). */
  getAccount(id: string): Promise<{ user: User | undefined; client: ClientRecord | undefined }>;
  getPartner(id: string): Promise<PartnerRecord | undefined>;
  findPartnerIdByReferralCode(code: string): Promise<string | undefined>;
  /** Writes the user with its email guard; fails with `Conflict`-worthy `EmailTaken` if the email is used. */
  createUser(user: User, extra?: { client?: ClientRecord; partner?: PartnerRecord }): Promise<void>;
  setClientFolders(id: string, folderIds: ClientRecord['folderIds']): Promise<void>;
  setNotificationPreferences(id: string, preferences: NotificationPreferences): Promise<void>;
  /** A staff member's photo on their users item; null removes it. */
  setPhoto(id: string, photo: StaffPhoto | null): Promise<void>;
  /** Every item in the user's collection, keys stripped, with its sort key as `kind`. */
  listUserItems(id: string): Promise<Record<string, unknown>[]>;
  /**
   * What the user may download about themselves: their collection and their pending one-time tokens,
   * everything `deleteUserData` removes, with one-time secrets (reset and SMS code hashes, token hashes) left out.
   */
  exportItems(id: string): Promise<Record<string, unknown>[]>;
  /** Linked third-party accounts (credit monitoring, banks). */
  listConnections(id: string): Promise<Connection[]>;
  /**
   * Removes the user's items, guards, counters and one-time tokens. Resumable: each step is idempotent, the partner
   * count is decremented in the same transaction that deletes the client record, and the profile
   * (which names the guards) goes last, so a retry after a failure finishes the job. `at` dates the
   * deletion in the daily and weekly figures.
   */
  deleteUserData(id: string, at: Date): Promise<void>;
}

/** One-time secrets: emailed link tokens and password reset codes (hashes only; adapters/dynamo/one-time-tokens.ts). */
export interface OneTimeTokens {
  putOneTimeToken(token: { hash: string; purpose: string; userId: string; expiresAt: Date }): Promise<void>;
  /** Deletes and returns the token's user if it exists, has this purpose and has not expired. Single use. */
  takeOneTimeToken(hash: string, purpose: string, now: Date): Promise<string | undefined>;
  /**
   * `invitationHash`: a team invitation's code is bound to the hash of its emailed link token; taking it then
   * needs both, and no ordinary reset code replaces it while it is pending (`invitationPending`).
   */
  putResetCode(userId: string, codeHash: string, expiresAt: Date, options?: { invitationHash?: string }): Promise<void>;
  /** Whether an unexpired team invitation waits for this user (its code must not be replaced by an emailed reset code). */
  invitationPending(userId: string, now: Date): Promise<boolean>;
  /** Checks a reset code, counting attempts (at most MAX_RESET_ATTEMPTS); deletes it when it matches. */
  takeResetCode(userId: string, codeHash: string, now: Date, invitationHash?: string): Promise<boolean>;
}

/** Accounts' standing: the deletion tombstone, and the caller as the route wrapper reads them (adapters/dynamo/accounts.ts). */
export interface Accounts {
  /**
   * Marks the account deleted before anything of it is removed: the route wrapper answers its
   * still-valid tokens 401 and nothing may recreate its items. Holds the id and the time only.
   */
  putTombstone(userId: string, deletedAt: Date): Promise<void>;
  /**
   * One GetItem: whether the account was deleted (the wrapper asks on every signed-in request). With
   * `liveForMs`, a "not deleted" answer read at most that long ago in this warm function is reused
   * (the wrapper allows it on routes that write nothing); `putTombstone` drops it.
   */
  isDeleted(userId: string, options?: { liveForMs?: number }): Promise<boolean>;
  /**
   * The caller as the route wrapper resolves them, in one request: the tombstone (as `isDeleted`) and, with `planMonth`,
   * the subscription state and that month's usage counters (one BatchGetItem, read consistently).
   */
  readCaller(userId: string, options: { liveForMs?: number; planMonth?: string }): Promise<CallerRecord>;
}

/** The table's status, for the health check (adapters/dynamo/table-status.ts). */
export interface TableStatus {
  ping(): Promise<void>;
}

/** What the route wrapper reads of the caller: whether the account is deleted, and their plan when the route asked. */
export interface CallerRecord {
  deleted: boolean;
  plan?: PlanStanding;
}
