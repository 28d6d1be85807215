import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authMessages, publicMessages } from '@contract/messages';
import { SignupPage } from '../../../../web/src/features/auth/signup-page';
import { renderRoutes } from '../../render';
import { errorOf, fill, json, press } from './field-errors';

const renderSignup = () =>
  renderRoutes(
    [
      { path: '/signup', element: <SignupPage /> },
      { path: '/login', element: <p>the login page</p> },
    ],
    '/signup?ref=DEMO2025',
  );

describe('Sign up (through the form helper)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows a short password and a malformed email at once, each on its field, and sends nothing', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    renderSignup();
    fill('Full Name', 'Ada');
    fill('Email', 'ada-at-example');
    fill('Password', '123');
    press('Create Account');
    await waitFor(() => expect(errorOf('Password')).toBe(authMessages.passwordTooShort));
    expect(errorOf('Email')).toBe(authMessages.invalidEmail);
    expect(errorOf('Referral Code')).toBeUndefined();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('marks every missing field with the spec’s message', async () => {
    renderSignup();
    fill('Referral Code', '');
    press('Create Account');
    await waitFor(() => expect(errorOf('Full Name')).toBe(authMessages.fillAllFieldsWithReferral));
    for (const label of ['Email', 'Password', 'Referral Code']) expect(errorOf(label)).toBe(authMessages.fillAllFieldsWithReferral);
  });

  it('sends the cleaned-up request, then says so and goes to the login page', async () => {
    const fetch = vi.fn(async () => json(201, { message: 'ok' }));
    vi.stubGlobal('fetch', fetch);
    const { router } = renderSignup();
    fill('Full Name', ' Ada Lovelace ');
    fill('Email', ' Ada@Example.com ');
    fill('Password', 'secret12');
    press('Create Account');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(JSON.parse((fetch.mock.calls[0] as unknown as [string, RequestInit])[1].body as string)).toEqual({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      password: 'secret12',
      referralCode: 'DEMO2025',
    });
    await screen.findByText(authMessages.signupSuccess);
  });

  it('puts the server’s answer on the field it names, and its other refusals in the banner', async () => {
    vi.stubGlobal(
      'fetch',
      vi
        .fn()
        .mockResolvedValueOnce(json(400, { message: authMessages.referralInvalid, requestId: 'r1', fields: { referralCode: authMessages.referralInvalid } }))
        .mockResolvedValueOnce(json(429, { message: publicMessages.tooManyRequests, requestId: 'r2' })),
    );
    renderSignup();
    fill('Full Name', 'Ada');
    fill('Email', 'ada@example.com');
    fill('Password', 'secret12');
    press('Create Account');
    await waitFor(() => expect(errorOf('Referral Code')).toBe(authMessages.referralInvalid));
    press('Create Account');
    await waitFor(() => expect(screen.getAllByRole('alert').map((a) => a.textContent)).toContain(publicMessages.tooManyRequests));
  });
});
