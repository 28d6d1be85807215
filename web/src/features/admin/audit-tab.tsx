import { Text } from '@mantine/core';
import type { z } from 'zod';
import type { auditRow } from '@contract/admin';
import { DataTable, fromInfiniteQuery, type Column } from '../../components/data-table/data-table';
import { useAudit } from './api';

type AuditRow = z.infer<typeof auditRow>;

const columns: Column<AuditRow>[] = [
  { header: 'When (UTC)', cell: (r) => r.at.replace('T', ' ').slice(0, 19) },
  // A client's own approval of a reworded letter is recorded by id only (no client PII in the log).
  { header: 'Who', cell: (r) => r.actorEmail || r.actorId },
  { header: 'Action', cell: (r) => r.action },
  { header: 'Target user', cell: (r) => r.targetUserId },
  {
    header: 'Details',
    cell: (r) => (
      <Text size="xs" c="dimmed">
        {Object.entries(r.details)
          .map(([k, v]) => `${k}: ${String(v)}`)
          .join(', ')}
      </Text>
    ),
  },
];

export function AuditTab() {
  const audit = useAudit();
  return <DataTable columns={columns} source={fromInfiniteQuery(audit)} rowKey={(r) => r.id} emptyText="No admin actions recorded yet." />;
}
