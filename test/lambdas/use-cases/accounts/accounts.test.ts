import { describe, expect, it } from 'vitest';
import type { ClientRecord, PartnerRecord, User } from '../../../../lambdas/domain/users.js';
import { EmailTaken, Invalid, TooManyRequests } from '../../../../lambdas/errors.js';
import { RATE_LIMITS } from '../../../../lambdas/domain/rate-limit.js';
import type { DirectoryUser } from '../../../../lambdas/ports/directory.js';
import { createAccount } from '../../../../lambdas/use-cases/accounts/create-account.js';
import { deleteAccount, type DeleteAccountDeps } from '../../../../lambdas/use-cases/accounts/delete-account.js';
import { signUp } from '../../../../lambdas/use-cases/accounts/sign-up.js';

/** In-memory directory and users store: just enough state to see what a use case did. */
function fakes() {
  const accounts = new Map<string, DirectoryUser & { groups: string[] }>();
  const users = new Map<string, { user: User; extra?: { client?: ClientRecord; partner?: PartnerRecord } }>();
  const sent: string[] = [];
  let failStoreWrite = false;
  let failGroup = false;
  const signedOut: string[] = [];
  const find = (idOrEmail: string) => [...accounts.values()].find((a) => a.id === idOrEmail || a.email === idOrEmail);
  const counters = new Map<string, number>();
  const deps = {
    now: () => new Date('2026-11-23T10:00:00.000Z'),
    publicStore: {
      peek: async (name: string, address: string) => counters.get(`${name}|${address}`) ?? 0,
      hit: async (name: string, address: string, limit: { max: number }) => {
        const count = (counters.get(`${name}|${address}`) ?? 0) + 1;
        counters.set(`${name}|${address}`, count);
        return { allowed: count <= limit.max, count };
      },
    },
    config: { publicUrl: 'https://app.example.com' },
    email: { send: async (m: { to: string }) => void sent.push(m.to) },
    directory: {
      getUser: async (idOrEmail: string) => find(idOrEmail),
      createUser: async (input: { email: string; name: string }) => {
        if (find(input.email)) throw new EmailTaken();
        const account = { id: `id-${accounts.size + 1}`, email: input.email, name: input.name, enabled: true, emailVerified: false, status: 'CONFIRMED', groups: [] as string[] };
        accounts.set(account.id, account);
        return account;
      },
      addToGroup: async (id: string, group: string) => {
        if (failGroup) throw new Error('directory down');
        find(id)!.groups.push(group);
      },
      groupsOf: async (id: string) => (find(id)?.groups ?? []) as never[],
      setPassword: async (id: string, password: string) => void Object.assign(find(id)!, { password }),
      signOutEverywhere: async (id: string) => void signedOut.push(id),
      deleteUser: async (id: string) => void accounts.delete(id),
    },
    users: {
      findUserIdByEmail: async (email: string) => [...users.values()].find((u) => u.user.email === email)?.user.id,
      findPartnerIdByReferralCode: async (code: string) => (code === 'GOOD' ? 'partner-1' : undefined),
      createUser: async (user: User, extra?: { client?: ClientRecord; partner?: PartnerRecord }) => {
        if (failStoreWrite) throw new Error('table down');
        users.set(user.id, { user, extra });
      },
      getUser: async (id: string) => (users.has(id) ? { fullName: users.get(id)!.user.fullName } : undefined),
      deleteUserData: async (id: string) => void users.delete(id),
    },
    tokens: {
      putOneTimeToken: async () => {},
      putResetCode: async () => {},
    },
  };
  return { deps, accounts, users, sent, signedOut, failWrites: (fail = true) => (failStoreWrite = fail), failGroups: () => (failGroup = true) };
}

