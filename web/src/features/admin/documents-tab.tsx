import { Button, Checkbox, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  documentMessages,
  documentTypeInfo,
  type PendingDocumentView,
  type ReviewDocumentRequest,
} from '@contract/documents';
import { identityMessages } from '@contract/identity';
import { DataTable, fromInfiniteQuery, type Column } from '../../components/data-table/data-table';
import { notify } from '../../components/notifications';
import { api } from '../../lib/api-client';
import { openFetchedLink } from '../../lib/open-link';
import { IdentityReviews } from './identity-reviews';
import { IdentityTheftReviews } from './identity-theft-reviews';

const QUEUE_KEY = ['admin', 'documents'] as const;

/** GET /api/admin/documents: documents waiting for review, oldest first, a page at a time. */
function usePendingDocuments() {
  return useInfiniteQuery({
    queryKey: QUEUE_KEY,
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam }) => api.call('adminListDocuments', { query: { limit: '25', cursor: pageParam } }),
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    staleTime: 0,
  });
}

const params = (d: PendingDocumentView) => ({ userId: d.userId, documentId: d.id });
const utc = (iso: string) => iso.replace('T', ' ').slice(0, 16);
const sizeOf = (bytes: number) => (bytes < 1024 * 1024 ? `${(bytes / 1024).toFixed(1)} KB` : `${(bytes / (1024 * 1024)).toFixed(1)} MB`);

/** Opens the file through a presigned link valid 5 minutes (the server audit-logs each opening). */
async function openDocument(d: PendingDocumentView) {
  await openFetchedLink(
    () => api.call('adminDocumentLink', { params: params(d) }),
    (error) => notify('error', error instanceof Error ? error.message : documentMessages.defaultReason),
  );
}

function ReviewDialog({ document, onClose }: { document: PendingDocumentView | null; onClose: () => void }) {
  const client = useQueryClient();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  // A government ID is verified only with the reviewer's word that its name and date of birth are the profile's.
  const [identityConfirmed, setIdentityConfirmed] = useState(false);
  const [confirmError, setConfirmError] = useState<string | null>(null);
  const isId = document?.documentType === 'id';
  const review = useMutation({
    mutationFn: (body: ReviewDocumentRequest) => api.call('adminReviewDocument', { params: params(document!), body }),
    onSuccess: ({ document: decided }) => {
      notify('success', decided.status === 'verified' ? documentMessages.verifiedToast(decided.fileName) : documentMessages.rejectedToast(decided.fileName));
      void client.invalidateQueries({ queryKey: QUEUE_KEY });
      setReason('');
      setIdentityConfirmed(false);
      onClose();
    },
    onError: (e) => setError(e.message),
  });
  const reject = () => {
    if (!reason.trim()) return setError(documentMessages.reasonRequired);
    review.mutate({ decision: 'rejected', reason: reason.trim() });
  };
  const verify = () => {
    if (isId && !identityConfirmed) return setConfirmError(identityMessages.reviewIdentityConfirmRequired);
    review.mutate(isId ? { decision: 'verified', identityConfirmed: true } : { decision: 'verified' });
  };
  return (
    <Modal opened={Boolean(document)} onClose={onClose} title="Review document" centered>
      {document && (
        <Stack>
          <Text size="sm">
            {documentTypeInfo[document.documentType].title}: {document.fileName} ({document.clientName ?? document.clientEmail ?? document.userId})
          </Text>
          <Button variant="light" onClick={() => void openDocument(document)}>
            Open file
          </Button>
          {isId && (
            <Stack gap={4} data-testid="identity-check">
              <Text size="sm">
                Profile: {document.clientName ?? 'no name given'}, born {document.clientDateOfBirth ?? 'date of birth not given'}
              </Text>
              <Checkbox
                label={identityMessages.reviewIdentityConfirmLabel}
                checked={identityConfirmed}
                onChange={(e) => {
                  setIdentityConfirmed(e.currentTarget.checked);
                  setConfirmError(null);
                }}
                error={confirmError}
              />
            </Stack>
          )}
          <Textarea
            label="Reason (required to reject)"
            value={reason}
            onChange={(e) => {
              setReason(e.currentTarget.value);
              setError(null);
            }}
            error={error}
            maxLength={500}
            autosize
            minRows={2}
          />
          <Group justify="flex-end">
            <Button color="red" variant="light" loading={review.isPending} onClick={reject}>
              Reject
            </Button>
            <Button color="teal.9" loading={review.isPending} onClick={verify}>
              Verify
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}

const columns = (review: (d: PendingDocumentView) => void): Column<PendingDocumentView>[] => [
  { header: 'Uploaded (UTC)', cell: (d) => utc(d.uploadedAt), style: { whiteSpace: 'nowrap' } },
  { header: 'Client', cell: (d) => d.clientName ?? d.clientEmail ?? d.userId },
  { header: 'Document type', cell: (d) => documentTypeInfo[d.documentType].title },
  { header: 'File name', cell: (d) => d.fileName, style: { wordBreak: 'break-all' } },
  { header: 'Size', cell: (d) => sizeOf(d.sizeBytes), style: { whiteSpace: 'nowrap' } },
  {
    header: 'Actions',
    cell: (d) => (
      <Group gap="xs" wrap="nowrap">
        <Button size="compact-sm" variant="light" onClick={() => void openDocument(d)} aria-label={`Open ${d.fileName}`}>
          Open
        </Button>
        <Button size="compact-sm" onClick={() => review(d)} aria-label={`Review ${d.fileName}`}>
          Review
        </Button>
      </Group>
    ),
  },
];

/** The Documents queue (admins and employees): pending documents oldest first; open, then verify or reject with a reason. Below it, the identity reviews and the credit-sweep reports. */
export function DocumentsTab() {
  const queue = usePendingDocuments();
  const [reviewing, setReviewing] = useState<PendingDocumentView | null>(null);
  return (
    <>
      <DataTable columns={columns(setReviewing)} source={fromInfiniteQuery(queue)} rowKey={(d) => `${d.userId}/${d.id}`} emptyText="No documents are waiting for review." label="Documents waiting for review" />
      <ReviewDialog document={reviewing} onClose={() => setReviewing(null)} />
      <IdentityReviews />
      <IdentityTheftReviews />
    </>
  );
}
