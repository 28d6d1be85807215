import { useQueryClient } from '@tanstack/react-query';
import { dashboardKey } from '../api';
import DocumentsTab from '../documents/documents-tab';
import type { TabProps } from './tab-props';

/** The Documents tab (the docs feature's component), fed from the dashboard read and re-read after each change. */
export default function DocumentsPanel({ dashboard }: TabProps) {
  const queryClient = useQueryClient();
  return <DocumentsTab documents={dashboard.documents} onChanged={() => void queryClient.invalidateQueries({ queryKey: dashboardKey })} />;
}
