import { Stack } from '@mantine/core';
import type { DocumentView } from '@contract/documents';
import { UploadCards } from './upload-cards';
import { UploadStatusTable } from './upload-status-table';
import { useUploads } from './use-uploads';

export interface DocumentsTabProps {
  documents: DocumentView[];
  onChanged(): void;
}

/** The Documents tab: five upload cards and the Document Upload Status table (spec section 2). */
export function DocumentsTab({ documents, onChanged }: DocumentsTabProps) {
  const uploads = useUploads(documents, onChanged);
  return (
    <Stack gap="lg">
      <UploadCards onChoose={uploads.choose} />
      <UploadStatusTable rows={uploads.rows} canClear={uploads.canClear} onClear={uploads.clear} onRetry={uploads.retry} onRemove={(row) => void uploads.remove(row)} />
    </Stack>
  );
}

export default DocumentsTab;
