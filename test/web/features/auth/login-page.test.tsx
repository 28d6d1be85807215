import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authMessages } from '@contract/messages';
import { renderWithProviders } from '../../render';
import { errorOf, fill, press } from './field-errors';

const auth = vi.hoisted(() => ({ signIn: vi.fn() }));
vi.mock('../../../../web/src/lib/auth', () => ({
  hasStoredSession: () => false,
  loadAuth: async () => ({}),
  currentSession: async () => null,
  signOut: async () => {},
  signIn: auth.signIn,
  confirmSignInWithTotp: vi.fn(),
  hasTotp: async () => false,
}));
vi.mock('aws-amplify/utils', () => ({ Hub: { listen: () => () => {} } }));

const { LoginPage } = await import('../../../../web/src/features/auth/login-page');

describe('Log in (through the form helper)', () => {
  afterEach(() => auth.signIn.mockReset());

  it('shows the email’s and the password’s errors at once, each on its field, without asking Cognito', async () => {
    renderWithProviders(<LoginPage />);
    fill('Email', 'not-an-address');
    press('Sign In');
    await waitFor(() => expect(errorOf('Email')).toBe(authMessages.invalidEmail));
    expect(errorOf('Password')).toBe(authMessages.fillAllFields);
    // Announced as the banner they replace was.
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual([authMessages.invalidEmail, authMessages.fillAllFields]);
    expect(auth.signIn).not.toHaveBeenCalled();
  });

  it('shows Cognito’s refusal in the banner, and is busy while it asks', async () => {
    let refuse!: (e: Error) => void;
    auth.signIn.mockImplementationOnce(() => new Promise((_, reject) => (refuse = reject)));
    renderWithProviders(<LoginPage />);
    fill('Email', 'ada@example.com');
    fill('Password', 'wrong-one');
    press('Sign In');
    await screen.findByRole('button', { name: 'Signing in...' });
    expect(auth.signIn).toHaveBeenCalledWith('ada@example.com', 'wrong-one');
    refuse(Object.assign(new Error('Incorrect username or password.'), { name: 'NotAuthorizedException' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Incorrect username or password.');
    expect(errorOf('Email')).toBeUndefined();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeTruthy();
  });

  it('says "Failed to log in" for anything Cognito did not explain', async () => {
    auth.signIn.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    renderWithProviders(<LoginPage />);
    fill('Email', 'ada@example.com');
    fill('Password', 'secret12');
    press('Sign In');
    expect((await screen.findByRole('alert')).textContent).toBe(authMessages.loginFailed);
  });
});
