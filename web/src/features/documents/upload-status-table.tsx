import { ActionIcon, Badge, Button, Card, FileButton, Group, Progress, Stack, Table, Text, Title } from '@mantine/core';
import { documentMessages, documentTypeInfo } from '@contract/documents';
import { ACCEPT, formatSize } from './upload';
import type { UploadRow } from './use-uploads';

// Dot badges: the text keeps the page's colour (a light teal badge's text had 4.32:1 on its tint, under WCAG's 4.5:1).
const STATUS_LABEL: Record<UploadRow['status'], { label: string; color: string }> = {
  uploading: { label: 'Uploading', color: 'blue.9' },
  scanning: { label: 'Scanning', color: 'blue.9' },
  pending_review: { label: 'Pending review', color: 'yellow.9' },
  verified: { label: 'Verified', color: 'teal.9' },
  rejected: { label: 'Rejected', color: 'red.9' },
  quarantined: { label: 'Quarantined', color: 'red.9' },
  error: { label: 'Error', color: 'red.9' },
};

function RowStatus({ row }: { row: UploadRow }) {
  if (row.status === 'uploading' && row.file)
    return (
      <Stack gap={4} miw={120}>
        <Progress value={row.progress} aria-label={`Uploading ${row.fileName}`} />
        <Text size="xs">{row.progress}%</Text>
      </Stack>
    );
  return (
    <Stack gap={2}>
      <Badge color={STATUS_LABEL[row.status].color} variant="dot">
        {STATUS_LABEL[row.status].label}
      </Badge>
      {row.reason && (
        <Text size="xs" c="red.8">
          {row.reason}
        </Text>
      )}
    </Stack>
  );
}

interface Props {
  rows: UploadRow[];
  canClear: boolean;
  onClear: () => void;
  onRetry: (row: UploadRow) => void;
  /** Completes a document left 'scanning' again. */
  onCheck: (row: UploadRow) => void;
  onRemove: (row: UploadRow) => void;
  /** A new file of the row's type: it replaces a rejected or quarantined one, or a verified one a dispute encloses. */
  onReplace: (row: UploadRow, file: File | null) => void;
}

/** Retry resends the file this page kept after an upload failed; a file staff rejected or the scanner refused is replaced instead. */
export const canRetry = (row: UploadRow) => row.status === 'error';
/** Check again: a document still 'scanning' that this page is not sending (a completion that failed, a scan still running). */
export const canCheck = (row: UploadRow) => row.status === 'scanning' && row.documentId !== null && !row.sending;
/** Replace: what was refused, and what a dispute letter encloses once verified (the ID and the proof of address). */
export const canReplace = (row: UploadRow) =>
  row.status === 'rejected' || row.status === 'quarantined' || (row.status === 'verified' && (row.documentType === 'id' || row.documentType === 'address'));

/** The Document Upload Status table: each document's type, file, size and status, with Retry, Check again, Replace and Remove; Clear List. */
export function UploadStatusTable({ rows, canClear, onClear, onRetry, onCheck, onRemove, onReplace }: Props) {
  return (
    <Card withBorder padding="lg">
      <Group justify="space-between" mb="sm">
        <Title order={3} size="h4">
          Document Upload Status
        </Title>
        <Button variant="default" size="xs" disabled={!canClear} onClick={onClear}>
          Clear List
        </Button>
      </Group>
      {rows.length === 0 ? (
        <Text c="gray.7" size="sm">
          {documentMessages.noDocuments}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={560}>
          <Table verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Document type</Table.Th>
                <Table.Th>File name</Table.Th>
                <Table.Th>Size</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>Actions</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.key}>
                  <Table.Td>{documentTypeInfo[row.documentType].title}</Table.Td>
                  <Table.Td style={{ wordBreak: 'break-all' }}>{row.fileName}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatSize(row.sizeBytes)}</Table.Td>
                  <Table.Td>
                    <RowStatus row={row} />
                  </Table.Td>
                  <Table.Td>
                    <Group gap={4} wrap="nowrap">
                      {canRetry(row) && (
                        <ActionIcon variant="subtle" aria-label={`Retry ${row.fileName}`} onClick={() => onRetry(row)}>
                          ↻
                        </ActionIcon>
                      )}
                      {canCheck(row) && (
                        <Button variant="subtle" size="compact-xs" aria-label={`${documentMessages.checkAgain}: ${row.fileName}`} onClick={() => onCheck(row)}>
                          {documentMessages.checkAgain}
                        </Button>
                      )}
                      {canReplace(row) && (
                        <FileButton onChange={(file) => onReplace(row, file)} accept={ACCEPT}>
                          {(props) => (
                            <Button {...props} variant="subtle" size="compact-xs" aria-label={`${documentMessages.replace} ${row.fileName}`}>
                              {documentMessages.replace}
                            </Button>
                          )}
                        </FileButton>
                      )}
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={row.documentId ? `Delete ${row.fileName}` : `Remove ${row.fileName} from the list`}
                        disabled={row.sending}
                        onClick={() => onRemove(row)}
                      >
                        ✕
                      </ActionIcon>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Card>
  );
}
