// A namespace import, not `import { z }`: esbuild then keeps only the zod functions used (docs/decisions.md).
import * as z from 'zod';
import { pathId } from './ids.js';

/**
 * Card and loan offers matched to the client's credit file (docs/offers.md). The original showed four
 * canned offers and, after a 12-second timer, one "Pre-Approved" offer; the FTC fined Credit Karma $3M in
 * 2022 for exactly such claims. Here staff keep a catalogue, lambdas/domain/offers.ts matches it against the
 * latest pull's score and the intake answers and says why, and "Pre-Approved" appears only where an issuer
 * has pre-qualified the client (no issuer does in the sandbox). Money is integer cents. docs/offers.md.
 */

const instant = z.iso.datetime();
const cents = z.number().int().nonnegative();

export const OFFER_TYPES = ['credit_card', 'secured_card', 'credit_builder_loan', 'personal_loan'] as const;
export const offerType = z.enum(OFFER_TYPES);
export type OfferType = (typeof OFFER_TYPES)[number];
export const offerTypeLabels: Record<OfferType, string> = {
  credit_card: 'Credit Card',
  secured_card: 'Secured Credit Card',
  credit_builder_loan: 'Credit Builder Loan',
  personal_loan: 'Personal Loan',
};

/** The intake form's card purposes (spec section 3). */
export const CARD_PURPOSES = ['travel', 'cashback', 'balance_transfer', 'credit_building'] as const;
export const cardPurpose = z.enum(CARD_PURPOSES);
export type CardPurpose = (typeof CARD_PURPOSES)[number];
export const cardPurposeLabels: Record<CardPurpose, string> = {
  travel: 'Travel rewards',
  cashback: 'Cash back',
  balance_transfer: 'Balance transfer',
  credit_building: 'Building credit',
};

export const OFFER_STATUSES = ['active', 'retired'] as const;
export type OfferStatus = (typeof OFFER_STATUSES)[number];

/** The scoring models a requirement may name (the sandbox bureau reports VantageScore 3.0; real files may carry FICO). */
export const SCORE_MODELS = ['VantageScore 3.0', 'VantageScore 4.0', 'FICO Score 8', 'FICO Score 9'] as const;

/** The states, DC and the territories by USPS code (the requirement's states and the form's state). */
export const US_STATE_NAMES = {
  AL: 'Alabama', AK: 'Alaska', AZ: 'Arizona', AR: 'Arkansas', CA: 'California', CO: 'Colorado', CT: 'Connecticut', DE: 'Delaware',
  DC: 'District of Columbia', FL: 'Florida', GA: 'Georgia', HI: 'Hawaii', ID: 'Idaho', IL: 'Illinois', IN: 'Indiana', IA: 'Iowa',
  KS: 'Kansas', KY: 'Kentucky', LA: 'Louisiana', ME: 'Maine', MD: 'Maryland', MA: 'Massachusetts', MI: 'Michigan', MN: 'Minnesota',
  MS: 'Mississippi', MO: 'Missouri', MT: 'Montana', NE: 'Nebraska', NV: 'Nevada', NH: 'New Hampshire', NJ: 'New Jersey',
  NM: 'New Mexico', NY: 'New York', NC: 'North Carolina', ND: 'North Dakota', OH: 'Ohio', OK: 'Oklahoma', OR: 'Oregon',
  PA: 'Pennsylvania', RI: 'Rhode Island', SC: 'South Carolina', SD: 'South Dakota', TN: 'Tennessee', TX: 'Texas', UT: 'Utah',
  VT: 'Vermont', VA: 'Virginia', WA: 'Washington', WV: 'West Virginia', WI: 'Wisconsin', WY: 'Wyoming', AS: 'American Samoa',
  GU: 'Guam', MP: 'Northern Mariana Islands', PR: 'Puerto Rico', VI: 'U.S. Virgin Islands',
} as const;
export type UsState = keyof typeof US_STATE_NAMES;
export const US_STATE_CODES = Object.keys(US_STATE_NAMES) as [UsState, ...UsState[]];
export const usState = z.enum(US_STATE_CODES);

