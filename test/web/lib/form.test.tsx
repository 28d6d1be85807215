import { Alert, Button, TextInput } from '@mantine/core';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addStaffRequest } from '@contract/admin';
import { adminMessages, authMessages } from '@contract/messages';
import { request } from '../../../web/src/lib/api';
import { useZodForm } from '../../../web/src/lib/form';
import { renderWithProviders } from '../render';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });

/** A form as a page writes one: the contract's schema, a write through the API transport, a banner. */
function InviteForm({ onSent = () => {} }: { onSent?: (email: string) => void }) {
  const { form, onSubmit, busy, formError } = useZodForm({
    schema: addStaffRequest,
    initialValues: { name: '', email: '', role: 'employee' },
    submit: (member) => request('/admin/team', { method: 'POST', body: member }),
    onSuccess: (_result, member) => onSent(member.email),
  });
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Invite">
      {formError && <Alert role="alert">{formError}</Alert>}
      <TextInput label="Name" key={form.key('name')} {...form.getInputProps('name')} />
      <TextInput label="Email" key={form.key('email')} {...form.getInputProps('email')} />
      <TextInput label="Role" key={form.key('role')} {...form.getInputProps('role')} />
      <Button type="submit" loading={busy}>
        Send
      </Button>
    </form>
  );
}

const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const send = () => fireEvent.click(screen.getByRole('button', { name: 'Send' }));
const errorOf = (label: string) => {
  const input = screen.getByLabelText(label);
  const id = input.getAttribute('aria-describedby')?.split(' ').find((x) => x.endsWith('-error'));
  return id ? document.getElementById(id)?.textContent : undefined;
};

describe('useZodForm, the one form helper', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('validates with the contract schema and shows every field’s own message, not only the first', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    renderWithProviders(<InviteForm />);
    fill('Email', 'not-an-email');
    fill('Role', 'owner');
    send();
    await waitFor(() => expect(errorOf('Name')).toBe(adminMessages.staffNameRequired));
    expect(errorOf('Email')).toBe(authMessages.invalidEmail);
    expect(errorOf('Role')).toBe(adminMessages.staffRoleInvalid);
    expect(screen.getByLabelText('Name').getAttribute('aria-invalid')).toBe('true');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('sends the schema’s output (trimmed, lower-cased) and is busy until the server answers', async () => {
    let answer!: (r: Response) => void;
    const fetch = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    vi.stubGlobal('fetch', fetch);
    const onSent = vi.fn();
    renderWithProviders(<InviteForm onSent={onSent} />);
    fill('Name', '  Ada Admin ');
    fill('Email', ' Ada@Example.COM ');
    fill('Role', 'admin');
    send();
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    expect(JSON.parse((fetch.mock.calls[0] as unknown as [string, RequestInit])[1].body as string)).toEqual({ name: 'Ada Admin', email: 'ada@example.com', role: 'admin' });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Send' }).getAttribute('data-loading')).toBe('true'));
    answer(json(201, { message: 'ok' }));
    await waitFor(() => expect(onSent).toHaveBeenCalledWith('ada@example.com'));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Send' }).getAttribute('data-loading')).toBeNull());
  });

  it('puts a server 400’s field errors back on the fields they name, with no banner', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => json(400, { message: 'That email is taken', requestId: 'r1', fields: { email: 'That email is taken' } })));
    renderWithProviders(<InviteForm />);
    fill('Name', 'Ada');
    fill('Email', 'ada@example.com');
    send();
    await waitFor(() => expect(errorOf('Email')).toBe('That email is taken'));
    expect(errorOf('Name')).toBeUndefined();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows an error that names no field in the banner, and clears it at the next submit', async () => {
    const fetch = vi
      .fn()
      .mockResolvedValueOnce(json(409, { message: 'Someone changed this meanwhile', requestId: 'r2', fields: { other: 'x' } }))
      .mockResolvedValueOnce(json(500, { message: 'stack trace', requestId: 'r3' }));
    vi.stubGlobal('fetch', fetch);
    renderWithProviders(<InviteForm />);
    fill('Name', 'Ada');
    fill('Email', 'ada@example.com');
    send();
    expect((await screen.findByRole('alert')).textContent).toBe('Someone changed this meanwhile');
    send();
    // A server fault is not shown as-is.
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(authMessages.unexpected));
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
