import { describe, expect, it } from 'vitest';
import type { CreditFile } from '../../../lambdas/contract/credit.js';
import { compareIdentity, lockedFieldsChanged, splitName } from '../../../lambdas/domain/identity.js';

const IDENTITY = { fullName: 'Pat Q Typical', dateOfBirth: '1985-04-12', street: '1 Main Street', city: 'Austin', state: 'TX', zipCode: '78701' };
const ALL = ['equifax', 'experian', 'transunion'] as const;

function fileWith(personal: Partial<CreditFile['personal']>, outcomes: Partial<Record<(typeof ALL)[number], 'ok' | 'frozen'>> = {}): CreditFile {
  return {
    provider: 'test',
    providerReference: 'r',
    pulledAt: '2026-11-23T12:00:00.000Z',
    bureaus: ALL.map((bureau) => ({ bureau, outcome: outcomes[bureau] ?? 'ok' })),
    scores: [],
    tradelines: [],
    collections: [],
    inquiries: [],
    publicRecords: [],
    consumerStatements: [],
    personal: {
      names: [{ value: 'PAT TYPICAL', bureaus: [...ALL] }],
      addresses: [
        { street: '1 MAIN ST', city: 'AUSTIN', state: 'TX', zipCode: '78701', firstReported: null, bureaus: [...ALL] },
        { street: '9 OLD RD', city: 'DALLAS', state: 'TX', zipCode: '75201', firstReported: null, bureaus: ['experian'] },
      ],
      birthDates: [{ value: '1985-04-12', bureaus: [...ALL] }],
      employers: [],
      ssnLast4: [{ value: '3456', bureaus: [...ALL] }],
      ...personal,
    },
  };
}

describe('compareIdentity', () => {
  it('finds no mismatch when each bureau reports the client (middle initial, street abbreviations and an old address aside)', () => {
    expect(compareIdentity(fileWith({}), IDENTITY, '3456')).toEqual([]);
  });

  it('names each bureau and field that reports someone else', () => {
    const file = fileWith({
      names: [{ value: 'PAT TYPICAL', bureaus: ['equifax', 'transunion'] }, { value: 'MORGAN OTHERPERSON', bureaus: ['experian'] }],
      birthDates: [{ value: '1985-04-12', bureaus: ['equifax', 'experian'] }, { value: '1961-01-01', bureaus: ['transunion'] }],
      ssnLast4: [{ value: '3456', bureaus: ['equifax', 'transunion'] }, { value: '0000', bureaus: ['experian'] }],
      addresses: [{ street: '1 MAIN ST', city: 'AUSTIN', state: 'TX', zipCode: '78701', firstReported: null, bureaus: ['experian', 'transunion'] }, { street: '5 ELSEWHERE AVE', city: 'RENO', state: 'NV', zipCode: '89501', firstReported: null, bureaus: ['equifax'] }],
    });
    expect(compareIdentity(file, IDENTITY, '3456')).toEqual([
      { bureau: 'equifax', field: 'address' },
      { bureau: 'experian', field: 'name' },
      { bureau: 'experian', field: 'ssnLast4' },
      { bureau: 'transunion', field: 'dateOfBirth' },
    ]);
  });

  it('compares only what a bureau that returned a file reports', () => {
    const file = fileWith({ birthDates: [{ value: '1961-01-01', bureaus: ['equifax'] }], ssnLast4: undefined }, { equifax: 'frozen' });
    expect(compareIdentity(file, IDENTITY, '3456')).toEqual([]);
  });
});

describe('identity helpers', () => {
  it('splits the full name into the provider’s first and last name (the sandbox persona is the last)', () => {
    expect(splitName('Pat Q Typical')).toEqual({ firstName: 'Pat Q', lastName: 'Typical' });
    expect(splitName('Cher')).toEqual({ firstName: 'Cher', lastName: 'Cher' });
  });

  it('lists the locked fields a profile save would change, none before the lock', () => {
    expect(lockedFieldsChanged(null, { fullName: 'Someone Else' })).toEqual([]);
    expect(lockedFieldsChanged(IDENTITY, { ...IDENTITY, fullName: 'pat q typical' })).toEqual([]);
    expect(lockedFieldsChanged(IDENTITY, { ...IDENTITY, fullName: 'Someone Else', zipCode: '10001' })).toEqual(['fullName', 'zipCode']);
  });
});
