/**
 * US phone numbers to E.164 (issue 13 item 4). libphonenumber-js is not installed; US numbers are
 * simple enough: 10 digits (the area code starts with 2-9), or 11 starting with the
 * country code 1, with any punctuation, spaces or a leading +.
 */
export function normalizeUsPhone(input: string): string | undefined {
  const trimmed = input.trim();
  if (!/^\+?[\d\s().-]+$/.test(trimmed)) return undefined;
  let digits = trimmed.replace(/\D/g, '');
  if (trimmed.startsWith('+') && !digits.startsWith('1')) return undefined;
  if (digits.length === 11 && digits.startsWith('1')) digits = digits.slice(1);
  if (digits.length !== 10) return undefined;
  // NANP area codes start with 2-9, and N11 codes (411, 911) are services, not areas.
  if (!/^[2-9]\d{9}$/.test(digits) || /^\d11/.test(digits)) return undefined;
  return `+1${digits}`;
}

/** The last four digits, for showing which number a code went to without repeating all of it. */
export const last4 = (e164: string): string => e164.slice(-4);
