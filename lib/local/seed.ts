import { bulkCreateClients } from './bulk-seed.js';
import type { Deps } from '../../lambdas/composition/deps.js';
import { documentClient } from '../../lambdas/adapters/dynamo/table-client.js';
import type { Group } from '../../lambdas/domain/roles.js';
import type { TotpStore } from './totp-store.js';

export const DEMO_PASSWORD = 'Demo12345!';

export const DEMO_ACCOUNTS = [
  { email: 'admin@demo.local', name: 'Demo Admin', group: 'admin' },
  { email: 'partner@demo.local', name: 'Demo Partner', group: 'partner', businessName: 'Demo Partners LLC', referralCode: 'DEMO2025' },
  { email: 'client@demo.local', name: 'Demo Client', group: 'client', partnerEmail: 'partner@demo.local' },
] as const satisfies readonly {
  email: string;
  name: string;
  group: Group;
  businessName?: string;
  referralCode?: string;
  partnerEmail?: string;
}[];

/** Creates whichever demo account is missing (in Cognito, in the table, or both). Safe to run on every start. */
export async function seedDemoAccounts(deps: Deps): Promise<{ created: string[] }> {
  const created: string[] = [];
  const idsByEmail = new Map<string, string>();
  for (const account of DEMO_ACCOUNTS) {
    let user = await deps.directory.getUser(account.email);
    if (!user) {
      user = await deps.directory.createUser({ email: account.email, name: account.name, password: DEMO_PASSWORD, emailVerified: true });
      created.push(account.email);
    }
    if (!(await deps.directory.groupsOf(user.id)).includes(account.group)) await deps.directory.addToGroup(account.email, account.group);
    idsByEmail.set(account.email, user.id);

    if (await deps.users.getUser(user.id)) continue;
    // Demo accounts are created confirmed; the analytics funnel counts that (createUser writes the search and sort items).
    const createdAt = deps.now().toISOString();
    const partnerId = 'partnerEmail' in account ? (idsByEmail.get(account.partnerEmail) ?? null) : null;
    await deps.users.createUser(
      { id: user.id, role: account.group, fullName: account.name, email: account.email, createdAt },
      {
        ...(account.group === 'client' ? { client: { id: user.id, partnerId, folderIds: {}, createdAt } } : {}),
        ...('businessName' in account
          ? {
              partner: {
                id: user.id,
                businessName: account.businessName,
                referralCode: account.referralCode,
                clientCount: 0,
                createdAt,
              },
            }
          : {}),
      },
    );
    await deps.analytics.recordFunnelStep(user.id, 'verified', deps.now());
  }
  return { created };
}

/** The seeded admin's authenticator secret, printed at `npm start` and in the README, so a tester can make codes. */
export const DEMO_ADMIN_TOTP_SECRET = 'JBSWY3DPEHPK3PXP';

/** Staff give a TOTP code at every sign-in (GLBA Safeguards Rule): the demo admin comes enrolled. */
export async function seedStaffTotp(deps: Deps, totp: TotpStore): Promise<void> {
  const admin = await deps.directory.getUser('admin@demo.local');
  if (admin && !totp.isActive(admin.id)) totp.enrol(admin.id, DEMO_ADMIN_TOTP_SECRET);
}

const FIRST_NAMES = ['Ava', 'Ben', 'Chloe', 'Daniel', 'Emma', 'Felix', 'Grace', 'Henry', 'Isla', 'Jack', 'Kara', 'Liam', 'Maya', 'Noah', 'Olivia', 'Paul'];
const LAST_NAMES = ['Adams', 'Brown', 'Clark', 'Davis', 'Evans', 'Foster', 'Garcia', 'Hughes', 'Irwin', 'Jones', 'King', 'Lopez', 'Moore', 'Nash'];

/**
 * Seeds `count` fake clients straight into the table (no Cognito users) for paging, sorting and search
 * tests and for trying the admin screen at scale. Names, emails and phones (every other client) are
 * deterministic per `tag` and index; creation times step back one minute each from `now`.
 */
export async function seedFakeClients(
  deps: Deps,
  options: { count: number; tag: string; partnerIds?: readonly (string | null)[] },
): Promise<{ ids: string[] }> {
  const now = deps.now();
  const partnerIds = options.partnerIds ?? [null];
  const clients = Array.from({ length: options.count }, (_, i) => {
    const first = FIRST_NAMES[i % FIRST_NAMES.length]!;
    const last = LAST_NAMES[Math.floor(i / FIRST_NAMES.length) % LAST_NAMES.length]!;
    const id = `${options.tag}-${String(i).padStart(6, '0')}`;
    return {
      user: {
        id,
        role: 'client' as const,
        fullName: `${first} ${last} ${options.tag} ${i}`,
        email: `${first}.${last}.${i}@${options.tag}.test`.toLowerCase(),
        // Every other client has no phone (the admin table shows N/A).
        ...(i % 2 === 0 ? { phoneNumber: `+1 555 ${String(i).padStart(7, '0').slice(0, 3)} ${String(i).padStart(7, '0').slice(3)}` } : {}),
        createdAt: new Date(now.getTime() - i * 60_000).toISOString(),
      },
      partnerId: partnerIds[i % partnerIds.length] ?? null,
    };
  });
  await bulkCreateClients(documentClient(deps.config), deps.config.tableName, clients, now);
  return { ids: clients.map((c) => c.user.id) };
}
