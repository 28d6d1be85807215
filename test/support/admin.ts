import { randomUUID } from 'node:crypto';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { Deps } from '../../lambdas/composition/deps.js';
import { documentClient } from '../../lambdas/adapters/dynamo/table-client.js';
import type { AuditEntry } from '../../lambdas/domain/admin.js';
import type { Group } from '../../lambdas/domain/roles.js';
import { api, enrolTotp } from './local.js';

/** An approved partner written straight to the table (no sign-in account), with its own referral code. */
export async function makePartner(deps: Deps, businessName: string) {
  const id = randomUUID();
  const createdAt = deps.now().toISOString();
  const referralCode = `P${id.replace(/-/g, '').slice(0, 9)}`.toUpperCase();
  await deps.users.createUser(
    { id, role: 'partner', fullName: `Owner of ${businessName}`, email: `owner-${id.slice(0, 8)}@partners.test`, phoneNumber: '+1 212 555 0100', createdAt },
    { partner: { id, businessName, referralCode, clientCount: 0, createdAt } },
  );
  return { id, referralCode, businessName };
}

/**
 * A signed-in account in the given group, made through the directory adapter (email confirmed);
 * `totp: true` also enrols it in two-step sign-in, which staff routes require of admins and employees.
 */
export async function makeMember(deps: Deps, group: Group, password = 'Member123!', options: { totp?: boolean } = {}) {
  const email = `${group}-${randomUUID().slice(0, 8)}@staff.test`;
  const user = await deps.directory.createUser({ email, name: `A ${group}`, password, emailVerified: true });
  await deps.directory.addToGroup(user.id, group);
  if (options.totp) await enrolTotp(email, password);
  return { id: user.id, email, password };
}

/** Every item under a partition key, straight from the table (tests only). */
export async function itemsUnder(deps: Deps, pk: string) {
  const out = await documentClient(deps.config).send(
    new QueryCommand({ TableName: deps.config.tableName, KeyConditionExpression: 'PK = :pk', ExpressionAttributeValues: { ':pk': pk } }),
  );
  return out.Items ?? [];
}

/** Items of an index partition (tests only). */
export async function indexPartition(deps: Deps, index: 'GSI1' | 'GSI2' | 'GSI3' | 'GSI4', pk: string) {
  const out = await documentClient(deps.config).send(
    new QueryCommand({
      TableName: deps.config.tableName,
      IndexName: index,
      KeyConditionExpression: '#pk = :pk',
      ExpressionAttributeNames: { '#pk': `${index}PK` },
      ExpressionAttributeValues: { ':pk': pk },
    }),
  );
  return out.Items ?? [];
}

export const json = (method: string, body: unknown, token?: string) => ({
  method,
  body: JSON.stringify(body),
  headers: { 'content-type': 'application/json' },
  ...(token ? { token } : {}),
});

/** Follows nextCursor to the end of a list; returns every row. */
export async function allPages<T = Record<string, unknown>>(path: string, token: string, max = 200): Promise<{ rows: T[]; pages: number }> {
  const rows: T[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const sep = path.includes('?') ? '&' : '?';
    const res = await api(`${path}${cursor ? `${sep}cursor=${encodeURIComponent(cursor)}` : ''}`, { token });
    if (res.status !== 200) throw new Error(`${path} answered ${res.status}: ${JSON.stringify(res.body)}`);
    rows.push(...(res.body!.items as T[]));
    cursor = res.body!.nextCursor as string | null;
    pages++;
  } while (cursor && pages < max);
  return { rows, pages };
}

/**
 * The audit entries that match, read newest first through every page: other files' staff act on the same log (and on
 * clocks of their own), so a fixed first page can miss an entry made a moment ago.
 */
export async function auditWhere(deps: Pick<Deps, 'audit'>, match: (entry: AuditEntry) => boolean, maxPages = 200): Promise<AuditEntry[]> {
  const found: AuditEntry[] = [];
  let after: Record<string, unknown> | undefined;
  for (let page = 0; page < maxPages; page++) {
    const { items, next } = await deps.audit.listAudit(100, after);
    found.push(...items.filter(match));
    if (!next) break;
    after = next;
  }
  return found;
}
