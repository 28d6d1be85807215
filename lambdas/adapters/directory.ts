import {
  AdminDisableUserCommand,
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminDeleteUserCommand,
  AdminGetUserCommand,
  AdminListGroupsForUserCommand,
  AdminRemoveUserFromGroupCommand,
  AdminSetUserPasswordCommand,
  AdminUpdateUserAttributesCommand,
  AdminUserGlobalSignOutCommand,
  CognitoIdentityProviderClient,
  DescribeUserPoolCommand,
  UserNotFoundException,
} from '@aws-sdk/client-cognito-identity-provider';
import { isGroup, type Group } from '../domain/roles.js';
import { normalizeEmail } from '../domain/users.js';
import { EmailMismatch, EmailTaken } from '../errors.js';
import type { Directory, DirectoryStanding, DirectoryUser } from '../ports/directory.js';
import { emulatorCredentials, type AdapterConfig } from './config.js';

export type { Directory, DirectoryStanding, DirectoryUser };

/** How long a user's standing (groups, TOTP) is trusted in a warm function: a revoked role stops working within 30 s (docs/security.md). */
export const STANDING_TTL_MS = 30_000;

/** For the idempotent writes: a user that is gone already is what they wanted. */
function goneIsDone(error: unknown): void {
  if ((error as Error).name !== 'UserNotFoundException') throw error;
}

export function cognitoClient(config: AdapterConfig): CognitoIdentityProviderClient {
  return new CognitoIdentityProviderClient({
    region: config.region,
    ...(config.cognitoEndpoint ? { endpoint: config.cognitoEndpoint, credentials: emulatorCredentials } : {}),
  });
}

export class CognitoDirectory implements Directory {
  /** Per user id: what `standing` read and when (ms). Module-lifetime, so one per warm function. */
  private readonly standings = new Map<string, { value: DirectoryStanding | undefined; at: number }>();

  constructor(
    private readonly client: CognitoIdentityProviderClient,
    private readonly userPoolId: string,
    private readonly clock: () => number = Date.now,
  ) {}

  async ping(): Promise<void> {
    await this.client.send(new DescribeUserPoolCommand({ UserPoolId: this.userPoolId }));
  }

  async getUser(idOrEmail: string): Promise<DirectoryUser | undefined> {
    try {
      const out = await this.client.send(new AdminGetUserCommand({ UserPoolId: this.userPoolId, Username: idOrEmail }));
      const attrs = Object.fromEntries((out.UserAttributes ?? []).map((a) => [a.Name, a.Value]));
      return {
        id: attrs.sub ?? out.Username ?? idOrEmail,
        email: attrs.email ?? '',
        name: attrs.name ?? null,
        enabled: out.Enabled ?? true,
        emailVerified: attrs.email_verified === 'true',
        status: out.UserStatus ?? 'UNKNOWN',
      };
    } catch (error) {
      if (error instanceof UserNotFoundException || (error as Error).name === 'UserNotFoundException') return undefined;
      throw error;
    }
  }

  async createUser(input: { email: string; name: string; password: string; emailVerified: boolean }): Promise<DirectoryUser> {
    await this.client
      .send(
        new AdminCreateUserCommand({
          UserPoolId: this.userPoolId,
          Username: input.email,
          MessageAction: 'SUPPRESS',
          UserAttributes: [
            { Name: 'email', Value: input.email },
            // Absent means unverified, in Cognito and in cognito-local (which would read "false" as true).
            ...(input.emailVerified ? [{ Name: 'email_verified', Value: 'true' }] : []),
            { Name: 'name', Value: input.name },
          ],
        }),
      )
      .catch((error: unknown) => {
        // The port speaks its own language: no Cognito exception name leaves this adapter.
        if ((error as Error).name === 'UsernameExistsException') throw new EmailTaken();
        throw error;
      });
    await this.setPassword(input.email, input.password);
    const user = await this.getUser(input.email);
    if (!user) throw new Error('user vanished after creation');
    return user;
  }

