/**
 * The service agreement a client signs before paying: the contract the Credit Repair Organizations
 * Act requires (15 U.S.C. §1679c disclosure, §1679d contract terms, §1679e notice of cancellation).
 * The checkout flow and the dashboard's Service Agreement modal show this same text.
 *
 * Bump AGREEMENT_VERSION whenever the wording changes; a signature names the version it was given, and
 * checkout accepts only a signature of the current version whose text (hashed by the service) matches.
 */
import { CANCELLATION_BUSINESS_DAYS } from './business-days.js';
import { formatUsd, type ChargingMode, type Plan } from './plans.js';

// 2026-11-28: the services no longer call the analysis AI, and say monitoring is monthly.
// 2026-11-28.2: priority support states its response target (no '24/7' of people); after-service terms per plan.
// 2026-11-28.3: Total no longer lists the credit sweep (not yet a service the product performs).
// 2026-11-28.4: Total lists the credit sweep again (identity-theft blocking under FCRA §605B), now that the product does it.
export const AGREEMENT_VERSION = '2026-11-28.4';

/** How long a signature may be used to start checkout: the right to cancel runs from signing. */
export const SIGNATURE_VALID_FOR_MS = 24 * 60 * 60 * 1000;

/** Signed agreements are kept at least this long (also after account deletion): docs/compliance.md. */
export const AGREEMENT_RETENTION_DAYS = 2 * 365 + 1;

/** The business named in the contract (CROA §1679d(b)(4): name and principal business address). */
export interface Company {
  name: string;
  address: string;
}

export interface AgreementSection {
  heading: string;
  /** Paragraphs, in order. */
  paragraphs: string[];
  /** Shown in bold type, as §1679d(b)(5) requires of the cancellation statement. */
  conspicuous?: boolean;
}

export interface ServiceAgreement {
  version: string;
  tier: Plan['tier'];
  title: string;
  sections: AgreementSection[];
  /** How this deployment charges (not part of the signed text, whose payment terms say it in words). */
  chargeTiming: ChargingMode;
  /** The checkout's one-line summary of when the client pays, shown above the agreement. */
  checkoutNote: string;
}

/** The disclosure of §1679c(a), word for word; it must be given as a separate document before the contract. */
export const CONSUMER_RIGHTS_DISCLOSURE: AgreementSection = {
  heading: 'Consumer Credit File Rights Under State and Federal Law',
  paragraphs: [
    'You have a right to dispute inaccurate information in your credit report by contacting the credit bureau directly. However, neither you nor any "credit repair" company or credit repair organization has the right to have accurate, current, and verifiable information removed from your credit report. The credit bureau must remove accurate, negative information from your report only if it is over 7 years old. Bankruptcy information can be reported for 10 years.',
    'You have a right to obtain a copy of your credit report from a credit bureau. You may be charged a reasonable fee. There is no fee, however, if you have been turned down for credit, employment, insurance, or a rental dwelling because of information in your credit report within the preceding 60 days. The credit bureau must provide someone to help you interpret the information in your credit file. You are entitled to receive a free copy of your credit report if you are unemployed and intend to apply for employment in the next 60 days, if you are a recipient of public welfare assistance, or if you have reason to believe that there is inaccurate information in your credit report due to fraud.',
    'You have a right to sue a credit repair organization that violates the Credit Repair Organization Act. This law prohibits deceptive practices by credit repair organizations.',
    'You have the right to cancel your contract with any credit repair organization for any reason within 3 business days from the date you signed it.',
    'Credit bureaus are required to follow reasonable procedures to ensure that the information they report is accurate. However, mistakes may occur.',
    'You may, on your own, notify a credit bureau in writing that you dispute the accuracy of information in your credit file. The credit bureau must then reinvestigate and modify or remove inaccurate or incomplete information. The credit repair organization may not charge any fee for this service. Any pertinent information and copies of all documents you have concerning an error should be given to the credit bureau.',
    "If the credit bureau's reinvestigation does not resolve the dispute to your satisfaction, you may send a brief statement to the credit bureau, to be kept in your file, explaining why you think the record is inaccurate. The credit bureau must include a summary of your statement about disputed information with any report it issues about you.",
    'The Federal Trade Commission regulates credit bureaus and credit repair organizations. For more information contact: The Public Reference Branch, Federal Trade Commission, Washington, D.C. 20580.',
  ],
};

/** §1679d(b)(5), in bold type in the contract. */
export const CANCELLATION_STATEMENT =
  'You may cancel this contract without penalty or obligation at any time before midnight of the 3rd business day after the date on which you signed the contract. See the attached notice of cancellation form for an explanation of this right.';

