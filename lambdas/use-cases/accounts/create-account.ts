import type { Group } from '../../domain/roles.js';
import type { ClientRecord, PartnerRecord, User } from '../../domain/users.js';
import { EmailTaken } from '../../errors.js';
import type { Directory, DirectoryUser } from '../../ports/directory.js';

export interface CreateAccountDeps {
  directory: Pick<Directory, 'getUser' | 'groupsOf' | 'createUser' | 'setPassword' | 'signOutEverywhere' | 'addToGroup'>;
  users: {
    findUserIdByEmail(email: string): Promise<string | undefined>;
    createUser(user: User, extra?: { client?: ClientRecord; partner?: PartnerRecord }): Promise<void>;
    deleteUserData(id: string, at: Date): Promise<void>;
  };
  now: () => Date;
}

export interface NewAccount {
  email: string;
  name: string;
  password: string;
  role: Group;
  phoneNumber?: string;
  /** The role's own record (a client's partner, a partner's business), made with the account's id. */
  records?: (id: string, createdAt: string) => { client?: ClientRecord; partner?: PartnerRecord };
}

/**
 * Every account is made here (signup, partner application, a new team member): the sign-in account,
 * the profile with its email guard, then the group. Throws `EmailTaken` if the email is in use.
 * The public functions that call it may not delete users (least privilege), so a failure leaves
 * nothing usable instead: the group comes last, a profile whose group could not be added is removed
 * again, and a sign-in account left without group and profile is completed by the next attempt.
 */
export async function createAccount(deps: CreateAccountDeps, input: NewAccount): Promise<{ id: string; createdAt: string }> {
  if (await deps.users.findUserIdByEmail(input.email)) throw new EmailTaken();
  const account = await signInAccount(deps, input);
  const createdAt = deps.now().toISOString();
  const profile: User = { id: account.id, role: input.role, fullName: input.name, email: input.email, createdAt };
  if (input.phoneNumber !== undefined) profile.phoneNumber = input.phoneNumber;
  const records = input.records?.(account.id, createdAt);
  await (records ? deps.users.createUser(profile, records) : deps.users.createUser(profile));
  try {
    await deps.directory.addToGroup(account.id, input.role);
  } catch (error) {
    await deps.users.deleteUserData(account.id, deps.now());
    throw error;
  }
  return { id: account.id, createdAt };
}

/**
 * A new sign-in account, or the one a failed earlier attempt left behind (no profile, no group, an
 * unconfirmed address): that one gets this attempt's password and loses every session the earlier
 * password gave. Any other existing sign-in account means the address is taken.
 */
async function signInAccount(deps: CreateAccountDeps, input: NewAccount): Promise<DirectoryUser> {
  const leftover = await deps.directory.getUser(input.email);
  if (!leftover) return deps.directory.createUser({ email: input.email, name: input.name, password: input.password, emailVerified: false });
  if (leftover.emailVerified || (await deps.directory.groupsOf(leftover.id)).length > 0) throw new EmailTaken();
  await deps.directory.setPassword(leftover.id, input.password);
  await deps.directory.signOutEverywhere(leftover.id);
  return leftover;
}
