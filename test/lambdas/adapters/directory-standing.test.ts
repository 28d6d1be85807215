import type { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { describe, expect, it } from 'vitest';
import { CognitoDirectory, STANDING_TTL_MS } from '../../../lambdas/adapters/directory.js';

/** A Cognito client that answers from memory and counts the reads (a fake clock drives the cache). */
function fakeCognito(user: { groups: string[]; mfa: string[] } | undefined) {
  const reads: string[] = [];
  const client = {
    send: async (command: { constructor: { name: string } }) => {
      const name = command.constructor.name;
      reads.push(name);
      if (!user) throw Object.assign(new Error('User does not exist.'), { name: 'UserNotFoundException' });
      if (name === 'AdminGetUserCommand') return { Username: 'u1', UserAttributes: [{ Name: 'sub', Value: 'u1' }], UserMFASettingList: user.mfa };
      if (name === 'AdminListGroupsForUserCommand') return { Groups: user.groups.map((GroupName) => ({ GroupName })) };
      return {};
    },
  } as unknown as CognitoIdentityProviderClient;
  return { client, reads, user };
}

describe('CognitoDirectory.standing: the server’s view of a staff member, cached at most 30 s', () => {
  it('reads groups and TOTP once, then serves them from memory until 30 s have passed', async () => {
    let now = 1_000_000;
    const cognito = fakeCognito({ groups: ['admin'], mfa: ['SOFTWARE_TOKEN_MFA'] });
    const directory = new CognitoDirectory(cognito.client, 'pool', () => now);
    expect(await directory.standing('u1')).toEqual({ groups: ['admin'], totpEnrolled: true });
    now += STANDING_TTL_MS - 1;
    await directory.standing('u1');
    expect(cognito.reads).toEqual(['AdminGetUserCommand', 'AdminListGroupsForUserCommand']);
    now += 1;
    cognito.user!.groups = ['employee'];
    expect(await directory.standing('u1')).toEqual({ groups: ['employee'], totpEnrolled: true });
    expect(cognito.reads).toHaveLength(4);
  });

  it('drops a user’s entry when it writes them (a demotion by this function counts at once)', async () => {
    const cognito = fakeCognito({ groups: ['admin'], mfa: ['SOFTWARE_TOKEN_MFA'] });
    const directory = new CognitoDirectory(cognito.client, 'pool', () => 0);
    await directory.standing('u1');
    cognito.user!.groups = ['employee'];
    await directory.removeFromGroup('u1', 'admin');
    expect((await directory.standing('u1'))?.groups).toEqual(['employee']);
    await directory.signOutEverywhere('u1');
    await directory.standing('u1');
    expect(cognito.reads.filter((r) => r === 'AdminGetUserCommand')).toHaveLength(3);
  });

  it('does not cache a member without TOTP (they may be enrolling now), and says undefined for a user that is gone', async () => {
    const cognito = fakeCognito({ groups: ['admin'], mfa: [] });
    const directory = new CognitoDirectory(cognito.client, 'pool', () => 0);
    expect(await directory.standing('u1')).toEqual({ groups: ['admin'], totpEnrolled: false });
    cognito.user!.mfa = ['SOFTWARE_TOKEN_MFA'];
    expect(await directory.standing('u1')).toEqual({ groups: ['admin'], totpEnrolled: true });

    const gone = new CognitoDirectory(fakeCognito(undefined).client, 'pool', () => 0);
    expect(await gone.standing('u1')).toBeUndefined();
    await expect(gone.signOutEverywhere('u1')).resolves.toBeUndefined();
  });
});
