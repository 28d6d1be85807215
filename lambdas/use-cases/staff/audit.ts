import { auditEntry, type AuditAction, type AuditEntry } from '../../domain/admin.js';

interface AuditDeps {
  now: () => Date;
  newId: () => string;
  adminStore: { putAudit(entry: AuditEntry): Promise<void> };
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
  await deps.adminStore.putAudit(entry);
  return entry;
}
