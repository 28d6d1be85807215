/**
 * US phone numbers to E.164. libphonenumber-js is not installed; US numbers are simple enough: 10 digits (the area code starts with 2-9), or 11 starting with the
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

/**
 * Area codes of the North American Numbering Plan that are not the United States: the Caribbean nations and
 * Bermuda (a "+1" text there is an international, often fraud-priced, message: the classic SMS-pumping
 * target) and Canada. US territories (Puerto Rico, the Virgin Islands, Guam, the Northern Marianas, American
 * Samoa) are the US and stay. Source: NANPA's area code list, checked 2026-11-28 (docs/security.md).
 */
const NANP_ABROAD = new Set([
  // The Caribbean and Bermuda.
  '242', '246', '264', '268', '284', '345', '441', '473', '649', '658', '664', '721', '758', '767', '784', '809', '829', '849', '868', '869', '876',
  // Canada.
  '204', '226', '236', '249', '250', '257', '263', '289', '306', '343', '354', '365', '367', '368', '382', '387', '403', '416', '418', '428', '431',
  '437', '438', '450', '460', '468', '474', '506', '514', '519', '548', '579', '581', '584', '587', '604', '613', '639', '647', '672', '683', '705',
  '709', '742', '753', '778', '780', '782', '807', '819', '825', '867', '873', '879', '902', '905', '942',
]);

/**
 * Codes that reach no one's own phone: premium-rate (900, 976), toll-free (8XX: their owner pays to receive),
 * personal-communications (5XX "easily recognisable" codes, but not 555, which tests use as fiction), and
 * the non-geographic service codes (456, 600, 700, 710, 880-889).
 */
const NOT_A_SUBSCRIBER = new Set([
  '900', '976', '800', '833', '844', '855', '866', '877', '888',
  '500', '521', '522', '523', '524', '525', '526', '527', '528', '529', '531', '532', '533', '544', '566', '577', '588',
  '456', '600', '700', '710', '880', '881', '882', '883', '884', '885', '886', '887', '889',
]);

/**
 * Whether a verification text may go to this E.164 number: a US subscriber's number, never a Caribbean or
 * Canadian "+1" number nor a premium-rate, toll-free or service code. (SNS's own country rule says the same in AWS.)
 */
export function smsAllowed(e164: string): boolean {
  const area = /^\+1(\d{3})\d{7}$/.exec(e164)?.[1];
  return area !== undefined && !NANP_ABROAD.has(area) && !NOT_A_SUBSCRIBER.has(area);
}

/** The last four digits, for showing which number a code went to without repeating all of it. */
export const last4 = (e164: string): string => e164.slice(-4);
