import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { STAFF_SESSION_MAX_MS, type StaffSessionRecord } from '../../domain/staff-session.js';
import type { StaffSessions } from '../../ports/staff-sessions.js';
import * as keys from './keys.js';
import { TableClient } from './table-client.js';

/** The item lives as long as the longest session it can still describe. */
const expiresAt = (at: Date) => Math.floor((at.getTime() + STAFF_SESSION_MAX_MS) / 1000) + 3600;

export class DynamoStaffSessions implements StaffSessions {
  private readonly t: TableClient;

  constructor(
    private readonly doc: DynamoDBDocumentClient,
    private readonly table: string,
  ) {
    this.t = new TableClient(doc, table);
  }

  async get(userId: string): Promise<StaffSessionRecord> {
    const item = await this.t.get(keys.staffSessions(userId), { consistent: true });
    return { lastSeen: (item?.lastSeen as Record<string, string> | undefined) ?? {}, endedBefore: (item?.endedBefore as string | undefined) ?? null };
  }

  async touch(userId: string, lastSeen: StaffSessionRecord['lastSeen'], authTime: number, at: Date): Promise<void> {
    // The map is rewritten from the caller's read with the sessions older than 12 hours dropped (it stays small); the
    // cut-off is not touched. Two calls at once may lose one session's time: it is then seen idle a little earlier.
    const oldest = at.getTime() - STAFF_SESSION_MAX_MS;
    const kept = Object.fromEntries(Object.entries(lastSeen).filter(([signedIn]) => Number(signedIn) * 1000 >= oldest));
    await this.t.update(
      {
        TableName: this.table,
        Key: keys.staffSessions(userId),
        UpdateExpression: 'SET lastSeen = :seen, expiresAt = :exp',
        ExpressionAttributeValues: { ':seen': { ...kept, [String(authTime)]: at.toISOString() }, ':exp': expiresAt(at) },
      },
    );
  }

  async endBefore(userId: string, at: Date): Promise<void> {
    await this.t.update(
      {
        TableName: this.table,
        Key: keys.staffSessions(userId),
        UpdateExpression: 'SET endedBefore = :at, lastSeen = :none, expiresAt = :exp',
        ExpressionAttributeValues: { ':at': at.toISOString(), ':none': {}, ':exp': expiresAt(at) },
      },
    );
  }
}