export const offersMessages = {
  // Spec, word for word.
  introTitle: 'Personalized Offers',
  seeMyOffers: 'See My Offers',
  loading: 'Finding Your Best Offers',
  applyNow: 'Apply Now',
  learnMore: 'Learn More',
  moreOptions: 'More Options',
  betterCreditTitle: 'Better Credit = Better Offers',
  viewTips: 'View Credit Improvement Tips',
  somethingWentWrong: 'Something went wrong. Please try again.',
  failed: 'Failed to get offers. Please try again.',
  annualIncomeRequired: 'Annual income is required',
  phoneRequired: 'Valid phone number is required',
  dateOfBirthRequired: 'Date of birth is required',
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  addressRequired: 'Address is required',
  cityRequired: 'City is required',
  stateRequired: 'State is required',
  zipRequired: 'Valid zip code is required',
  emailRequired: 'Valid email is required',
  consentRequired: 'You must agree to proceed',
  // Ours (the spec's offers were canned; these say what the matched ones are).
  intro:
    'Answer a few questions and we will match card and loan offers to your latest credit report. Matching is done by us and does not affect your credit score.',
  formTitle: 'Find offers that match your profile',
  formSubmit: 'Find My Offers',
  formPrivacy:
    'We use only your income, state and card purpose to match offers, and we do not store them. No issuer receives your details unless you apply on its site.',
  consentLabel: 'I agree that my answers are used to match offers to my profile.',
  loadingDetail: 'Comparing the offers we carry with your latest credit report and your answers.',
  matchesBadge: 'Matches your profile',
  preApprovedBadge: 'Pre-Approved',
  yourMatches: 'Offers that match your profile',
  defaultMatches: 'Offers your latest credit report qualifies for',
  noMatches: 'No offer we carry matches your profile yet. Improving your credit opens more of them.',
  noReport: 'Get your credit report on the Credit Tools tab to see the offers your file qualifies for.',
  whyMatched: 'Why this matches',
  betterCreditText: 'Higher scores qualify for lower rates and better rewards. Your action plan shows what to work on first.',
  advertiserDisclosureTitle: 'Advertiser disclosure',
  advertiserDisclosure:
    'We may be paid by the issuers of the offers shown here when you are approved for one of them; we are never paid for showing an offer or for a click. Payment does not change which offers match you: only your credit report and your answers do. We do not carry every offer on the market.',
  sandboxNotice: 'Sandbox: these issuers and offers are fictional. Their links lead to example pages.',
  requirementsLabel: 'Requirements',
  featuresLabel: 'Features',
  offerNotFound: 'Offer not found',
  // Reasons for a match.
  becauseScore: (bureau: string, model: string, score: number) => `Because your ${bureau} ${model} is ${score}`,
  becauseNoScoreNeeded: 'No minimum credit score is required',
  becauseIncome: (income: string) => `Your income of ${income} meets the minimum`,
  becausePurpose: (purpose: string) => `It is made for ${purpose.toLowerCase()}`,
  becauseState: (state: string) => `It is available in ${state}`,
  // Admin.
  adminTab: 'Offers',
  adminAdd: 'Add offer',
  adminEdit: 'Edit offer',
  adminRetire: 'Retire',
  adminRetireConfirm: 'Retiring an offer stops it from matching any client. It stays in the catalogue, retired.',
  adminSaved: 'The offer was saved.',
  adminRetired: 'The offer was retired.',
  alreadyRetired: 'This offer is already retired.',
  linkHttps: 'The link must be an https:// address',
  titleRequired: 'Title is required',
  providerRequired: 'Provider is required',
  rewardRequired: 'Reward is required',
  descriptionRequired: 'Description is required',
  requirementsRequired: 'Requirements are required',
  disclosureRequired: 'Disclosure is required',
  featureRequired: 'A feature cannot be empty',
  scoreRange: 'A score is between 300 and 850',
  incomeFormat: 'Enter an amount in dollars, or leave it blank',
  tooLong: (max: number) => `At most ${max} characters`,
} as const;

const text = (max: number, message: string) => z.string().trim().min(1, message).max(max, offersMessages.tooLong(max));

/** What an offer asks of the client; an empty list or a null means "any". */
export const offerRequirements = z.object({
  /** Minimum score, by `scoreModel` when set, else by any model the file carries. */
  minScore: z.number().int().min(300, offersMessages.scoreRange).max(850, offersMessages.scoreRange).nullable(),
  scoreModel: z.enum(SCORE_MODELS).nullable(),
  minAnnualIncomeCents: cents.nullable(),
  /** The card purposes it serves; empty: any (a loan serves none in particular). */
  purposes: z.array(cardPurpose).max(CARD_PURPOSES.length),
  /** Where it is offered; empty: every state. */
  states: z.array(usState).max(US_STATE_CODES.length),
});
export type OfferRequirements = z.infer<typeof offerRequirements>;

