import { ActionIcon, Badge, Button, Card, Group, Progress, Stack, Table, Text, Title } from '@mantine/core';
import { documentMessages, documentTypeInfo } from '@contract/documents';
import { formatSize } from './upload';
import type { UploadRow } from './use-uploads';

const STATUS_LABEL: Record<UploadRow['status'], { label: string; color: string }> = {
  uploading: { label: 'Uploading', color: 'blue' },
  scanning: { label: 'Scanning', color: 'blue' },
  pending_review: { label: 'Pending review', color: 'yellow' },
  verified: { label: 'Verified', color: 'teal' },
  rejected: { label: 'Rejected', color: 'red' },
  quarantined: { label: 'Quarantined', color: 'red' },
  error: { label: 'Error', color: 'red' },
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
      <Badge color={STATUS_LABEL[row.status].color} variant="light">
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
  onRemove: (row: UploadRow) => void;
}

/** The Document Upload Status table: each document's type, file, size and status, with Retry and Remove; Clear List. */
export function UploadStatusTable({ rows, canClear, onClear, onRetry, onRemove }: Props) {
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
                      {(row.status === 'error' || row.status === 'quarantined' || row.status === 'rejected') && (
                        <ActionIcon variant="subtle" aria-label={`Retry ${row.fileName}`} onClick={() => onRetry(row)}>
                          ↻
                        </ActionIcon>
                      )}
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={`Remove ${row.fileName}`}
                        disabled={row.status === 'uploading' || row.status === 'scanning'}
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
