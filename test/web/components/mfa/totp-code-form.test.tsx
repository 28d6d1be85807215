import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { authMessages } from '@contract/messages';
import { TotpCodeForm } from '../../../../web/src/components/mfa/totp-code-form';
import { renderWithProviders } from '../../render';
import { errorOf, fill } from '../../features/auth/field-errors';

const verify = () => fireEvent.click(screen.getByRole('button', { name: 'Verify' }));

// One field: every error, the schema's or Cognito's, shows under it.
describe('the authenticator-code form (through the form helper)', () => {
  it('checks the code’s form before sending it, then sends it without spaces', async () => {
    const onCode = vi.fn(async () => {});
    renderWithProviders(<TotpCodeForm submitLabel="Verify" onCode={onCode} />);
    fill('Authentication code', '12345');
    verify();
    await waitFor(() => expect(errorOf('Authentication code')).toBe(authMessages.totpCodeInvalid));
    expect(onCode).not.toHaveBeenCalled();
    fill('Authentication code', '123 456');
    verify();
    await waitFor(() => expect(onCode).toHaveBeenCalledWith('123456'));
    expect(errorOf('Authentication code')).toBeUndefined();
  });

  it('shows a wrong code under the field, and is busy while it is checked', async () => {
    let refuse!: (e: Error) => void;
    const onCode = vi.fn(() => new Promise<void>((_, reject) => (refuse = reject)));
    renderWithProviders(<TotpCodeForm submitLabel="Verify" onCode={onCode} />);
    fill('Authentication code', '000000');
    verify();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Verify' }).getAttribute('data-loading')).toBe('true'));
    refuse(Object.assign(new Error('Code mismatch'), { name: 'CodeMismatchException' }));
    await waitFor(() => expect(errorOf('Authentication code')).toBe(authMessages.totpCodeWrong));
    expect(screen.getByRole('button', { name: 'Verify' }).getAttribute('data-loading')).toBeNull();
  });
});
