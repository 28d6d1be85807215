import { Card, Loader, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { dashboardResponse } from '@contract/dashboard';
import { api } from '../../../lib/api';
import DocumentsTab from './documents-tab';

/**
 * The Documents tab on its own, fed by the dashboard read (query key ['dashboard']) and re-read after
 * each step. /profile mounts this until the dashboard shell (with its tabs) mounts DocumentsTab itself.
 */
export function DocumentsCard() {
  const client = useQueryClient();
  const dashboard = useQuery({ queryKey: ['dashboard'], queryFn: () => api('/dashboard', { schema: dashboardResponse }) });
  return (
    <Card withBorder padding="lg">
      <Title order={2} size="h3" mb="md">
        Documents
      </Title>
      {dashboard.data ? (
        <DocumentsTab documents={dashboard.data.documents} onChanged={() => void client.invalidateQueries({ queryKey: ['dashboard'] })} />
      ) : (
        <Loader size="sm" aria-label="Loading documents" />
      )}
    </Card>
  );
}
