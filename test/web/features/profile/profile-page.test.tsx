import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { identityMessages } from '@contract/identity';
import { profileMessages } from '@contract/profile';
import { verificationMessages } from '@contract/verification';
import { renderWithProviders } from '../../render';
import { dashboardFixture, stubApi } from './dashboard';

vi.mock('../../../../web/src/lib/auth', () => ({
  hasStoredSession: () => false,
  loadAuth: async () => ({}),
  currentSession: async () => null,
  signOut: async () => {},
}));
vi.mock('aws-amplify/utils', () => ({ Hub: { listen: () => () => {} } }));

const { ProfilePage } = await import('../../../../web/src/features/profile/profile-page');
const { avatarInitial } = await import('../../../../web/src/features/profile/header/avatar-menu');

function renderPage(...args: Parameters<typeof stubApi>) {
  const api = stubApi(...args);
  vi.stubGlobal('fetch', vi.fn(api.fetch));
  renderWithProviders(<ProfilePage />);
  return api;
}
// Toasts load their library on first use: slow on a busy machine.
const toast = (text: string) => screen.findByText(text, { selector: '.mantine-Notification-root *' }, { timeout: 15_000 });

describe('the /profile shell', () => {
  beforeEach(() => localStorage.setItem('legal-agreement-accepted', 'true'));
  afterEach(() => {
    vi.unstubAllGlobals();
    notifications.clean();
  });

  it('shows a skeleton, then greets the client by name with the six tabs', async () => {
    renderPage(dashboardFixture(1));
    expect(screen.getByTestId('profile-skeleton')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Welcome back, Jane Client!' })).toBeTruthy();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Credit Tools', 'Offers', 'Personal Info', 'Documents', 'Disputes', 'Application']);
    expect(screen.getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/');
  });

  it('restores the last tab from profileActiveTab and remembers a new choice', async () => {
    localStorage.setItem('profileActiveTab', 'status');
    renderPage(dashboardFixture(1));
    expect((await screen.findByRole('tab', { name: 'Application' })).getAttribute('aria-selected')).toBe('true');
    expect(await screen.findByTestId('application-step-verification')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Disputes' }));
    expect(await screen.findByText('No disputes filed')).toBeTruthy();
    expect(localStorage.getItem('profileActiveTab')).toBe('disputes');
  });

  it('an unknown stored tab falls back to Credit Tools', async () => {
    localStorage.setItem('profileActiveTab', 'nonsense');
    renderPage(dashboardFixture(1));
    expect((await screen.findByRole('tab', { name: 'Credit Tools' })).getAttribute('aria-selected')).toBe('true');
  });

  it('the avatar shows the full name’s initial, else U', async () => {
    expect(avatarInitial('jane Client')).toBe('J');
    expect(avatarInitial('   ')).toBe('U');
    expect(avatarInitial(null)).toBe('U');
    renderPage(dashboardFixture(1, { profile: { ...dashboardFixture().profile, fullName: '' } }));
    expect((await screen.findByTestId('avatar-initial')).textContent).toBe('U');
  });

  it('onboarding: badges, percent and "N of 5 steps" from the dashboard read', async () => {
    renderPage(dashboardFixture(2));
    expect((await screen.findByTestId('onboarding-count')).textContent).toBe('2 of 5 steps');
    expect(screen.getByTestId('onboarding-percent').textContent).toBe('40% complete');
    const badges = [1, 2, 3, 4, 5].map((n) => within(screen.getByTestId(`step-${n}`)).getByText(/^(Complete|Current|Locked)$/).textContent);
    expect(badges).toEqual(['Complete', 'Complete', 'Current', 'Locked', 'Locked']);
    // Step 3 goes to the Documents tab.
    fireEvent.click(within(screen.getByTestId('step-3')).getByRole('button', { name: 'Upload Documents' }));
    expect((await screen.findByRole('tab', { name: 'Documents' })).getAttribute('aria-selected')).toBe('true');
  });

  it('step 4, when current, opens the Authorize Credit Pull modal', async () => {
    renderPage(dashboardFixture(3));
    const step = await screen.findByTestId('step-4');
    fireEvent.click(within(step).getByRole('button', { name: 'Authorize Credit Pull' }));
    expect(await screen.findByTestId('credit-pull-form')).toBeTruthy();
  });

  it('the avatar menu loads at its first click and opens at once with its four items; Settings opens the dialog', async () => {
    renderPage(dashboardFixture(1));
    const button = await screen.findByRole('button', { name: 'Account menu' });
    expect(screen.queryByRole('menu')).toBeNull();
    fireEvent.click(button);
    const menu = await screen.findByRole('menu');
    // jsdom runs no transition, so the opened dropdown still counts as hidden here (the browser journeys open it for real).
    expect(within(menu).getAllByRole('menuitem', { hidden: true }).map((i) => i.textContent)).toEqual(['Profile', 'Settings', 'Manage Subscription', 'Sign out']);
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Settings', hidden: true }));
    expect(await screen.findByRole('dialog', {}, { timeout: 10_000 })).toBeTruthy();
  });

  it('the bell counts unread notifications and marks them read when opened', async () => {
    const note = { id: 'n1', kind: 'document_verified' as const, title: 'Document verified', body: 'Your ID was verified.', createdAt: '2026-11-21T10:00:00.000Z', readAt: null };
    const api = renderPage(dashboardFixture(1, { notifications: { unreadCount: 1, items: [note] } }), {
      'POST /api/notifications/read': { body: { marked: 1, unreadCount: 0 } },
    });
    const bell = await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    fireEvent.click(bell);
    expect(await screen.findByText('Your ID was verified.')).toBeTruthy();
    await waitFor(() => expect(api.calls.find((c) => c.path === '/api/notifications/read')?.body).toEqual({ ids: ['n1'] }));
  });

  it('the Service Agreement modal shows the signed agreement and its date; only the ticked box lets the client go on', async () => {
    localStorage.removeItem('legal-agreement-accepted');
    renderPage(dashboardFixture(1), {
      'GET /api/billing/agreement': { body: { version: '2025-11-01', tier: 'total', title: 'Credit Services Agreement', sections: [{ heading: 'Your rights', paragraphs: ['You may cancel.'] }] } },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Service Agreement' });
    expect(within(dialog).getByTestId('agreement-signed-at').textContent).toContain('November 20, 2026');
    expect(await within(dialog).findByText('Credit Services Agreement')).toBeTruthy();
    const agree = within(dialog).getByRole('button', { name: 'I Agree & Continue' }) as HTMLButtonElement;
    expect(agree.disabled).toBe(true);
    fireEvent.click(within(dialog).getByRole('checkbox'));
    expect(agree.disabled).toBe(false);
    fireEvent.click(agree);
    expect(localStorage.getItem('legal-agreement-accepted')).toBe('true');
  });
});

describe('Phone Verification (SMS)', () => {
  beforeEach(() => localStorage.setItem('legal-agreement-accepted', 'true'));
  afterEach(() => {
    vi.unstubAllGlobals();
    notifications.clean();
  });

  it('opens by itself while step 1 is current; checks the phone step and the code, and clears a refused code', async () => {
    const api = renderPage(dashboardFixture(0), {
      'POST /api/verification/sms': (call) =>
        (call.body as { action: string }).action === 'request'
          ? { body: { message: verificationMessages.codeSent, verification: dashboardFixture(0).verification } }
          : { status: 400, body: { message: verificationMessages.codeWrong, requestId: 'r' } },
    });
    const screenCard = await screen.findByTestId('sms-verification');
    expect(within(screenCard).getByRole('heading', { name: 'Phone Verification' })).toBeTruthy();
    fireEvent.click(within(screenCard).getByRole('button', { name: 'Send Code' }));
    expect(await toast(verificationMessages.missingInformation)).toBeTruthy();
    expect(screen.getByText(verificationMessages.missingInformationTitle)).toBeTruthy();
    expect(api.calls.some((c) => c.path === '/api/verification/sms')).toBe(false);

    fireEvent.change(within(screenCard).getByLabelText('Phone number'), { target: { value: '(555) 123-4567' } });
    fireEvent.change(within(screenCard).getByLabelText('Date of birth'), { target: { value: '1990-05-01' } });
    fireEvent.click(within(screenCard).getByRole('button', { name: 'Send Code' }));
    const code = (await within(screenCard).findByLabelText('Verification code')) as HTMLInputElement;
    expect(api.calls.find((c) => c.path === '/api/verification/sms')?.body).toEqual({ action: 'request', phoneNumber: '(555) 123-4567', dateOfBirth: '1990-05-01' });
    const verify = within(screenCard).getByRole('button', { name: 'Verify' }) as HTMLButtonElement;
    fireEvent.change(code, { target: { value: '12ab3' } });
    expect(code.value).toBe('123');
    expect(verify.disabled).toBe(true);
    fireEvent.change(code, { target: { value: '123456' } });
    expect(verify.disabled).toBe(false);
    fireEvent.click(verify);
    expect(await toast(verificationMessages.codeWrong)).toBeTruthy();
    expect(screen.getByText(verificationMessages.verifyFailedTitle)).toBeTruthy();
    await waitFor(() => expect(code.value).toBe(''));
    expect(within(screenCard).getByRole('button', { name: 'Resend' })).toBeTruthy();
    fireEvent.click(within(screenCard).getByRole('button', { name: 'Back' }));
    expect(await within(screenCard).findByLabelText('Phone number')).toBeTruthy();
  }, 30_000);

  it('while verification is pending only the verification form shows, and success says so', async () => {
    const pending = dashboardFixture(0);
    pending.verification = { ...pending.verification, status: 'code_sent', pending: true, phoneLast4: '4567' };
    renderPage(pending, { 'POST /api/verification/sms': { body: { message: 'ok', verification: { ...pending.verification, status: 'verified', pending: false } } } });
    const card = await screen.findByTestId('sms-verification');
    expect(screen.queryByRole('tab')).toBeNull();
    expect(within(card).getByText(/ending in 4567/)).toBeTruthy();
    fireEvent.change(within(card).getByLabelText('Verification code'), { target: { value: '654321' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Verify' }));
    expect(await toast(verificationMessages.completed)).toBeTruthy();
  });

  it('Skip for Now tells the client it can be done later', async () => {
    renderPage(dashboardFixture(0), { 'POST /api/verification/sms': { body: { message: 'ok', verification: { ...dashboardFixture(0).verification, status: 'skipped' } } } });
    fireEvent.click(await screen.findByRole('button', { name: 'Skip for Now' }));
    expect(await toast(verificationMessages.skippedDetail)).toBeTruthy();
    expect(screen.getByText(verificationMessages.skipped)).toBeTruthy();
  });
});

// The whole form (twenty fields) renders and validates slowly in jsdom on a shared machine.
describe('Personal Information', () => {
  beforeEach(() => {
    localStorage.setItem('legal-agreement-accepted', 'true');
    localStorage.setItem('profileActiveTab', 'info');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    notifications.clean();
  });

  it('shows each field’s message for wrong input, then saves the right input and reads Update Profile', async () => {
    const api = renderPage(dashboardFixture(1, { profile: { ...dashboardFixture().profile, dateOfBirth: '1990-05-01' } }), {
      'PUT /api/profile': (call) => ({ body: { message: profileMessages.allSaved, profile: dashboardFixture(1).profile, client: { ...dashboardFixture(1).client, savedAt: '2026-11-21T10:00:00.000Z' } }, echo: call }),
    });
    const card = await screen.findByTestId('personal-info');
    expect(within(card).getByRole('heading', { name: profileMessages.cardTitle })).toBeTruthy();
    const set = (label: string, value: string) => fireEvent.change(within(card).getByLabelText(label, { exact: false }), { target: { value } });
    set('Full name', 'J');
    set('Active email', 'not-an-email');
    fireEvent.click(within(card).getByRole('button', { name: profileMessages.save }));
    for (const message of [
      profileMessages.nameRequired,
      profileMessages.invalidEmail,
      profileMessages.phoneRequired,
      profileMessages.streetRequired,
      profileMessages.zipRequired,
      profileMessages.identityIqUsernameRequired,
      profileMessages.identityIqPasswordRequired,
      profileMessages.annualIncomeRequired,
    ]) {
      expect(await within(card).findByText(message)).toBeTruthy();
    }
    expect(api.calls.some((c) => c.path === '/api/profile')).toBe(false);

    set('Full name', 'Jane Client');
    set('Active email', 'jane@example.com');
    set('Phone number', '5551234567');
    set('Street address', '1 Main St');
    set('City', 'Austin');
    set('State', 'TX');
    set('ZIP code', '73301');
    set('IdentityIQ username', 'jane.iq');
    set('IdentityIQ password', 'iq-secret-1');
    set('Annual income', '55,000');
    set('Employment status', 'Employed full-time');
    fireEvent.click(within(card).getByRole('button', { name: profileMessages.save }));
    await waitFor(() => expect(api.calls.some((c) => c.path === '/api/profile')).toBe(true), { timeout: 15_000 });
    expect(await toast(profileMessages.allSaved)).toBeTruthy();
    expect(api.calls.find((c) => c.path === '/api/profile')?.body).toMatchObject({ fullName: 'Jane Client', zipCode: '73301', identityIqPassword: 'iq-secret-1', annualIncome: '55,000', birthYear: '1990', birthMonth: '05', birthDay: '01' });
    expect(await within(card).findByRole('button', { name: profileMessages.update })).toBeTruthy();
  }, 60_000);

  it('requires the date of birth, and says why: step 2 needs it', async () => {
    const api = renderPage(dashboardFixture(1));
    const card = await screen.findByTestId('personal-info');
    const group = within(card).getByRole('group', { name: 'Date of birth' });
    expect(group.getAttribute('aria-describedby')).toBe('dob-reason');
    expect(within(card).getByText(profileMessages.dateOfBirthReason)).toBeTruthy();
    expect((within(group).getByLabelText(/Month/, { selector: 'input' }) as HTMLInputElement).required).toBe(true);
    fireEvent.click(within(card).getByRole('button', { name: profileMessages.save }));
    expect(await within(card).findByText(profileMessages.dateOfBirthRequired)).toBeTruthy();
    expect(api.calls.some((c) => c.path === '/api/profile')).toBe(false);
  }, 30_000);
  it('keeps previous addresses with their months, checked by the same rules as the server, and sends them with the profile', async () => {
    // The date of birth is saved already (the form requires it).
    const api = renderPage(dashboardFixture(1, { profile: { ...dashboardFixture().profile, dateOfBirth: '1990-05-01' } }), {
      'PUT /api/profile': (call) => ({ body: { message: profileMessages.allSaved, profile: dashboardFixture(1).profile, client: { ...dashboardFixture(1).client, savedAt: '2026-11-21T10:00:00.000Z' } }, echo: call }),
    });
    const card = await screen.findByTestId('personal-info');
    const set = (label: string, value: string) => fireEvent.change(within(card).getByLabelText(label, { exact: false }), { target: { value } });
    for (const [label, value] of [['Full name', 'Jane Client'], ['Active email', 'jane@example.com'], ['Phone number', '5551234567'], ['Street address', '1 Main St'], ['City', 'Austin'], ['State', 'TX'], ['ZIP code', '73301'], ['IdentityIQ username', 'jane.iq'], ['IdentityIQ password', 'iq-secret-1'], ['Annual income', '55,000'], ['Employment status', 'Employed full-time']] as const) set(label, value);
    fireEvent.click(within(card).getByRole('button', { name: profileMessages.addPreviousAddress }));
    const previous = await within(card).findByRole('group', { name: `${profileMessages.previousAddressesTitle} 1` });
    const setPrevious = (label: string, value: string) => fireEvent.change(within(previous).getByLabelText(label, { exact: false }), { target: { value } });
    setPrevious('Street address', '400 Elm Avenue');
    setPrevious('City', 'Waco');
    setPrevious('State', 'TX');
    setPrevious('ZIP code', '76701');
    setPrevious(profileMessages.movedIn, '2024-05');
    setPrevious(profileMessages.movedOut, '2023-01');
    fireEvent.click(within(card).getByRole('button', { name: profileMessages.save }));
    expect(await within(card).findByText('The move-out month must not be before the move-in month')).toBeTruthy();
    expect(api.calls.some((c) => c.path === '/api/profile')).toBe(false);
    setPrevious(profileMessages.movedOut, '2025-08');
    fireEvent.click(within(card).getByRole('button', { name: profileMessages.save }));
    await waitFor(() => expect(api.calls.some((c) => c.path === '/api/profile')).toBe(true), { timeout: 15_000 });
    expect(api.calls.find((c) => c.path === '/api/profile')?.body).toMatchObject({
      previousAddresses: [{ street: '400 Elm Avenue', city: 'Waco', state: 'TX', zipCode: '76701', from: '2024-05', to: '2025-08' }],
    });
  }, 60_000);

  it('a saved password is never prefilled: the field says one is saved and may stay blank', async () => {
    const fixture = dashboardFixture(1);
    fixture.client = { ...fixture.client, identityIqUsername: 'jane.iq', identityIqPasswordSaved: true, savedAt: '2026-11-21T10:00:00.000Z' };
    renderPage(fixture);
    const card = await screen.findByTestId('personal-info');
    expect((within(card).getByLabelText('IdentityIQ password', { exact: false }) as HTMLInputElement).value).toBe('');
    expect(within(card).getAllByText(profileMessages.passwordSaved).length).toBe(1);
    expect(within(card).getByRole('button', { name: profileMessages.update })).toBeTruthy();
  }, 30_000);
});

describe('the locked identity', () => {
  beforeEach(() => {
    localStorage.setItem('legal-agreement-accepted', 'true');
    localStorage.setItem('profileActiveTab', 'info');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    notifications.clean();
  });

  const identity = { fullName: 'Jane Q Client', dateOfBirth: '1988-04-12', street: '12 Main St', city: 'Springfield', state: 'IL', zipCode: '62701' };
  const locked = (changePending: boolean) => {
    const base = dashboardFixture(5);
    return dashboardFixture(5, { credit: { ...base.credit, subject: { ready: true, identity, missing: [], locked: true, changePending } } });
  };

  it('says the name, date of birth and address are locked after the first pull, and sends a change to staff review', async () => {
    const requested = { ...identity, street: '2 New St' };
    const api = renderPage(locked(false), {
      'POST /api/profile/identity-change': {
        status: 201,
        body: { review: { id: 'r1', userId: 'u1', kind: 'change_request', status: 'pending', createdAt: '2026-11-22T10:00:00.000Z', current: identity, requested, mismatches: [], reportId: null, decidedAt: null, reason: null } },
      },
    });
    const note = await screen.findByTestId('identity-locked');
    expect(note.textContent).toContain(identityMessages.identityLocked);
    fireEvent.click(within(note).getByRole('button', { name: 'Request a change' }));
    const form = await screen.findByTestId('identity-change-form');
    expect((within(form).getByLabelText(/Full name/) as HTMLInputElement).value).toBe('Jane Q Client');
    fireEvent.change(within(form).getByLabelText(/Street address/), { target: { value: '2 New St' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Send for review' }));
    expect(await toast(identityMessages.changeRequested)).toBeTruthy();
    expect(api.calls.find((c) => c.path === '/api/profile/identity-change')?.body).toEqual(requested);
  });

  it('shows a pending change instead of the button; nothing before the first pull', async () => {
    renderPage(locked(true));
    const note = await screen.findByTestId('identity-locked');
    expect(within(note).getByText(identityMessages.changePending)).toBeTruthy();
    expect(within(note).queryByRole('button', { name: 'Request a change' })).toBeNull();
  });
});