describe('createAccount', () => {
  it('makes the sign-in account, its group and the profile with the role’s record', async () => {
    const f = fakes();
    const made = await createAccount(f.deps, {
      email: 'a@x.test',
      name: 'A',
      password: 'secret1',
      role: 'partner_pending',
      phoneNumber: '+15555550100',
      records: (id, createdAt) => ({ partner: { id, businessName: 'B', referralCode: null, clientCount: 0, createdAt } }),
    });
    expect(made).toEqual({ id: 'id-1', createdAt: '2026-11-23T10:00:00.000Z' });
    expect(f.accounts.get('id-1')!.groups).toEqual(['partner_pending']);
    expect(f.users.get('id-1')).toEqual({
      user: { id: 'id-1', role: 'partner_pending', fullName: 'A', email: 'a@x.test', phoneNumber: '+15555550100', createdAt: made.createdAt },
      extra: { partner: { id: 'id-1', businessName: 'B', referralCode: null, clientCount: 0, createdAt: made.createdAt } },
    });
  });

  it('refuses an email that has an account, in the table or only in the directory', async () => {
    const f = fakes();
    await createAccount(f.deps, { email: 'a@x.test', name: 'A', password: 'p', role: 'client' });
    await expect(createAccount(f.deps, { email: 'a@x.test', name: 'A', password: 'p', role: 'client' })).rejects.toBeInstanceOf(EmailTaken);
    f.users.clear();
    await expect(createAccount(f.deps, { email: 'a@x.test', name: 'A', password: 'p', role: 'client' })).rejects.toBeInstanceOf(EmailTaken);
  });

  it('leaves a sign-in account without profile or group when the profile cannot be written (it may not delete users), and the next attempt completes it', async () => {
    const f = fakes();
    f.failWrites();
    await expect(createAccount(f.deps, { email: 'a@x.test', name: 'A', password: 'first1', role: 'client' })).rejects.toThrow('table down');
    expect(f.accounts.get('id-1')).toMatchObject({ groups: [], emailVerified: false });
    expect(f.users.size).toBe(0);
    f.failWrites(false);
    expect(await createAccount(f.deps, { email: 'a@x.test', name: 'A', password: 'second2', role: 'client' })).toMatchObject({ id: 'id-1' });
    expect(f.accounts.size).toBe(1);
    expect(f.accounts.get('id-1')).toMatchObject({ groups: ['client'], password: 'second2' });
    expect(f.users.get('id-1')!.user.role).toBe('client');
    // Whoever typed the first attempt's password keeps no session of it.
    expect(f.signedOut).toEqual(['id-1']);
  });

  it('removes the profile again when the group cannot be added, and rethrows', async () => {
    const f = fakes();
    f.failGroups();
    await expect(createAccount(f.deps, { email: 'a@x.test', name: 'A', password: 'p', role: 'client' })).rejects.toThrow('directory down');
    expect(f.users.size).toBe(0);
    expect(f.accounts.get('id-1')!.groups).toEqual([]);
  });

  it('never completes a sign-in account with a confirmed address or a group (no takeover of a real account)', async () => {
    const f = fakes();
    f.accounts.set('staff', { id: 'staff', email: 'e@x.test', name: 'E', enabled: true, emailVerified: false, status: 'CONFIRMED', groups: ['employee'] });
    f.accounts.set('verified', { id: 'verified', email: 'v@x.test', name: 'V', enabled: true, emailVerified: true, status: 'CONFIRMED', groups: [] });
    await expect(createAccount(f.deps, { email: 'e@x.test', name: 'A', password: 'p', role: 'client' })).rejects.toBeInstanceOf(EmailTaken);
    await expect(createAccount(f.deps, { email: 'v@x.test', name: 'A', password: 'p', role: 'client' })).rejects.toBeInstanceOf(EmailTaken);
    expect(f.signedOut).toEqual([]);
    expect(f.users.size).toBe(0);
  });
});

describe('signUp', () => {
  it('checks the referral code on the server before anything is made', async () => {
    const f = fakes();
    await expect(signUp(f.deps, { email: 'c@x.test', name: 'C', password: 'p', referralCode: 'BAD' }, '203.0.113.7')).rejects.toBeInstanceOf(Invalid);
    expect(f.accounts.size).toBe(0);
  });

  it('makes a client of the referring partner and emails the confirmation link', async () => {
    const f = fakes();
    const made = await signUp(f.deps, { email: 'c@x.test', name: 'C', password: 'p', referralCode: 'GOOD' }, '203.0.113.7');
    if (!('userId' in made)) throw new Error('expected a new account');
    const { userId, partnerId } = made;
    expect(partnerId).toBe('partner-1');
    expect(f.users.get(userId)!.extra!.client).toMatchObject({ id: userId, partnerId: 'partner-1' });
    expect(f.sent).toEqual(['c@x.test']);
  });

  it('makes nothing for an address that has an account, and emails its owner instead', async () => {
    const f = fakes();
    await signUp(f.deps, { email: 'c@x.test', name: 'C', password: 'p', referralCode: 'GOOD' }, '203.0.113.7');
    expect(await signUp(f.deps, { email: 'c@x.test', name: 'Mallory', password: 'p', referralCode: 'GOOD' }, '203.0.113.7')).toEqual({ existing: true });
    expect(f.accounts.size).toBe(1);
    expect(f.sent).toEqual(['c@x.test', 'c@x.test']);
  });

  it('counts wrong codes per address: after ten in a day every signup from it is refused, even with a right code', async () => {
    const f = fakes();
    for (let i = 0; i < RATE_LIMITS.referralMisses.max; i++) {
      await expect(signUp(f.deps, { email: `g${i}@x.test`, name: 'G', password: 'p', referralCode: `GUESS${i}` }, '2001:db8:1:2::/64')).rejects.toBeInstanceOf(Invalid);
    }
    await expect(signUp(f.deps, { email: 'g@x.test', name: 'G', password: 'p', referralCode: 'GOOD' }, '2001:db8:1:2::/64')).rejects.toBeInstanceOf(TooManyRequests);
    expect(f.accounts.size).toBe(0);
    // Another network is not affected.
    expect(await signUp(f.deps, { email: 'h@x.test', name: 'H', password: 'p', referralCode: 'GOOD' }, '2001:db8:9:9::/64')).toMatchObject({ partnerId: 'partner-1' });
  });
});

