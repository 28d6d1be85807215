import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { documentMessages, type DocumentView } from '@contract/documents';
import { UploadCards } from './upload-cards';
import { UploadStatusTable } from './upload-status-table';
import { useUploads, type UploadRow } from './use-uploads';

export interface DocumentsTabProps {
  documents: DocumentView[];
  onChanged(): void;
}

/** Asks before a stored document is deleted: the file goes from our storage for good, not only from the list. */
function ConfirmDelete({ row, onCancel, onConfirm }: { row: UploadRow | null; onCancel: () => void; onConfirm: (row: UploadRow) => void }) {
  return (
    <Modal opened={row !== null} onClose={onCancel} title={documentMessages.deleteTitle} centered>
      {row && (
        <Stack gap="md">
          <Text size="sm">{documentMessages.deleteConfirm(row.fileName)}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={onCancel}>
              Cancel
            </Button>
            <Button color="red.8" onClick={() => onConfirm(row)}>
              {documentMessages.deleteButton}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}

/** The Documents tab: five upload cards and the Document Upload Status table (spec section 2). */
export function DocumentsTab({ documents, onChanged }: DocumentsTabProps) {
  const uploads = useUploads(documents, onChanged);
  const [deleting, setDeleting] = useState<UploadRow | null>(null);
  return (
    <Stack gap="lg">
      <UploadCards onChoose={uploads.choose} />
      <UploadStatusTable
        rows={uploads.rows}
        canClear={uploads.canClear}
        onClear={uploads.clear}
        onRetry={uploads.retry}
        onCheck={(row) => void uploads.check(row)}
        onRemove={(row) => (row.documentId ? setDeleting(row) : void uploads.remove(row))}
        onReplace={(row, file) => uploads.choose(row.documentType, file)}
      />
      <ConfirmDelete
        row={deleting}
        onCancel={() => setDeleting(null)}
        onConfirm={(row) => {
          setDeleting(null);
          void uploads.remove(row);
        }}
      />
    </Stack>
  );
}

export default DocumentsTab;