  async setEmailVerified(idOrEmail: string, expectedEmail: string): Promise<void> {
    const user = await this.getUser(idOrEmail);
    if (!user) throw new Error('no such user');
    // Only the address whose link or code we sent is proved; another address is never marked verified.
    if (normalizeEmail(user.email) !== normalizeEmail(expectedEmail)) throw new EmailMismatch();
    // The email goes with the flag (cognito-local insists; Cognito then skips re-verification).
    await this.client.send(
      new AdminUpdateUserAttributesCommand({
        UserPoolId: this.userPoolId,
        Username: idOrEmail,
        UserAttributes: [
          { Name: 'email', Value: user.email },
          { Name: 'email_verified', Value: 'true' },
        ],
      }),
    );
  }

  async setPassword(idOrEmail: string, password: string): Promise<void> {
    await this.client.send(
      new AdminSetUserPasswordCommand({ UserPoolId: this.userPoolId, Username: idOrEmail, Password: password, Permanent: true }),
    );
  }

  async groupsOf(idOrEmail: string): Promise<Group[]> {
    // The user's id is their Cognito username. (cognito-local lists no groups for an email alias.)
    const username = idOrEmail.includes('@') ? (await this.getUser(idOrEmail))?.id : idOrEmail;
    if (!username) return [];
    const out = await this.client.send(
      new AdminListGroupsForUserCommand({ UserPoolId: this.userPoolId, Username: username }),
    );
    return (out.Groups ?? []).map((g) => g.GroupName ?? '').filter(isGroup);
  }

  async addToGroup(idOrEmail: string, group: Group): Promise<void> {
    this.forget(idOrEmail);
    await this.client.send(
      new AdminAddUserToGroupCommand({ UserPoolId: this.userPoolId, Username: idOrEmail, GroupName: group }),
    );
  }

  async removeFromGroup(idOrEmail: string, group: Group): Promise<void> {
    this.forget(idOrEmail);
    await this.client.send(
      new AdminRemoveUserFromGroupCommand({ UserPoolId: this.userPoolId, Username: idOrEmail, GroupName: group }),
    );
  }

  async deleteUser(idOrEmail: string): Promise<void> {
    this.forget(idOrEmail);
    await this.client.send(new AdminDeleteUserCommand({ UserPoolId: this.userPoolId, Username: idOrEmail })).catch(goneIsDone);
  }

  async disableUser(idOrEmail: string): Promise<void> {
    this.forget(idOrEmail);
    await this.client.send(new AdminDisableUserCommand({ UserPoolId: this.userPoolId, Username: idOrEmail })).catch(goneIsDone);
  }

  async signOutEverywhere(idOrEmail: string): Promise<void> {
    this.forget(idOrEmail);
    await this.client.send(new AdminUserGlobalSignOutCommand({ UserPoolId: this.userPoolId, Username: idOrEmail })).catch(goneIsDone);
  }

  async standing(userId: string): Promise<DirectoryStanding | undefined> {
    const cached = this.standings.get(userId);
    if (cached && this.clock() - cached.at < STANDING_TTL_MS) return cached.value;
    const value = await this.readStanding(userId);
    // Without TOTP the member is likely enrolling right now (the browser's calls, not ours): read afresh next time.
    if (value?.totpEnrolled) this.standings.set(userId, { value, at: this.clock() });
    else this.standings.delete(userId);
    return value;
  }

  private async readStanding(userId: string): Promise<DirectoryStanding | undefined> {
    let mfa: string[];
    try {
      const out = await this.client.send(new AdminGetUserCommand({ UserPoolId: this.userPoolId, Username: userId }));
      mfa = out.UserMFASettingList ?? [];
    } catch (error) {
      if ((error as Error).name === 'UserNotFoundException') return undefined;
      throw error;
    }
    return { groups: await this.groupsOf(userId), totpEnrolled: mfa.includes('SOFTWARE_TOKEN_MFA') };
  }

  /** A write to a user drops what was cached of them (by email: everything, as the id is not known here). */
  private forget(idOrEmail: string): void {
    if (idOrEmail.includes('@')) this.standings.clear();
    else this.standings.delete(idOrEmail);
  }
}