/** An https link (an issuer's page): the web opens it in a new tab. */
const httpsLink = z
  .string()
  .trim()
  .max(2000, offersMessages.tooLong(2000))
  .pipe(z.url({ protocol: /^https$/, message: offersMessages.linkHttps }));

/** What an admin writes: the spec's fields (the badge is ours to compute, never theirs to claim). */
export const offerInput = z.object({
  title: text(120, offersMessages.titleRequired),
  provider: text(120, offersMessages.providerRequired),
  type: offerType,
  reward: text(200, offersMessages.rewardRequired),
  description: text(1000, offersMessages.descriptionRequired),
  /** The requirements as the card shows them ('670+ credit score'); matching reads `criteria`. */
  requirements: text(200, offersMessages.requirementsRequired),
  features: z.array(text(200, offersMessages.featureRequired)).max(10),
  criteria: offerRequirements,
  link: httpsLink,
  /** The issuer's terms in brief (rates, fees), shown under the card. */
  disclosure: text(2000, offersMessages.disclosureRequired),
});
export type OfferInput = z.infer<typeof offerInput>;

/** A catalogue entry. It has no `preQualified`: only an issuer's pre-qualification of one client can say that. */
export const catalogueOffer = offerInput.extend({
  id: z.string(),
  status: z.enum(OFFER_STATUSES),
  createdAt: instant,
  updatedAt: instant,
  retiredAt: instant.nullable(),
});
export type CatalogueOffer = z.infer<typeof catalogueOffer>;

export const BADGE_COLORS = { matches: 'teal', preApproved: 'green' } as const;

/** An offer as the client sees it: the spec's fields, the reasons it matched, and the badge they earn. */
export const matchedOffer = z.object({
  id: z.string(),
  title: z.string(),
  provider: z.string(),
  type: offerType,
  reward: z.string(),
  description: z.string(),
  requirements: z.string(),
  features: z.array(z.string()),
  badge: z.string(),
  badgeColor: z.string(),
  /** True only when the issuer pre-qualified this client (never in the sandbox). */
  preQualified: z.boolean(),
  reasons: z.array(z.string()),
  disclosure: z.string(),
});
export type MatchedOffer = z.infer<typeof matchedOffer>;

export const offersResponse = z.object({
  offers: z.array(matchedOffer),
  /** False before the first credit pull: the default list is then empty. */
  hasReport: z.boolean(),
  sandbox: z.boolean(),
});
export type OffersResponse = z.infer<typeof offersResponse>;

const required = (message: string) => z.string().trim().min(1, message);

/** Dollars as typed ('55,000', '$72000.50'); required and a number. */
const dollars = z
  .string()
  .trim()
  .min(1, offersMessages.annualIncomeRequired)
  .max(20, offersMessages.annualIncomeRequired)
  .regex(/^\$?\s*\d[\d,]*(\.\d{1,2})?$/, offersMessages.annualIncomeRequired);

/** Dollars text to integer cents. */
export const dollarsToCents = (value: string): number => Math.round(Number(value.replace(/[$,\s]/g, '')) * 100);

/**
 * THE intake form (spec section 5, messages word for word). It is validated in the browser; only what
 * matching needs (`offerMatchRequest`) is sent: the name, address, phone, email and birth date would be
 * for an issuer's pre-qualification, and no issuer pre-qualifies in the sandbox.
 */
export const offerIntakeForm = z.object({
  /** Optional; a cleared select gives null or ''. */
  cardPurpose: z.union([cardPurpose, z.literal(''), z.null()]).optional(),
  annualIncome: dollars,
  phoneNumber: z.string().trim().min(10, offersMessages.phoneRequired).max(20, offersMessages.phoneRequired),
  dateOfBirth: z.iso.date(offersMessages.dateOfBirthRequired),
  firstName: required(offersMessages.firstNameRequired).max(100, offersMessages.tooLong(100)),
  lastName: required(offersMessages.lastNameRequired).max(100, offersMessages.tooLong(100)),
  address: required(offersMessages.addressRequired).max(200, offersMessages.tooLong(200)),
  city: required(offersMessages.cityRequired).max(100, offersMessages.tooLong(100)),
  state: z
    .string()
    .nullable()
    .refine((s) => s !== null && Object.hasOwn(US_STATE_NAMES, s), offersMessages.stateRequired),
  zipCode: z.string().trim().min(5, offersMessages.zipRequired).max(10, offersMessages.zipRequired),
  email: z.string().trim().max(254, offersMessages.emailRequired).pipe(z.email(offersMessages.emailRequired)),
  consent: z.literal(true, offersMessages.consentRequired),
});
export type OfferIntakeForm = z.infer<typeof offerIntakeForm>;

