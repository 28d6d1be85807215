import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authMessages } from '@contract/messages';
import { ForgotPasswordPage } from '../../../../web/src/features/auth/forgot-password-page';
import { renderRoutes } from '../../render';
import { errorOf, fill, json, press } from './field-errors';

const renderPage = (path = '/forgot-password') =>
  renderRoutes(
    [
      { path: '/forgot-password', element: <ForgotPasswordPage /> },
      { path: '/login', element: <p>the login page</p> },
    ],
    path,
  );
const sent = (fetch: ReturnType<typeof vi.fn>, call: number) => JSON.parse((fetch.mock.calls[call] as unknown as [string, RequestInit])[1].body as string);

describe('Reset your password (through the form helper)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks for a code, then shows a bad code and a short password at once, each on its field', async () => {
    const fetch = vi.fn(async () => json(200, { message: 'If the address has an account, a code is on its way.' }));
    vi.stubGlobal('fetch', fetch);
    renderPage();
    fill('Email', 'not-an-address');
    press('Send code');
    await waitFor(() => expect(errorOf('Email')).toBe(authMessages.invalidEmail));
    expect(fetch).not.toHaveBeenCalled();

    fill('Email', 'Ada@Example.com');
    press('Send code');
    await screen.findByText('If the address has an account, a code is on its way.');
    expect(sent(fetch, 0)).toEqual({ email: 'ada@example.com' });
    // The code step shows the address as it was typed; the server gets it lower-cased.
    expect((screen.getByLabelText(/^Email/) as HTMLInputElement).value).toBe('Ada@Example.com');
    expect(errorOf('Email')).toBeUndefined();

    fill('Code', '12');
    fill('New password', 'abc');
    press('Set new password');
    await waitFor(() => expect(errorOf('Code')).toBe(authMessages.resetCodeInvalid));
    expect(errorOf('New password')).toBe(authMessages.passwordTooShort);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('opens an invitation at the code step, shows a refused code in the banner, then sets the password, sending the link’s token with the code', async () => {
    const fetch = vi
      .fn()
      .mockResolvedValueOnce(json(400, { message: 'Invalid verification code provided, please try again.', requestId: 'r1' }))
      .mockResolvedValueOnce(json(200, { message: 'ok' }));
    vi.stubGlobal('fetch', fetch);
    const { router } = renderPage('/forgot-password?invited=1&email=eve%40example.com&invitation=tok_abc');
    expect(screen.getByText('Enter the invitation code your administrator gave you and choose your password.')).toBeTruthy();
    fill('Code', '123456');
    fill('New password', 'employee1');
    press('Set new password');
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid verification code provided, please try again.');
    press('Set new password');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(sent(fetch, 1)).toEqual({ email: 'eve@example.com', code: '123456', password: 'employee1', invitation: 'tok_abc' });
    await screen.findByText(authMessages.passwordReset);
  });
});
