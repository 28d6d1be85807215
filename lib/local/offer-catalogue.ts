import type { CatalogueOffer, OfferInput, OfferRequirements } from '../../lambdas/contract/offers.js';
import type { Deps } from '../../lambdas/composition/deps.js';

/**
 * The local stack's offer catalogue: realistic offers from FICTIONAL issuers (no such bank or card exists;
 * the links go to example.com). Admins edit it at /admin, Offers. The spec's four samples (670+, 580+,
 * no history, 660+) are among them, with the requirements written out so that matching can check them.
 */
const fictional = 'Sandbox offer from a fictional issuer: no application is made anywhere.';
const none: OfferRequirements = { minScore: null, scoreModel: null, minAnnualIncomeCents: null, purposes: [], states: [] };

export const SANDBOX_OFFERS: readonly (OfferInput & { id: string })[] = [
  {
    id: 'sandbox-summit-travel',
    title: 'Summit Voyager Rewards Card',
    provider: 'Summit Peak Bank',
    type: 'credit_card',
    reward: '3x points on travel and dining',
    description: 'A premium travel card: points on flights, hotels and restaurants, no foreign transaction fees.',
    requirements: '670+ credit score, $40,000+ income',
    features: ['60,000 bonus points after $4,000 spent in 3 months', 'No foreign transaction fees', '$95 annual fee'],
    criteria: { ...none, minScore: 670, scoreModel: 'FICO Score 8', minAnnualIncomeCents: 4_000_000, purposes: ['travel'] },
    link: 'https://example.com/offers/summit-voyager',
    disclosure: `Variable APR 21.24%-28.24%. Annual fee $95. ${fictional}`,
  },
  {
    id: 'sandbox-lumen-cashback',
    title: 'Lumen Everyday Cash Card',
    provider: 'Lumen Financial',
    type: 'credit_card',
    reward: '2% cash back on every purchase',
    description: 'Flat cash back with no categories to track and no annual fee.',
    requirements: '580+ credit score',
    features: ['No annual fee', 'Cash back never expires', 'Free monthly score updates'],
    criteria: { ...none, minScore: 580, scoreModel: 'VantageScore 3.0', purposes: ['cashback'] },
    link: 'https://example.com/offers/lumen-everyday-cash',
    disclosure: `Variable APR 24.49%-31.49%. No annual fee. ${fictional}`,
  },
  {
    id: 'sandbox-meridian-transfer',
    title: 'Meridian Balance Transfer Card',
    provider: 'Meridian Trust',
    type: 'credit_card',
    reward: '0% intro APR on balance transfers for 18 months',
    description: 'Move higher-rate balances and pay them down without interest during the intro period.',
    requirements: '680+ credit score, $30,000+ income',
    features: ['0% intro APR for 18 months on transfers', '3% balance transfer fee', 'No annual fee'],
    criteria: { ...none, minScore: 680, scoreModel: null, minAnnualIncomeCents: 3_000_000, purposes: ['balance_transfer'] },
    link: 'https://example.com/offers/meridian-transfer',
    disclosure: `After the intro period, variable APR 19.99%-29.99%. Balance transfer fee 3% (min $5). ${fictional}`,
  },
  {
    id: 'sandbox-harbor-secured',
    title: 'Harbor Secured Card',
    provider: 'Harbor Community Bank',
    type: 'secured_card',
    reward: 'Build credit with a refundable deposit',
    description: 'Your deposit sets your limit; on-time payments are reported to all three bureaus.',
    requirements: 'No credit history required',
    features: ['$200 minimum refundable deposit', 'Reports to Equifax, Experian and TransUnion', 'Reviewed for an unsecured card after 7 months'],
    criteria: { ...none, purposes: ['credit_building'] },
    link: 'https://example.com/offers/harbor-secured',
    disclosure: `Variable APR 27.99%. No annual fee. Deposit refundable when the account is closed or upgraded. ${fictional}`,
  },
  {
    id: 'sandbox-keystone-builder',
    title: 'Keystone Credit Builder Loan',
    provider: 'Keystone Credit Union',
    type: 'credit_builder_loan',
    reward: 'Save $1,000 while building payment history',
    description: 'The loan is held in a savings account while you repay it; you receive the money at the end.',
    requirements: 'No credit history required, $12,000+ income',
    features: ['$1,000 over 12 months', 'Payments reported to all three bureaus', 'No hard inquiry'],
    criteria: { ...none, minAnnualIncomeCents: 1_200_000 },
    link: 'https://example.com/offers/keystone-builder',
    disclosure: `APR 15.92%. $25 administrative fee. ${fictional}`,
  },
  {
    id: 'sandbox-pine-personal',
    title: 'Pine Valley Personal Loan',
    provider: 'Pine Valley Lending',
    type: 'personal_loan',
    reward: 'Fixed rates from 8.99% APR',
    description: 'Borrow $2,000 to $40,000 for debt consolidation or a large purchase, with one fixed monthly payment.',
    requirements: '660+ credit score, $35,000+ income',
    features: ['Terms of 24 to 60 months', 'No prepayment penalty', 'Funds as soon as the next business day'],
    criteria: { ...none, minScore: 660, minAnnualIncomeCents: 3_500_000 },
    link: 'https://example.com/offers/pine-valley-personal',
    disclosure: `APR 8.99%-35.99%. Origination fee 0%-8%. ${fictional}`,
  },
  {
    id: 'sandbox-bayview-personal',
    title: 'Bayview Member Personal Loan',
    provider: 'Bayview Federal Credit Union',
    type: 'personal_loan',
    reward: 'Member rates from 10.49% APR',
    description: 'A West Coast credit union loan of $1,000 to $15,000, with membership included.',
    requirements: '620+ credit score, CA, OR or WA residents',
    features: ['No origination fee', 'Terms of 12 to 48 months', 'Membership included'],
    criteria: { ...none, minScore: 620, states: ['CA', 'OR', 'WA'] },
    link: 'https://example.com/offers/bayview-personal',
    disclosure: `APR 10.49%-17.99%. ${fictional}`,
  },
  {
    id: 'sandbox-fresh-start',
    title: 'Fresh Start Credit Card',
    provider: 'Northline Bank',
    type: 'credit_card',
    reward: '1% cash back on payments',
    description: 'An unsecured starter card for fair credit, with a limit review after six on-time payments.',
    requirements: '550+ credit score',
    features: ['$300 to $1,000 starting limit', 'Automatic limit review at 6 months', '$39 annual fee'],
    criteria: { ...none, minScore: 550, purposes: ['credit_building', 'cashback'] },
    link: 'https://example.com/offers/fresh-start',
    disclosure: `Variable APR 29.99%. Annual fee $39. ${fictional}`,
  },
];

/** Adds each sandbox offer that is missing (by its fixed id); an admin's edits and retirements are kept. */
export async function seedOfferCatalogue(deps: Pick<Deps, 'offers' | 'now'>): Promise<number> {
  let added = 0;
  for (const input of SANDBOX_OFFERS) {
    if (await deps.offers.get(input.id)) continue;
    const now = deps.now().toISOString();
    const offer: CatalogueOffer = { ...input, status: 'active', createdAt: now, updatedAt: now, retiredAt: null };
    await deps.offers.create(offer);
    added++;
  }
  return added;
}
