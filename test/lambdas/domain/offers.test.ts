import { describe, expect, it } from 'vitest';
import type { CreditReportView } from '../../../lambdas/contract/credit.js';
import type { CatalogueOffer, OfferRequirements } from '../../../lambdas/contract/offers.js';
import { matchOffer, matchOffers, NO_ANSWERS, scoreFor, scoresOf, stateCodeOf, type MatchAnswers, type ScoreOnFile } from '../../../lambdas/domain/offers.js';

const anyone: OfferRequirements = { minScore: null, scoreModel: null, minAnnualIncomeCents: null, purposes: [], states: [] };
const offer = (criteria: Partial<OfferRequirements>, extra: Partial<CatalogueOffer> = {}): CatalogueOffer => ({
  id: 'o1',
  title: 'Test Card',
  provider: 'Test Bank',
  type: 'credit_card',
  reward: '2% cash back',
  description: 'A card.',
  requirements: '670+',
  features: ['No annual fee'],
  criteria: { ...anyone, ...criteria },
  link: 'https://example.com/o1',
  disclosure: 'APR 20%.',
  status: 'active',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  retiredAt: null,
  ...extra,
});
const file: ScoreOnFile[] = [
  { bureau: 'experian', model: 'VantageScore 3.0', value: 684 },
  { bureau: 'equifax', model: 'FICO Score 8', value: 702 },
];
const answers = (a: Partial<MatchAnswers>): MatchAnswers => ({ cardPurpose: 'cashback', annualIncomeCents: 5_000_000, state: 'CA', ...a });
const matches = (o: CatalogueOffer, scores: ScoreOnFile[], a: MatchAnswers) => matchOffer(o, scores, a) !== undefined;

describe('the score requirement', () => {
  const o = offer({ minScore: 680, scoreModel: 'VantageScore 3.0' });

  it('is checked against the score in its model and says which one', () => {
    expect(matchOffer(o, file, answers({}))?.reasons).toEqual(['Because your Experian VantageScore 3.0 is 684']);
  });

  it('excludes exactly the files below the minimum', () => {
    expect(matches(o, [{ bureau: 'experian', model: 'VantageScore 3.0', value: 680 }], answers({}))).toBe(true);
    expect(matches(o, [{ bureau: 'experian', model: 'VantageScore 3.0', value: 679 }], answers({}))).toBe(false);
    // A higher score in another model does not stand in when the file has the offer's model.
    expect(matches(o, [{ bureau: 'experian', model: 'VantageScore 3.0', value: 679 }, { bureau: 'equifax', model: 'FICO Score 8', value: 800 }], answers({}))).toBe(false);
  });

  it('falls back to any model when the file has none in the offer\'s, taking the best', () => {
    expect(scoreFor(file, 'FICO Score 9')).toEqual({ bureau: 'equifax', model: 'FICO Score 8', value: 702 });
    expect(matchOffer(offer({ minScore: 700, scoreModel: 'FICO Score 9' }), file, answers({}))?.reasons).toEqual(['Because your Equifax FICO Score 8 is 702']);
  });

  it('is not met without a score (no pull, or no bureau scored the file)', () => {
    expect(matches(o, [], answers({}))).toBe(false);
    expect(matchOffer(offer({}), [], answers({}))?.reasons).toEqual(['No minimum credit score is required']);
  });
});

describe('the income requirement', () => {
  const o = offer({ minAnnualIncomeCents: 3_000_000 });
  it('excludes exactly the incomes below it, and an unknown income', () => {
    expect(matchOffer(o, file, answers({ annualIncomeCents: 3_000_000 }))?.reasons).toContain('Your income of $30,000 meets the minimum');
    expect(matches(o, file, answers({ annualIncomeCents: 2_999_999 }))).toBe(false);
    expect(matches(o, file, answers({ annualIncomeCents: null }))).toBe(false);
  });
  it('asks nothing of an offer without one', () => {
    expect(matches(offer({}), file, answers({ annualIncomeCents: null }))).toBe(true);
  });
});

