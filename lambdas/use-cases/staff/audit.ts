import { auditEntry, type AuditAction, type AuditEntry } from '../../domain/admin.js';

interface AuditDeps {
  now: () => Date;
  newId: () => string;
  audit: { putAudit(entry: AuditEntry): Promise<void> };
}

/** Records who did what to whom, and when (UTC). Every admin and employee action goes through here. */
export async function audit(
  deps: AuditDeps,
  caller: { id: string; email: string },
  action: AuditAction,
  targetUserId: string,
  details: AuditEntry['details'] = {},
): Promise<AuditEntry> {
  const entry = auditEntry(deps, caller, action, targetUserId, details);
  await deps.audit.putAudit(entry);
  return entry;
}

/** The staff lists of clients' data whose every page is audited. */
export type ListRead = Extract<AuditAction, 'clients.list' | 'documents.list' | 'disputes.list' | 'identity-reviews.list' | 'identity-theft.list' | 'messages.list'>;

/**
 * A staff read of one page of a list of clients' data: who saw which clients' rows, when. The target is
 * the list (`LIST#clients`, ...); the details name the clients by id only, never by a search text, a name
 * or an email, so the entry may outlive the accounts it names (docs/compliance.md).
 */
export async function auditListRead(
  deps: AuditDeps,
  caller: { id: string; email: string },
  action: ListRead,
  rows: readonly { userId?: string; id?: string }[],
  details: AuditEntry['details'] = {},
): Promise<AuditEntry> {
  const shown = [...new Set(rows.map((r) => r.userId ?? r.id ?? ''))].filter(Boolean);
  return audit(deps, caller, action, `LIST#${action.slice(0, action.indexOf('.'))}`, { shown: shown.join(' '), count: rows.length, ...details });
}
