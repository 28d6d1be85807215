import type { AuditEntry } from '../domain/admin.js';
import type { Page } from './page.js';

/** The audit log of staff actions. */
export interface AuditLog {
  putAudit(entry: AuditEntry): Promise<void>;
  listAudit(limit: number, after?: Record<string, unknown>): Promise<Page<AuditEntry>>;
}
