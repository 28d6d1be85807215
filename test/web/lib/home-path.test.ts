import { afterEach, describe, expect, it } from 'vitest';
import { paths } from '../../../web/src/config/paths';
import { homePathFor } from '../../../web/src/lib/home-path';
import { loginAllowed, nextPathAfterLogin } from '../../../web/src/features/auth/post-login';
import { storage, storageKeys } from '../../../web/src/lib/storage';

describe('where a signed-in user lands', () => {
  afterEach(() => localStorage.clear());

  it('sends clients to their profile, staff to the admin area and partners (pending too) to their dashboard', () => {
    expect(homePathFor(['client'])).toBe(paths.profile);
    expect(homePathFor(['admin'])).toBe(paths.admin);
    expect(homePathFor(['employee'])).toBe(paths.admin);
    expect(homePathFor(['partner'])).toBe(paths.partnerDashboard);
    expect(homePathFor(['partner_pending'])).toBe(paths.partnerDashboard);
    expect(homePathFor(['affiliate'])).toBe(paths.partnerDashboard);
  });

  it('lets a stored same-site redirect win, once', () => {
    storage.set(storageKeys.redirectUrl, '/payment-required?plan=total');
    expect(nextPathAfterLogin(['admin'])).toBe('/payment-required?plan=total');
    expect(nextPathAfterLogin(['admin'])).toBe(paths.admin);
    storage.set(storageKeys.redirectUrl, '//evil.example/');
    expect(nextPathAfterLogin(['partner'])).toBe(paths.partnerDashboard);
  });

  it('keeps clients out of the partner login and partners out of the clients’ one', () => {
    expect(loginAllowed(['client'], true)).toBe(false);
    expect(loginAllowed(['partner_pending'], true)).toBe(true);
    expect(loginAllowed(['partner'], false)).toBe(false);
    expect(loginAllowed(['employee'], false)).toBe(true);
  });
});
