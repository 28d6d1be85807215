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
  setEmailVerified(idOrEmail: string): Promise<void>;
  setPassword(idOrEmail: string, password: string): Promise<void>;
  groupsOf(idOrEmail: string): Promise<Group[]>;
  addToGroup(idOrEmail: string, group: Group): Promise<void>;
  removeFromGroup(idOrEmail: string, group: Group): Promise<void>;
  /** Idempotent: deleting a user that is gone is not an error. */
  deleteUser(idOrEmail: string): Promise<void>;
  /** Revokes every refresh token the user holds (all devices); their id tokens still expire on their own. */
  globalSignOut(idOrEmail: string): Promise<void>;
}
