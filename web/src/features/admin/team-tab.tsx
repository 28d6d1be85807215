import { Alert, Button, Card, Group, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { addStaffRequest, type TeamMember } from '@contract/admin';
import { STAFF_ROLES } from '@domain/admin';
import { DataTable, fromQuery, type Column } from '../../components/data-table/data-table';
import { notify } from '../../components/notifications';
import { useZodForm } from '../../lib/form';
import { useSession } from '../../lib/session';
import { addStaff, changeRole, deleteUser, useTeam } from './api';
import { formatDate } from './format';

const roleLabel = { employee: 'Employee', admin: 'Admin' } as const;
const roleOptions = STAFF_ROLES.map((value) => ({ value, label: roleLabel[value] }));

/** The people who run the business: invite employees and admins, move them between the two, remove employees. */
export function TeamTab() {
  const team = useTeam();
  const { user } = useSession();
  // The new member's invitation code, shown once: the admin hands it over apart from the emailed link.
  const [invitation, setInvitation] = useState<{ email: string; code: string } | null>(null);
  const { form, onSubmit, busy: adding, formError } = useZodForm({
    schema: addStaffRequest,
    initialValues: { name: '', email: '', role: 'employee' },
    submit: addStaff,
    onSuccess: async (result) => {
      notify('success', result.message);
      setInvitation({ email: result.member.email, code: result.invitationCode });
      form.reset();
      await team.refetch();
    },
  });
  // One change at a time: a role change or a removal, keyed by the member's id.
  const act = useMutation({
    mutationFn: ({ work }: { id: string; work: () => Promise<{ message?: string }> }) => work(),
    onSuccess: async (result) => {
      if (result.message) notify('success', result.message);
      await team.refetch();
    },
    onError: (error) => notify('error', (error as Error).message),
  });
  const busyId = act.isPending ? act.variables.id : null;

  const columns: Column<TeamMember>[] = [
    { header: 'Name', cell: (m) => m.name },
    { header: 'Email', cell: (m) => m.email },
    {
      header: 'Role',
      cell: (m) => (
        <Select
          aria-label={`Role of ${m.name} (${m.email})`}
          data={roleOptions}
          value={m.role}
          allowDeselect={false}
          disabled={m.id === user?.id || busyId !== null}
          w={140}
          onChange={(role) => role && role !== m.role && act.mutate({ id: m.id, work: () => changeRole(m.id, role) })}
        />
      ),
    },
    { header: 'Added', cell: (m) => formatDate(m.createdAt) },
    {
      header: 'Actions',
      cell: (m) => (
        <>
          {m.role === 'employee' && (
            <Button size="xs" color="red" variant="light" loading={busyId === m.id} disabled={busyId !== null} onClick={() => act.mutate({ id: m.id, work: () => deleteUser(m.id) })}>
              Remove
            </Button>
          )}
          {m.id === user?.id && (
            <Text size="xs" c="dimmed">
              You
            </Text>
          )}
        </>
      ),
    },
  ];

  return (
    <Stack>
      <Card withBorder padding="lg">
        <Title order={2} fz="md" mb="xs">
          Add a team member
        </Title>
        <Text size="sm" c="dimmed" mb="sm">
          They receive an email with a link to choose their own password; they also need the invitation code shown here, which you give them yourself (in person or by phone, not by email).
        </Text>
        <form onSubmit={onSubmit} noValidate aria-label="Add a team member">
          <Group align="flex-start" wrap="wrap">
            <TextInput label="Name" required key={form.key('name')} {...form.getInputProps('name')} />
            <TextInput label="Email" type="email" required key={form.key('email')} {...form.getInputProps('email')} />
            <Select label="Role" data={roleOptions} allowDeselect={false} key={form.key('role')} {...form.getInputProps('role')} />
            <Button type="submit" loading={adding} mt={25}>
              Send invitation
            </Button>
          </Group>
          {formError && (
            <Alert color="red" mt="sm" role="alert">
              {formError}
            </Alert>
          )}
        </form>
        {invitation && (
          <Alert color="blue" mt="sm" title={`Invitation code for ${invitation.email}`} withCloseButton closeButtonLabel="Hide the invitation code" onClose={() => setInvitation(null)}>
            <Text ff="monospace" fz="lg" data-testid="invitation-code">
              {invitation.code}
            </Text>
            <Text size="sm">Give this code to them yourself. It is shown only now.</Text>
          </Alert>
        )}
      </Card>
      <DataTable columns={columns} source={fromQuery(team)} rowKey={(m) => m.id} emptyText="No team members yet." minWidth={720} />
    </Stack>
  );
}
