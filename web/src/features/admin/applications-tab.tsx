import { Alert, Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { rejectRequest, type ApplicationRow } from '@contract/admin';
import { DataTable, fromQuery, type Column } from '../../components/data-table/data-table';
import { notify } from '../../components/notifications';
import { useZodForm } from '../../lib/form';
import { approvePartner, rejectPartner, useApplications } from './api';
import { formatDate, orNA } from './format';

/** The reason for a rejection, recorded with the decision; validated with the server's schema. */
function RejectDialog({ applicant, onClose, onRejected }: { applicant: { id: string; name: string } | null; onClose: () => void; onRejected: () => unknown }) {
  const { form, onSubmit, busy, formError } = useZodForm({
    schema: rejectRequest,
    initialValues: { reason: '' },
    submit: ({ reason }) => rejectPartner(applicant!.id, reason),
    onSuccess: async (result) => {
      if (result.message) notify('success', result.message);
      form.reset();
      onClose();
      await onRejected();
    },
  });
  return (
    <Modal opened={Boolean(applicant)} onClose={() => !busy && onClose()} title={`Reject ${applicant?.name ?? ''}`} centered>
      <form onSubmit={onSubmit} noValidate>
        <Stack>
          {formError && (
            <Alert color="red" role="alert">
              {formError}
            </Alert>
          )}
          <Textarea label="Reason" description="Recorded with the decision" autosize minRows={3} key={form.key('reason')} {...form.getInputProps('reason')} />
          <Group justify="flex-end">
            <Button type="submit" color="red" loading={busy}>
              Reject application
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

export function ApplicationsTab() {
  const apps = useApplications();
  const [rejecting, setRejecting] = useState<{ id: string; name: string } | null>(null);
  const approve = useMutation({
    mutationFn: (id: string) => approvePartner(id),
    onSuccess: async (result) => {
      if (result.message) notify('success', result.message);
      await apps.refetch();
    },
    onError: (error) => notify('error', (error as Error).message),
  });

  const columns: Column<ApplicationRow>[] = [
    { header: 'Name', cell: (a) => orNA(a.name) },
    { header: 'Business Name', cell: (a) => orNA(a.businessName) },
    { header: 'Email', cell: (a) => orNA(a.email) },
    { header: 'Phone', cell: (a) => orNA(a.phone) },
    { header: 'Applied', cell: (a) => formatDate(a.createdAt) },
    {
      header: 'Actions',
      cell: (a) => (
        <Group gap="xs" wrap="nowrap">
          <Button size="xs" loading={approve.isPending && approve.variables === a.id} disabled={approve.isPending} onClick={() => approve.mutate(a.id)}>
            Approve
          </Button>
          <Button size="xs" color="red" variant="light" disabled={approve.isPending} onClick={() => setRejecting({ id: a.id, name: a.businessName || a.name })}>
            Reject
          </Button>
        </Group>
      ),
    },
  ];

  return (
    <>
      <DataTable columns={columns} source={fromQuery(apps)} rowKey={(a) => a.id} emptyText="No partner applications are waiting for a decision." minWidth={640} />
      <RejectDialog applicant={rejecting} onClose={() => setRejecting(null)} onRejected={() => apps.refetch()} />
    </>
  );
}
