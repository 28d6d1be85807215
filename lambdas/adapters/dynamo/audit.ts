import type { AuditEntry } from '../../domain/admin.js';
import type { AuditLog } from '../../ports/audit.js';
import * as keys from './keys.js';
import type { Page, TableClient } from './table-client.js';

/** The audit log of staff actions, newest first. Entries are written once (a retry never doubles one). */
export class DynamoAudit implements AuditLog {
  constructor(private readonly t: TableClient) {}

  async putAudit(entry: AuditEntry): Promise<void> {
    await this.t.put({ ...keys.auditKey(entry.at, entry.id), ...entry }, 'attribute_not_exists(PK)');
  }

  async listAudit(limit: number, after?: Record<string, unknown>): Promise<Page<AuditEntry>> {
    const out = await this.t.page({ index: 'GSI2', partition: keys.AUDIT_LISTING, descending: true, limit }, after);
    return {
      items: out.items.map((i) => ({
        id: i.id as string,
        at: i.at as string,
        actorId: i.actorId as string,
        actorEmail: i.actorEmail as string,
        action: i.action as AuditEntry['action'],
        targetUserId: i.targetUserId as string,
        details: (i.details as AuditEntry['details'] | undefined) ?? {},
      })),
      next: out.next,
    };
  }
}
