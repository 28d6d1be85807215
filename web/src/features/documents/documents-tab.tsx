import { ActionIcon, Badge, Button, Card, FileButton, Group, Progress, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useRef, useState } from 'react';
import {
  DOCUMENT_TYPES,
  documentMessages,
  documentTypeInfo,
  type DocumentStatus,
  type DocumentType,
  type DocumentView,
  type StartUploadRequest,
} from '@contract/documents';
import { notify } from '../../components/notifications';
import { completeUpload, removeDocument, startUpload } from './api';
import { ACCEPT, MAX_UPLOAD_BYTES, formatSize, postToStorage, uploadType } from './upload';

/** A row of the status table: a document the server knows, or an upload of this visit (with its File, for retry). */
interface Row {
  key: string;
  documentId: string | null;
  documentType: DocumentType;
  fileName: string;
  sizeBytes: number;
  status: DocumentStatus | 'error';
  progress: number;
  reason: string | null;
  /** Kept in memory only: what retry needs. Gone after a reload. */
  file: File | null;
}

const STATUS_LABEL: Record<Row['status'], { label: string; color: string }> = {
  uploading: { label: 'Uploading', color: 'blue' },
  scanning: { label: 'Scanning', color: 'blue' },
  pending_review: { label: 'Pending review', color: 'yellow' },
  verified: { label: 'Verified', color: 'teal' },
  rejected: { label: 'Rejected', color: 'red' },
  quarantined: { label: 'Quarantined', color: 'red' },
  error: { label: 'Error', color: 'red' },
};

const reasonOf = (error: unknown) => (error instanceof Error && error.message ? error.message : documentMessages.defaultReason);

export interface DocumentsTabProps {
  documents: DocumentView[];
  onChanged(): void;
}

/** The Documents tab: five upload cards and the Document Upload Status table (spec section 2). */
export function DocumentsTab({ documents, onChanged }: DocumentsTabProps) {
  const [local, setLocal] = useState<Row[]>([]);
  const counter = useRef(0);
  const patch = (key: string, change: Partial<Row>) => setLocal((rows) => rows.map((r) => (r.key === key ? { ...r, ...change } : r)));

  // An upload of this visit shows until the server's list has its document in a settled state.
  const settled = new Set(documents.filter((d) => d.status !== 'uploading').map((d) => d.id));
  const shown = local.filter((r) => !(r.documentId && settled.has(r.documentId) && r.status !== 'uploading' && r.status !== 'scanning'));
  const fromServer: Row[] = documents
    .filter((d) => !shown.some((r) => r.documentId === d.id))
    .map((d) => ({
      key: d.id,
      documentId: d.id,
      documentType: d.documentType,
      fileName: d.fileName,
      sizeBytes: d.sizeBytes,
      status: d.status,
      progress: d.status === 'uploading' ? 0 : 100,
      reason: d.reason,
      file: null,
    }));
  const rows = [...shown, ...fromServer];
  const uploading = local.some((r) => r.status === 'uploading' || r.status === 'scanning');

  async function send(key: string, documentType: DocumentType, file: File, contentType: StartUploadRequest['contentType']) {
    let documentId: string | null = null;
    try {
      const { document, upload } = await startUpload({ documentType, fileName: file.name, contentType, sizeBytes: file.size });
      documentId = document.id;
      patch(key, { documentId });
      await postToStorage(upload, file, (progress) => patch(key, { progress }));
      patch(key, { progress: 100, status: 'scanning' });
      const { document: done } = await completeUpload(document.id);
      if (done.status === 'quarantined') {
        patch(key, { status: 'quarantined', reason: done.reason });
        notify('error', documentMessages.uploadFailed(file.name, done.reason ?? documentMessages.defaultReason));
      } else {
        patch(key, { status: done.status });
        notify('success', documentMessages.uploaded(file.name));
      }
    } catch (error) {
      patch(key, { status: 'error', progress: 0, reason: reasonOf(error), documentId: null });
      notify('error', documentMessages.uploadFailed(file.name, reasonOf(error)));
      // The half-made document is no use; a retry makes a new one.
      if (documentId) await removeDocument(documentId).catch(() => undefined);
    } finally {
      onChanged();
    }
  }

  function choose(documentType: DocumentType, file: File | null) {
    if (!file) return;
    if (file.size > MAX_UPLOAD_BYTES) {
      notify('error', documentMessages.tooLarge);
      return;
    }
    const contentType = uploadType(file);
    if (!contentType) {
      notify('error', documentMessages.wrongType);
      return;
    }
    const key = `upload-${(counter.current += 1)}`;
    setLocal((all) => [
      { key, documentId: null, documentType, fileName: file.name, sizeBytes: file.size, status: 'uploading', progress: 0, reason: null, file },
      ...all,
    ]);
    void send(key, documentType, file, contentType);
  }

  function retry(row: Row) {
    const contentType = row.file ? uploadType(row.file) : undefined;
    if (!row.file || !contentType) {
      notify('error', documentMessages.retryWithoutFile);
      return;
    }
    notify('info', documentMessages.retrying(row.fileName));
    const { file } = row;
    setLocal((all) => [
      { ...row, key: row.key, documentId: null, status: 'uploading', progress: 0, reason: null },
      ...all.filter((r) => r.key !== row.key),
    ]);
    void send(row.key, row.documentType, file, contentType);
  }

  async function remove(row: Row) {
    if (row.documentId) {
      try {
        await removeDocument(row.documentId);
      } catch (error) {
        notify('error', reasonOf(error));
        return;
      }
    }
    setLocal((all) => all.filter((r) => r.key !== row.key));
    notify('info', documentMessages.removed);
    onChanged();
  }

  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {DOCUMENT_TYPES.map((type) => (
          <Card key={type} withBorder padding="lg">
            <Stack gap="xs" h="100%" justify="space-between">
              <div>
                <Title order={3} size="h5">
                  {documentTypeInfo[type].title}
                </Title>
                <Text size="sm" c="gray.7">
                  {documentTypeInfo[type].description}
                </Text>
              </div>
              <Text size="xs" c="gray.7">
                {documentMessages.accepted}
              </Text>
              <FileButton onChange={(file) => choose(type, file)} accept={ACCEPT}>
                {(props) => (
                  <Button {...props} variant="light" aria-label={`Upload ${documentTypeInfo[type].title}`}>
                    Upload
                  </Button>
                )}
              </FileButton>
            </Stack>
          </Card>
        ))}
      </SimpleGrid>

      <Card withBorder padding="lg">
        <Group justify="space-between" mb="sm">
          <Title order={3} size="h4">
            Document Upload Status
          </Title>
          <Button variant="default" size="xs" disabled={uploading || shown.length === 0} onClick={() => setLocal([])}>
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
                      {row.status === 'uploading' && row.file ? (
                        <Stack gap={4} miw={120}>
                          <Progress value={row.progress} aria-label={`Uploading ${row.fileName}`} />
                          <Text size="xs">{row.progress}%</Text>
                        </Stack>
                      ) : (
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
                      )}
                    </Table.Td>
                    <Table.Td>
                      <Group gap={4} wrap="nowrap">
                        {(row.status === 'error' || row.status === 'quarantined' || row.status === 'rejected') && (
                          <ActionIcon variant="subtle" aria-label={`Retry ${row.fileName}`} onClick={() => retry(row)}>
                            ↻
                          </ActionIcon>
                        )}
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          aria-label={`Remove ${row.fileName}`}
                          disabled={row.status === 'uploading' || row.status === 'scanning'}
                          onClick={() => void remove(row)}
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
    </Stack>
  );
}

export default DocumentsTab;
