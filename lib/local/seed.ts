import type { Deps } from '../../lambdas/adapters/deps.js';
import type { Group } from '../../lambdas/domain/roles.js';

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

    if (await deps.store.getUser(user.id)) continue;
    const createdAt = deps.now().toISOString();
    const partnerId = 'partnerEmail' in account ? (idsByEmail.get(account.partnerEmail) ?? null) : null;
    await deps.store.createUser(
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
  }
  return { created };
}
