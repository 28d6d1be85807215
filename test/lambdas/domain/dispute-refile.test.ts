import { describe, expect, it } from 'vitest';
import { disputeMessages } from '../../../lambdas/contract/disputes.js';
import { refileRefusal, type NewDispute, type PriorDispute } from '../../../lambdas/domain/dispute-refile.js';

const prior = (over: Partial<PriorDispute> = {}): PriorDispute => ({
  accountKey: 'cap-1',
  accountName: 'CAPITAL ONE ····4821',
  status: 'in_progress',
  createdAt: '2026-11-02T10:00:00.000Z',
  items: [{ bureau: 'experian', result: null, respondedAt: null }],
  ...over,
});
const request = (over: Partial<NewDispute> = {}): NewDispute => ({ accountKey: 'cap-1', accountName: 'CAPITAL ONE ····4821', bureaus: ['experian'], newInformation: null, ...over });

describe('filing the same dispute again', () => {
  it('is refused at a bureau where a dispute about the same account is open, mailed or not', () => {
    expect(refileRefusal([prior()], request())).toBe(disputeMessages.alreadyOpen('CAPITAL ONE ····4821', 'Experian'));
    expect(refileRefusal([prior({ status: 'pending' })], request())).toBe(disputeMessages.alreadyOpen('CAPITAL ONE ····4821', 'Experian'));
    // New information does not open a second investigation beside the first.
    expect(refileRefusal([prior()], request({ newInformation: 'A statement.' }))).not.toBeNull();
  });

  it('lets through another bureau, another account, and a dispute closed without an answer', () => {
    expect(refileRefusal([prior()], request({ bureaus: ['equifax'] }))).toBeNull();
    expect(refileRefusal([prior()], request({ accountKey: 'other', accountName: 'OTHER' }))).toBeNull();
    expect(refileRefusal([prior({ status: 'rejected' })], request())).toBeNull();
  });

  it('matches a typed account by its name, case and spaces aside, when either has no report key', () => {
    expect(refileRefusal([prior({ accountKey: null })], request({ accountName: '  capital one   ····4821 ' }))).not.toBeNull();
    expect(refileRefusal([prior()], request({ accountKey: null, accountName: 'Capital One ····4821' }))).not.toBeNull();
  });

  it('asks for new information after the bureau’s latest answer was "verified" or "frivolous", not after "deleted"', () => {
    const answered = (result: 'verified' | 'frivolous' | 'deleted', respondedAt = '2026-11-30') => prior({ status: 'resolved', items: [{ bureau: 'experian', result, respondedAt }] });
    expect(refileRefusal([answered('verified')], request())).toBe(disputeMessages.verifiedNeedsNewInformation('CAPITAL ONE ····4821', 'Experian', 'verified', '2026-11-30'));
    expect(refileRefusal([answered('frivolous')], request())).toContain('"frivolous"');
    expect(refileRefusal([answered('verified')], request({ newInformation: 'My payoff letter of 3 March.' }))).toBeNull();
    expect(refileRefusal([answered('deleted')], request())).toBeNull();
    // The latest answer counts: verified in October, then updated in December.
    expect(refileRefusal([answered('verified', '2026-10-01'), prior({ status: 'resolved', items: [{ bureau: 'experian', result: 'updated', respondedAt: '2026-12-01' }] })], request())).toBeNull();
  });
});