/** `POST /api/offers/match`: the answers matching reads, nothing else. Nothing of it is stored. */
export const offerMatchRequest = z.object({
  cardPurpose: cardPurpose.nullable(),
  annualIncomeCents: cents.max(100_000_000_000),
  state: usState,
  consent: z.literal(true, offersMessages.consentRequired),
});
export type OfferMatchRequest = z.infer<typeof offerMatchRequest>;

/** The form's parsed answers, cut down to what is sent. */
export function matchRequestOf(form: OfferIntakeForm): OfferMatchRequest {
  return {
    cardPurpose: form.cardPurpose ? form.cardPurpose : null,
    annualIncomeCents: dollarsToCents(form.annualIncome),
    state: form.state as UsState,
    consent: true,
  };
}

export const offerIdParams = z.object({ id: pathId(64) });

/** `POST /api/offers/{id}/click` answers where to go (recorded first). */
export const offerClickRequest = z.object({ button: z.enum(['apply', 'learn_more']) });
export const offerClickResponse = z.object({ link: z.string() });

/** The admin's catalogue: every offer, active first. */
export const adminOffersResponse = z.object({ offers: z.array(catalogueOffer) });
export const adminOfferResponse = z.object({ offer: catalogueOffer });

/**
 * The admin's offer form: the fields as typed (features one per line, income in dollars, score blank for
 * none), parsed into an `offerInput`. The same rules as the server's; `offerFormValues` fills it from an offer.
 */
export const adminOfferForm = z
  .object({
    title: offerInput.shape.title,
    provider: offerInput.shape.provider,
    type: offerType,
    reward: offerInput.shape.reward,
    description: offerInput.shape.description,
    requirements: offerInput.shape.requirements,
    /** One feature per line. */
    features: z.string().max(2000, offersMessages.tooLong(2000)),
    minScore: z.union([z.literal(''), z.number().int(offersMessages.scoreRange).min(300, offersMessages.scoreRange).max(850, offersMessages.scoreRange)]),
    scoreModel: z.enum(SCORE_MODELS).nullable(),
    /** Dollars; blank for no minimum. */
    minAnnualIncome: z.union([z.literal(''), z.string().trim().regex(/^\$?\s*\d[\d,]*(\.\d{1,2})?$/, offersMessages.incomeFormat)]),
    purposes: z.array(cardPurpose),
    states: z.array(usState),
    link: httpsLink,
    disclosure: offerInput.shape.disclosure,
  })
  .transform(
    (form): OfferInput => ({
      title: form.title,
      provider: form.provider,
      type: form.type,
      reward: form.reward,
      description: form.description,
      requirements: form.requirements,
      features: form.features
        .split('\n')
        .map((f) => f.trim())
        .filter(Boolean),
      criteria: {
        minScore: form.minScore === '' ? null : form.minScore,
        scoreModel: form.scoreModel,
        minAnnualIncomeCents: form.minAnnualIncome === '' ? null : dollarsToCents(form.minAnnualIncome),
        purposes: form.purposes,
        states: form.states,
      },
      link: form.link,
      disclosure: form.disclosure,
    }),
  );
export type AdminOfferFormValues = z.input<typeof adminOfferForm>;

export function offerFormValues(offer?: OfferInput): AdminOfferFormValues {
  return {
    title: offer?.title ?? '',
    provider: offer?.provider ?? '',
    type: offer?.type ?? 'credit_card',
    reward: offer?.reward ?? '',
    description: offer?.description ?? '',
    requirements: offer?.requirements ?? '',
    features: (offer?.features ?? []).join('\n'),
    minScore: offer?.criteria.minScore ?? '',
    scoreModel: offer?.criteria.scoreModel ?? null,
    minAnnualIncome: offer?.criteria.minAnnualIncomeCents == null ? '' : String(offer.criteria.minAnnualIncomeCents / 100),
    purposes: offer?.criteria.purposes ?? [],
    states: offer?.criteria.states ?? [],
    link: offer?.link ?? 'https://',
    disclosure: offer?.disclosure ?? '',
  };
}
