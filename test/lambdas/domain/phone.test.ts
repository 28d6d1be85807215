import { describe, expect, it } from 'vitest';
import { last4, normalizeUsPhone } from '../../../lambdas/domain/phone.js';

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