function paymentTerms(plan: Plan, mode: ChargingMode): string[] {
  const price = formatUsd(plan.priceCents);
  if (mode === 'after-service') return afterServiceTerms(plan);
  const total =
    plan.kind === 'one-time'
      ? `Total price: ${price}, one time. There are no other fees.`
      : `Total price: ${price} per month, billed monthly until you cancel. There are no other fees.`;
  const when =
    plan.kind === 'one-time'
      ? 'You pay the total price when you check out. If you cancel within the cancellation period, the full amount is refunded automatically.'
      : 'You pay each month in advance. If you cancel within the cancellation period, the first payment is refunded in full automatically; later cancellations stop future payments.';
  return [total, when];
}

/** The checkout's summary of when the client pays: upfront with the 3-day refund, or only for work completed. */
export function checkoutNote(plan: Plan, mode: ChargingMode): string {
  const cancel = 'You can cancel within 3 business days of signing';
  if (mode === 'upfront') return `${cancel} for a full refund.`;
  const price = formatUsd(plan.priceCents);
  const what =
    plan.afterService.basis === 'month'
      ? `${price} only after each full month of service`
      : `${formatUsd(plan.afterService.perItemCents)} only for each item a credit bureau deletes, never more than ${price} in all`;
  return `Nothing is charged at checkout: your card is saved, and you are charged ${what}. ${cancel}, or end the plan at any time.`;
}

/** After-service (CROA §1679b(b)): only work completed is charged, as the plan defines it. */
export function afterServiceTerms(plan: Plan): string[] {
  const price = formatUsd(plan.priceCents);
  const saved = 'Your card is saved when you sign up; nothing is charged then, and nothing is charged before the work it pays for has been performed.';
  if (plan.afterService.basis === 'month') {
    return [
      `Price: ${price} for each full month of service, charged only after that month has been rendered. There are no other fees.`,
      saved,
      'You may end the plan at any time in your account; months of service completed before then remain payable, and nothing more is charged.',
    ];
  }
  return [
    `Price: ${formatUsd(plan.afterService.perItemCents)} for each item a credit bureau deletes from its report after our dispute (an account deleted by two bureaus counts twice), charged only after the bureau's deletion, and never more than ${price} in all. There are no other fees.`,
    saved,
    'Items that are not deleted cost nothing. You may end the plan at any time in your account; deletions made before then remain payable.',
  ];
}

/** The agreement for one plan, in the current version. */
export function serviceAgreement(plan: Plan, company: Company, mode: ChargingMode): ServiceAgreement {
  return {
    version: AGREEMENT_VERSION,
    tier: plan.tier,
    title: `Service Agreement: ${plan.name}`,
    chargeTiming: mode,
    checkoutNote: checkoutNote(plan, mode),
    sections: [
      CONSUMER_RIGHTS_DISCLOSURE,
      {
        heading: 'Parties',
        paragraphs: [
          `This agreement is between you and ${company.name}, ${company.address} (the "credit repair organization"), for the ${plan.name} plan.`,
        ],
      },
      { heading: 'Payment terms', paragraphs: paymentTerms(plan, mode) },
      {
        heading: 'Services',
        paragraphs: [
          `${plan.description} The services are: ${plan.features.join('; ')}.`,
          'We review your credit reports with you, identify items you believe are inaccurate, incomplete or unverifiable, prepare dispute letters for you to send or authorise, and track the credit bureaus’ responses. We do not promise that any accurate, current and verifiable information will be removed, and we make no guarantee of any particular score.',
        ],
      },
      { heading: 'Estimated duration', paragraphs: [plan.estimatedDuration] },
      { heading: 'Your right to cancel', paragraphs: [CANCELLATION_STATEMENT], conspicuous: true },
      {
        heading: 'Notice of Cancellation',
        paragraphs: [
          `You may cancel this contract, without any penalty or obligation, at any time before midnight of the ${ordinal(CANCELLATION_BUSINESS_DAYS)} business day which begins after the date the contract is signed by you.`,
          `To cancel this contract, use "Cancel and refund" in your account, or mail or deliver a signed, dated copy of this cancellation notice, or any other written notice, to ${company.name}, ${company.address}, before midnight of that day.`,
          'I hereby cancel this transaction.',
          'Date: ____________________',
          "Purchaser's signature: ____________________",
        ],
      },
    ],
  };
}

const ordinal = (n: number) => `${n}${n === 1 ? 'st' : n === 2 ? 'nd' : n === 3 ? 'rd' : 'th'}`;

/** The agreement as plain text: what the service hashes and stores with a signature. */
export function agreementText(agreement: ServiceAgreement): string {
  return [
    `${agreement.title} (version ${agreement.version})`,
    ...agreement.sections.map((s) => [s.heading.toUpperCase(), ...s.paragraphs].join('\n\n')),
  ].join('\n\n');
}
