import type { Group } from '../domain/roles.js';

export interface DirectoryUser {
  id: string;
  email: string;
  name: string | null;
  enabled: boolean;
  emailVerified: boolean;
  status: string;
}

/**
 * The identity port (Cognito in AWS, cognito-local here). Throws only application errors:
 * `createUser` throws `EmailTaken` when the email is in use, never a provider's exception.
 */
export interface Directory {
  ping(): Promise<void>;
  getUser(idOrEmail: string): Promise<DirectoryUser | undefined>;
  /**
   * Creates a user with a permanent password. `emailVerified: false` for self-service signups (they
   * confirm through the emailed link); true for seeded and admin-created accounts.
   */
  createUser(input: { email: string; name: string; password: string; emailVerified: boolean }): Promise<DirectoryUser>;
  /**
   * Marks the address verified, but only `expectedEmail` (the address stored on our side, whose
   * link or code was sent): when the directory's address differs, throws `EmailMismatch` and marks nothing.
   */
  setEmailVerified(idOrEmail: string, expectedEmail: string): Promise<void>;
  setPassword(idOrEmail: string, password: string): Promise<void>;
  groupsOf(idOrEmail: string): Promise<Group[]>;
  addToGroup(idOrEmail: string, group: Group): Promise<void>;
  removeFromGroup(idOrEmail: string, group: Group): Promise<void>;
  /** Idempotent: deleting a user that is gone is not an error. */
  deleteUser(idOrEmail: string): Promise<void>;
  /** The user can no longer sign in (an account marked for deletion). Idempotent; a user that is gone is not an error. */
  disableUser(idOrEmail: string): Promise<void>;
  /**
   * Revokes every refresh (and access) token of the user: no session of theirs can be renewed.
   * Id tokens already issued stay valid until they expire, which is why staff routes also read
   * `standing`. Idempotent: a user that is gone is not an error.
   */
  signOutEverywhere(idOrEmail: string): Promise<void>;
  /**
   * What the directory says of the user now (not what their token said): their groups and whether
   * a software token (TOTP) is enrolled; undefined when the user no longer exists. Cached for at
   * most 30 s per user in a warm function (only once TOTP is enrolled, so an enrolment counts at
   * once); this adapter's own writes to a user drop their entry.
   */
  standing(userId: string): Promise<DirectoryStanding | undefined>;
}

export interface DirectoryStanding {
  groups: Group[];
  totpEnrolled: boolean;
}