describe('deleteAccount', () => {
  it('writes the tombstone and revokes every session first, then closes billing, files, the public forms under both addresses, monitoring at the bureau provider, the bank, the secure messages, items, and the sign-in account last', async () => {
    const steps: string[] = [];
    const deps = {
      now: () => new Date('2026-11-23T10:00:00.000Z'),
      newId: () => 'n',
      config: {},
      audit: {},
      analytics: {},
      billing: { deleteCustomer: async (id: string) => void steps.push(`billing.deleteCustomer ${id}`) },
      subscriptions: {
        getState: async () => undefined,
      },
      customers: {
        getCustomerId: async () => 'cus_1',
      },
      agreements: {
        retainSignatures: async () => (steps.push('agreements.retainSignatures'), 2),
      },
      files: { deletePrefix: async (prefix: string) => (steps.push(`files.deletePrefix ${prefix}`), 3) },
      users: {
        getUser: async () => ({ id: 'u1', email: 'Owner@Example.com' }),
        deleteUserData: async (id: string) => void steps.push(`users.deleteUserData ${id}`),
      },
      accounts: {
        putTombstone: async (id: string, at: Date) => void steps.push(`accounts.putTombstone ${id} ${at.toISOString()}`),
      },
      directory: {
        signOutEverywhere: async (id: string) => void steps.push(`directory.signOutEverywhere ${id}`),
        getUser: async () => ({ id: 'u1', email: 'changed@example.com' }),
        deleteUser: async (id: string) => void steps.push(`directory.deleteUser ${id}`),
      },
      publicStore: {
        forgetEmail: async (email: string) => (steps.push(`publicStore.forgetEmail ${email}`), { supportRequests: 2, waitlist: 1 }),
      },
      bankStore: {
        getItem: async () => ({ userId: 'u1', accessToken: { sealed: true } }),
        deleteAll: async (id: string) => void steps.push(`bankStore.deleteAll ${id}`),
      },
      secrets: { open: async () => 'access-token' },
      bankData: { removeItem: async (token: string) => void steps.push(`bankData.removeItem ${token}`) },
      creditReports: { getMonitor: async () => ({ userId: 'u1', monitoringReference: 'ref-1' }) },
      bureau: { endMonitoring: async (reference: string) => void steps.push(`bureau.endMonitoring ${reference}`) },
      secureMessages: { deleteAll: async (id: string) => void steps.push(`secureMessages.deleteAll ${id}`) },
    } as unknown as DeleteAccountDeps;
    expect(await deleteAccount(deps, 'u1')).toEqual({ files: 3, retainedAgreements: 2, supportRequests: 4, waitlistEntries: 2 });
    expect(steps).toEqual([
      'accounts.putTombstone u1 2026-11-23T10:00:00.000Z',
      'directory.signOutEverywhere u1',
      'agreements.retainSignatures',
      'billing.deleteCustomer cus_1',
      'files.deletePrefix users/u1/',
      'publicStore.forgetEmail owner@example.com',
      'publicStore.forgetEmail changed@example.com',
      'bureau.endMonitoring ref-1',
      'bankData.removeItem access-token',
      'bankStore.deleteAll u1',
      'secureMessages.deleteAll u1',
      'users.deleteUserData u1',
      'directory.deleteUser u1',
    ]);
  });
});
