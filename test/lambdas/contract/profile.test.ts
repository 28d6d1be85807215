import { describe, expect, it } from 'vitest';
import {
  birthYears,
  creditRepairOf,
  dateOfBirthOf,
  incomeCentsOf,
  profileFormSchema,
  profileFormSchemaFor,
  profileFormValues,
  type ProfileForm,
} from '../../../lambdas/contract/profile.js';

const valid: ProfileForm = {
  fullName: 'Pat Doe',
  email: 'pat@example.com',
  phoneNumber: '5551234567',
  birthMonth: '02',
  birthDay: '28',
  birthYear: '1990',
  street: '1 Main St',
  city: 'Austin',
  state: 'TX',
  zipCode: '78701',
  identityIqUsername: 'pat',
  identityIqPassword: 's3cret',
  annualIncome: '55,000',
  employmentStatus: 'employed',
};
const firstMessage = (input: unknown, schema = profileFormSchema) => {
  const r = schema.safeParse(input);
  return r.success ? undefined : r.error.issues[0]?.message;
};

describe('the personal-info form schema (spec section 5, verbatim)', () => {
  it('accepts a complete form', () => expect(profileFormSchema.safeParse(valid).success).toBe(true));

  it.each([
    ['fullName', 'P', 'Name is required'],
    ['email', 'not-an-email', 'Invalid email address'],
    ['phoneNumber', '555123', 'Phone number is required'],
    ['street', '', 'Street address is required'],
    ['city', '', 'City is required'],
    ['state', '', 'State is required'],
    ['zipCode', '7870', 'ZIP code is required'],
    ['identityIqUsername', '', 'IdentityIQ Username is required'],
    ['annualIncome', '', 'Annual income is required'],
    ['employmentStatus', '', 'Employment status is required'],
  ])('%s %j → %s', (field, value, message) => expect(firstMessage({ ...valid, [field]: value })).toBe(message));

  it('caps lengths', () => expect(firstMessage({ ...valid, additionalInfo: 'x'.repeat(2001) })).toBe('Please use at most 2000 characters'));

  it('date of birth: required (onboarding step 2 needs it), all three parts, and a real date in the offered years', () => {
    expect(firstMessage({ ...valid, birthMonth: '', birthDay: '', birthYear: '' })).toBe('Date of birth is required');
    expect(firstMessage({ ...valid, birthMonth: undefined, birthDay: undefined, birthYear: undefined })).toBe('Date of birth is required');
    expect(firstMessage({ ...valid, birthDay: '' })).toBe('Please choose the month, day and year of your birth');
    expect(firstMessage({ ...valid, birthDay: '30' })).toBe('Please choose a real date of birth');
    expect(firstMessage({ ...valid, birthYear: '1800' })).toBe('Please choose a real date of birth');
    expect(dateOfBirthOf(valid)).toBe('1990-02-28');
    expect(dateOfBirthOf({ birthMonth: '02' })).toBeNull();
  });

  it('offers the current year and the 99 before', () => {
    const years = birthYears(new Date('2026-06-01T00:00:00Z'));
    expect(years).toHaveLength(100);
    expect([years[0], years.at(-1)]).toEqual(['2026', '1927']);
  });

  it('the IdentityIQ password may be blank only when one is saved', () => {
    const blank = { ...valid, identityIqPassword: '' };
    expect(profileFormSchema.safeParse(blank).success).toBe(true);
    expect(firstMessage(blank, profileFormSchemaFor({ identityIqPasswordSaved: false }))).toBe('IdentityIQ Password is required');
    expect(profileFormSchemaFor({ identityIqPasswordSaved: true }).safeParse(blank).success).toBe(true);
  });

  it('income is dollars to integer cents, 0 when not numeric; credit repair is yes in any case', () => {
    expect(incomeCentsOf('55,000')).toBe(5_500_000);
    expect(incomeCentsOf('$72000.50')).toBe(7_200_050);
    expect(incomeCentsOf('lots')).toBe(0);
    expect(creditRepairOf('YES')).toBe(true);
    expect(creditRepairOf(' yes ')).toBe(true);
    expect(creditRepairOf('no')).toBe(false);
    expect(creditRepairOf(undefined)).toBe(false);
  });

  it('starts the form from what is saved, passwords blank', () => {
    const values = profileFormValues(
      { fullName: 'Pat', email: 'c@x.com', signInEmail: 's@x.com', phoneNumber: null, dateOfBirth: '1990-02-28', street: null, city: null, state: null, zipCode: null },
      {
        identityIqUsername: 'pat',
        identityIqPasswordSaved: true,
        creditKarmaUsername: null,
        creditKarmaPasswordSaved: false,
        creditRepair: true,
        annualIncomeCents: 5_500_000,
        employmentStatus: 'employed',
        employerName: null,
        jobTitle: null,
        additionalInfo: null,
        savedAt: null,
      },
    );
    expect(values).toMatchObject({ email: 'c@x.com', birthYear: '1990', birthMonth: '02', birthDay: '28', identityIqPassword: '', creditRepair: 'yes', annualIncome: '55000' });
  });
});
