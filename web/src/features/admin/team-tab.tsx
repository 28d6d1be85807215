import { Alert, Button, Card, Center, Group, Loader, ScrollArea, Select, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { addStaffRequest } from '@contract/admin';
import { STAFF_ROLES } from '@domain/admin';
import { notify } from '../../components/notifications';
import { useSession } from '../../lib/session';
import { addStaff, changeRole, deleteUser, useTeam } from './api';
import { formatDate } from './format';

const roleLabel = { employee: 'Employee', admin: 'Admin' } as const;
const roleOptions = STAFF_ROLES.map((value) => ({ value, label: roleLabel[value] }));

/** The people who run the business: invite employees and admins, move them between the two, remove employees. */
export function TeamTab() {
  const team = useTeam();
  const { user } = useSession();
  const [busyId, setBusyId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const form = useForm({ mode: 'uncontrolled', initialValues: { name: '', email: '', role: 'employee' } });

  const act = async (id: string, work: () => Promise<{ message?: string }>) => {
    setBusyId(id);
    try {
      const result = await work();
      if (result.message) notify('success', result.message);
      await team.refetch();
    } catch (e) {
      notify('error', (e as Error).message);
    } finally {
      setBusyId(null);
    }
  };

  const submit = form.onSubmit(async (values) => {
    setError(null);
    const parsed = addStaffRequest.safeParse(values);
    if (!parsed.success) return setError(parsed.error.issues[0]!.message);
    setAdding(true);
    try {
      notify('success', (await addStaff(parsed.data)).message);
      form.reset();
      await team.refetch();
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setAdding(false);
    }
  });

  return (
    <Stack>
      <Card withBorder padding="lg">
        <Title order={2} fz="md" mb="xs">
          Add a team member
        </Title>
        <Text size="sm" c="dimmed" mb="sm">
          They receive an email with a code to choose their own password.
        </Text>
        <form onSubmit={submit} noValidate aria-label="Add a team member">
          <Group align="flex-end" wrap="wrap">
            <TextInput label="Name" required key={form.key('name')} {...form.getInputProps('name')} />
            <TextInput label="Email" type="email" required key={form.key('email')} {...form.getInputProps('email')} />
            <Select label="Role" data={roleOptions} allowDeselect={false} key={form.key('role')} {...form.getInputProps('role')} />
            <Button type="submit" loading={adding}>
              Send invitation
            </Button>
          </Group>
          {error && (
            <Alert color="red" mt="sm" role="alert">
              {error}
            </Alert>
          )}
        </form>
      </Card>
      {team.isPending ? (
        <Center py="xl">
          <Loader />
        </Center>
      ) : team.isError ? (
        <Alert color="red">{team.error.message}</Alert>
      ) : (
        <ScrollArea>
          <Table striped miw={720}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Name</Table.Th>
                <Table.Th>Email</Table.Th>
                <Table.Th>Role</Table.Th>
                <Table.Th>Added</Table.Th>
                <Table.Th>Actions</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {team.data.items.map((m) => {
                const self = m.id === user?.id;
                return (
                  <Table.Tr key={m.id}>
                    <Table.Td>{m.name}</Table.Td>
                    <Table.Td>{m.email}</Table.Td>
                    <Table.Td>
                      <Select
                        aria-label={`Role of ${m.name} (${m.email})`}
                        data={roleOptions}
                        value={m.role}
                        allowDeselect={false}
                        disabled={self || busyId !== null}
                        w={140}
                        onChange={(role) => role && role !== m.role && void act(m.id, () => changeRole(m.id, role))}
                      />
                    </Table.Td>
                    <Table.Td>{formatDate(m.createdAt)}</Table.Td>
                    <Table.Td>
                      {m.role === 'employee' && (
                        <Button size="xs" color="red" variant="light" loading={busyId === m.id} disabled={busyId !== null} onClick={() => void act(m.id, () => deleteUser(m.id))}>
                          Remove
                        </Button>
                      )}
                      {self && (
                        <Text size="xs" c="dimmed">
                          You
                        </Text>
                      )}
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </ScrollArea>
      )}
    </Stack>
  );
}
