import type { Group } from '../../domain/roles.js';
import type { ClientRecord, PartnerRecord, User } from '../../domain/users.js';
import { EmailTaken } from '../../errors.js';
import type { Directory } from '../../ports/directory.js';

export interface CreateAccountDeps {
  directory: Pick<Directory, 'getUser' | 'createUser' | 'addToGroup' | 'deleteUser'>;
  store: {
    findUserIdByEmail(email: string): Promise<string | undefined>;
    createUser(user: User, extra?: { client?: ClientRecord; partner?: PartnerRecord }): Promise<void>;
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
 * its group, then the profile with its email guard. Throws `EmailTaken` if the email is in use anywhere.
 * Leaves nothing half-made: without its items the sign-in account would be a dead account, so it is
 * deleted again when a later step fails.
 */
export async function createAccount(deps: CreateAccountDeps, input: NewAccount): Promise<{ id: string; createdAt: string }> {
  if ((await deps.store.findUserIdByEmail(input.email)) || (await deps.directory.getUser(input.email))) throw new EmailTaken();
  const account = await deps.directory.createUser({ email: input.email, name: input.name, password: input.password, emailVerified: false });
  const createdAt = deps.now().toISOString();
  try {
    await deps.directory.addToGroup(account.id, input.role);
    const profile: User = { id: account.id, role: input.role, fullName: input.name, email: input.email, createdAt };
    if (input.phoneNumber !== undefined) profile.phoneNumber = input.phoneNumber;
    const records = input.records?.(account.id, createdAt);
    await (records ? deps.store.createUser(profile, records) : deps.store.createUser(profile));
  } catch (error) {
    await deps.directory.deleteUser(account.id);
    throw error;
  }
  return { id: account.id, createdAt };
}
