import { useQueryClient } from '@tanstack/react-query';
import { dashboardKey, type TabProps } from '../../lib/dashboard';
import DocumentsTab from './documents-tab';

/** The Documents tab (the upload and list of `documents-tab.tsx`), fed from the dashboard read and re-read after each change. */
export default function DocumentsPanel({ dashboard }: TabProps) {
  const queryClient = useQueryClient();
  return <DocumentsTab documents={dashboard.documents} onChanged={() => void queryClient.invalidateQueries({ queryKey: dashboardKey })} />;
}
