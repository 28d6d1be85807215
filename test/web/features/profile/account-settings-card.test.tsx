import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { authMessages } from '@contract/messages';
import { renderWithProviders } from '../../render';

const auth = vi.hoisted(() => ({ changePassword: vi.fn() }));
vi.mock('../../../../web/src/lib/auth', () => ({
  hasStoredSession: () => false,
  loadAuth: async () => ({}),
  currentSession: async () => null,
  signOut: async () => {},
  changePassword: auth.changePassword,
}));
vi.mock('aws-amplify/utils', () => ({ Hub: { listen: () => () => {} } }));

const { AccountSettingsCard } = await import('../../../../web/src/features/profile/account-settings-card');

async function openChangePassword() {
  renderWithProviders(<AccountSettingsCard />);
  fireEvent.click(screen.getByRole('button', { name: 'Change Password' }));
  return screen.findByRole('dialog', { name: 'Change Password' });
}
const fill = (dialog: HTMLElement, label: string, value: string) => fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });

describe('Change Password (through the form helper)', () => {
  it('announces the form’s checks on their fields and does not call Cognito', async () => {
    const dialog = await openChangePassword();
    fill(dialog, 'Current password', 'old-password');
    fill(dialog, 'New password', '123');
    fill(dialog, 'Confirm new password', '123');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Change Password' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(authMessages.passwordTooShort);
    fill(dialog, 'New password', 'brand-new-1');
    fill(dialog, 'Confirm new password', 'brand-new-2');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Change Password' }));
    await waitFor(() => expect(within(dialog).getByRole('alert').textContent).toBe(authMessages.newPasswordsDiffer));
    expect(auth.changePassword).not.toHaveBeenCalled();
  });

  it('says the current password is wrong when Cognito refuses it', async () => {
    auth.changePassword.mockRejectedValueOnce(Object.assign(new Error('Incorrect username or password.'), { name: 'NotAuthorizedException' }));
    const dialog = await openChangePassword();
    fill(dialog, 'Current password', 'not-mine');
    fill(dialog, 'New password', 'brand-new-1');
    fill(dialog, 'Confirm new password', 'brand-new-1');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Change Password' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(authMessages.currentPasswordWrong);
    expect(auth.changePassword).toHaveBeenCalledWith('not-mine', 'brand-new-1');
  });
});