describe('the purpose requirement', () => {
  const o = offer({ purposes: ['travel', 'balance_transfer'] });
  it('excludes exactly the other purposes', () => {
    expect(matchOffer(o, file, answers({ cardPurpose: 'travel' }))?.reasons).toContain('It is made for travel rewards');
    expect(matches(o, file, answers({ cardPurpose: 'balance_transfer' }))).toBe(true);
    expect(matches(o, file, answers({ cardPurpose: 'cashback' }))).toBe(false);
    expect(matches(o, file, answers({ cardPurpose: 'credit_building' }))).toBe(false);
  });
  it('excludes nothing when no purpose was chosen (the field is optional)', () => {
    expect(matches(o, file, answers({ cardPurpose: null }))).toBe(true);
  });
});

describe('the states requirement', () => {
  const o = offer({ states: ['CA', 'OR'] });
  it('excludes exactly the other states, and an unknown state', () => {
    expect(matchOffer(o, file, answers({ state: 'OR' }))?.reasons).toContain('It is available in Oregon');
    expect(matches(o, file, answers({ state: 'NY' }))).toBe(false);
    expect(matches(o, file, answers({ state: null }))).toBe(false);
    expect(matches(offer({}), file, answers({ state: null }))).toBe(true);
  });
});

describe('the badge', () => {
  it('says "Matches your profile", never "Pre-Approved", without an issuer\'s pre-qualification', () => {
    const matched = matchOffers([offer({}), offer({ minScore: 600 }, { id: 'o2' })], file, answers({}));
    expect(matched).toHaveLength(2);
    for (const m of matched) {
      expect(m).toMatchObject({ badge: 'Matches your profile', preQualified: false });
      expect(JSON.stringify(m)).not.toMatch(/pre-?approved/i);
    }
  });
  it('says "Pre-Approved" only on the offer the issuer pre-qualified', () => {
    const matched = matchOffers([offer({}), offer({}, { id: 'o2', title: 'Other' })], file, answers({}), new Set(['o2']));
    expect(matched.map((m) => [m.id, m.badge, m.preQualified])).toEqual([
      ['o2', 'Pre-Approved', true],
      ['o1', 'Matches your profile', false],
    ]);
  });
});

describe('the list', () => {
  it('leaves out retired offers and orders the most demanding first', () => {
    const list = matchOffers(
      [offer({}, { id: 'a', title: 'A' }), offer({ minScore: 650 }, { id: 'b', title: 'B' }), offer({ minScore: 690 }, { id: 'c', title: 'C', status: 'retired' }), offer({ minScore: 800 }, { id: 'd', title: 'D' })],
      file,
      NO_ANSWERS,
    );
    expect(list.map((o) => o.id)).toEqual(['b', 'a']);
  });

  it('carries the spec\'s fields and the disclosure, never the link or the criteria', () => {
    const m = matchOffer(offer({}), file, NO_ANSWERS)!;
    expect(Object.keys(m).sort()).toEqual(['badge', 'badgeColor', 'description', 'disclosure', 'features', 'id', 'preQualified', 'provider', 'reasons', 'requirements', 'reward', 'title', 'type']);
  });
});

describe('reading the file and the profile', () => {
  it('takes one score per bureau that gave one', () => {
    const view = {
      bureaus: [
        { bureau: 'experian', score: { model: 'VantageScore 3.0', value: 684, min: 300, max: 850 } },
        { bureau: 'equifax', score: null },
      ],
    } as unknown as CreditReportView;
    expect(scoresOf(view)).toEqual([{ bureau: 'experian', model: 'VantageScore 3.0', value: 684 }]);
    expect(scoresOf(undefined)).toEqual([]);
  });
  it('reads a free-text state as its USPS code', () => {
    expect([stateCodeOf('ca'), stateCodeOf(' California '), stateCodeOf('Narnia'), stateCodeOf(null)]).toEqual(['CA', 'CA', null, null]);
  });
});
