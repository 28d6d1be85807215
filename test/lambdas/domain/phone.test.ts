import { describe, expect, it } from 'vitest';
import { last4, normalizeUsPhone, smsAllowed } from '../../../lambdas/domain/phone.js';

describe('normalizeUsPhone (E.164, US)', () => {
  it.each([
    ['(555) 123-4567', '+15551234567'],
    ['555-123-4567', '+15551234567'],
    ['555.123.4567', '+15551234567'],
    ['5551234567', '+15551234567'],
    ['1 555 123 4567', '+15551234567'],
    ['+1 (212) 555-0100', '+12125550100'],
  ])('%s → %s', (input, e164) => expect(normalizeUsPhone(input)).toBe(e164));

  it.each([
    ['', 'empty'],
    ['555123456', '9 digits'],
    ['255512345678', '12 digits'],
    ['+44 20 7946 0958', 'another country'],
    ['055-123-4567', 'area code starting with 0'],
    ['155-123-4567', 'area code starting with 1 (10 digits)'],
    ['911-123-4567', 'an N11 service code'],
    ['555-CALL-NOW', 'letters'],
  ])('refuses %s (%s)', (input) => expect(normalizeUsPhone(input)).toBeUndefined());

  it('shows only the last four digits', () => expect(last4('+15551234567')).toBe('4567'));
});

describe('smsAllowed: verification texts go only to US subscribers', () => {
  it.each([
    ['+12125550100', 'New York'],
    ['+14155550199', 'San Francisco'],
    ['+17875550100', 'Puerto Rico, a US territory'],
    ['+13405550100', 'the US Virgin Islands'],
    ['+16715550100', 'Guam'],
    ['+15551234567', 'the fictional 555'],
  ])('allows %s (%s)', (e164) => expect(smsAllowed(e164)).toBe(true));

  it.each([
    ['+18765550100', 'Jamaica'],
    ['+18095550100', 'the Dominican Republic'],
    ['+12425550100', 'the Bahamas'],
    ['+12845550100', 'the British Virgin Islands'],
    ['+14415550100', 'Bermuda'],
    ['+14165550100', 'Toronto'],
    ['+19005550100', 'premium-rate 900'],
    ['+19765550100', 'premium-rate 976'],
    ['+18005550100', 'toll-free 800'],
    ['+18885550100', 'toll-free 888'],
    ['+15005550100', 'personal-communications 500'],
    ['+442079460958', 'not +1 at all'],
  ])('refuses %s (%s)', (e164) => expect(smsAllowed(e164)).toBe(false));
});
