import type { Bureau, CreditFile } from '../contract/credit.js';
import { bureauNames } from '../contract/credit-messages.js';
import {
  BLOCK_BUSINESS_DAYS,
  FALSE_REPORT_WARNING,
  IDENTITY_THEFT_AFFIRMATION,
  IDENTITY_THEFT_GOV_URL,
  identityTheftMessages as m,
  type BlockMailing,
  type IdentityTheftStatus,
  type TheftItem,
} from '../contract/identity-theft.js';
import { BUREAU_DISPUTE_ADDRESSES, BUREAU_PROTECTION_ADDRESSES, type Letter } from '../contract/letters.js';
import { letterMessages } from '../contract/letter-messages.js';
import { nthBusinessDayAfter } from './business-days.js';
import { presumedReceipt } from './dispute-clock.js';
import { dateInWords, senderLines, type LetterClient } from './dispute-letters.js';

/**
 * The credit sweep, pure (docs/identity-theft.md): the case's states and what each allows, the items a client may mark,
 * the §605B block deadline, and the letters.
 *
 *   (none) --affirm--> started --submit--> in_review --approve--> approved
 *                         ^                    |
 *                         +----- rejected <----+ (reason; the client fixes and sends again)
 *
 * No letter before `approved`: staff check the uploaded FTC report first (a bureau may decline a block obtained by a
 * material misrepresentation, §605B(c)(1)(B), and a credit-repair organisation may not help make an untrue statement
 * to a bureau, CROA §1679b(a)(1)).
 */

export interface IdentityTheftCase {
  userId: string;
  status: IdentityTheftStatus;
  affirmation: { warning: string; wording: string; at: string };
  reportDocumentId: string | null;
  items: TheftItem[];
  submittedAt: string | null;
  review: { decision: 'approved' | 'rejected'; reason: string | null; at: string; by: string } | null;
  mailings: { bureau: Bureau; mailedAt: string; receivedAt: string | null }[];
  createdAt: string;
  updatedAt: string;
  /** Optimistic lock: each write expects the version it read. */
  version: number;
}

/** A refusal the use case turns into its status (409 for a wrong state, 400 for bad input). */
export class CaseRefusal extends Error {
  constructor(
    readonly kind: 'conflict' | 'invalid',
    message: string,
  ) {
    super(message);
  }
}

/** The items of a credit file a client may mark as not theirs: every account and collection, and every hard inquiry, per bureau. */
export function theftCandidates(file: CreditFile | undefined): TheftItem[] {
  if (!file) return [];
  const accounts = [...file.tradelines, ...file.collections].map(
    (l): TheftItem => ({
      id: `account|${l.bureau}|${l.key}`,
      kind: 'account',
      bureau: l.bureau,
      company: l.furnisher,
      accountNumberMasked: l.accountNumberMasked,
      date: l.dateOpened,
      description: l.accountTypeLabel,
    }),
  );
  const inquiries = file.inquiries
    .filter((q) => q.kind === 'hard')
    .map(
      (q): TheftItem => ({
        id: `inquiry|${q.bureau}|${q.subscriber}|${q.date}`,
        kind: 'inquiry',
        bureau: q.bureau,
        company: q.subscriber,
        accountNumberMasked: null,
        date: q.date,
        description: null,
      }),
    );
  const seen = new Set<string>();
  return [...accounts, ...inquiries].filter((i) => (seen.has(i.id) ? false : (seen.add(i.id), true)));
}

/** A new case: the client affirmed under the warning, at `at` (ISO instant). A rejected or started case is affirmed again. */
export function affirmCase(existing: IdentityTheftCase | undefined, userId: string, at: string): IdentityTheftCase {
  if (existing && (existing.status === 'in_review' || existing.status === 'approved')) throw new CaseRefusal('conflict', m.notEditable);
  const affirmation = { warning: FALSE_REPORT_WARNING, wording: IDENTITY_THEFT_AFFIRMATION, at };
  if (existing) return { ...existing, status: 'started', affirmation, updatedAt: at, version: existing.version + 1 };
  return {
    userId,
    status: 'started',
    affirmation,
    reportDocumentId: null,
    items: [],
    submittedAt: null,
    review: null,
    mailings: [],
    createdAt: at,
    updatedAt: at,
    version: 0,
  };
}

const editable = (c: IdentityTheftCase | undefined): IdentityTheftCase => {
  if (!c) throw new CaseRefusal('conflict', m.notStarted);
  if (c.status === 'in_review' || c.status === 'approved') throw new CaseRefusal('conflict', m.notEditable);
  return c;
};

/** The report and the items the client marks: only items of their latest file (`candidates`). */
export function saveCase(
  existing: IdentityTheftCase | undefined,
  input: { reportDocumentId: string | null; itemIds: readonly string[] },
  candidates: readonly TheftItem[],
  at: string,
): IdentityTheftCase {
  const c = editable(existing);
  const byId = new Map(candidates.map((i) => [i.id, i]));
  const ids = [...new Set(input.itemIds)];
  if (!ids.every((id) => byId.has(id))) throw new CaseRefusal('invalid', m.itemNotOnFile);
  return { ...c, reportDocumentId: input.reportDocumentId, items: ids.map((id) => byId.get(id)!), updatedAt: at, version: c.version + 1 };
}

/** What the case still lacks before staff can review it, in the client's words. */
export function missingForReview(c: Pick<IdentityTheftCase, 'reportDocumentId' | 'items'>, facts: { reportUsable: boolean; idVerified: boolean }): string[] {
  return [
    ...(c.reportDocumentId && facts.reportUsable ? [] : [m.missingReport]),
    ...(c.items.length > 0 ? [] : [m.missingItems]),
    ...(facts.idVerified ? [] : [m.missingId]),
  ];
}

export function submitCase(existing: IdentityTheftCase | undefined, facts: { reportUsable: boolean; idVerified: boolean }, at: string): IdentityTheftCase {
  const c = editable(existing);
  const missing = missingForReview(c, facts);
  if (missing.length > 0) throw new CaseRefusal('conflict', m.notReady(missing));
  return { ...c, status: 'in_review', submittedAt: at, review: null, updatedAt: at, version: c.version + 1 };
}

/** Staff decide a case in review: approved releases the letters; rejected returns it to the client with the reason. */
export function reviewCase(
  existing: IdentityTheftCase | undefined,
  decision: { decision: 'approved' | 'rejected'; reason: string | null },
  by: string,
  at: string,
): IdentityTheftCase {
  if (!existing || existing.status !== 'in_review') throw new CaseRefusal('conflict', m.notReviewable);
  const reason = decision.decision === 'rejected' ? (decision.reason?.trim() ?? '') : null;
  if (decision.decision === 'rejected' && !reason) throw new CaseRefusal('invalid', m.reasonRequired);
  return {
    ...existing,
    status: decision.decision,
    review: { decision: decision.decision, reason, at, by },
    updatedAt: at,
    version: existing.version + 1,
  };
}

/** Letters only after staff approval (409 otherwise). */
export function requireReleased(c: IdentityTheftCase | undefined): IdentityTheftCase {
  if (!c || c.status !== 'approved') throw new CaseRefusal('conflict', m.lettersBeforeApproval);
  return c;
}

/**
 * §605B(a): the block is due 4 business days after the bureau receives the request. Receipt is the tracking's date,
 * else presumed 5 business days after mailing (as for disputes: a late presumption only moves the deadline later).
 */
export function blockDeadline(mailing: { bureau: Bureau; mailedAt: string; receivedAt: string | null }): BlockMailing {
  const receiptOn = mailing.receivedAt ?? presumedReceipt(mailing.mailedAt);
  return {
    bureau: mailing.bureau,
    mailedAt: mailing.mailedAt,
    receivedAt: mailing.receivedAt,
    receiptOn,
    receiptPresumed: mailing.receivedAt === null,
    blockDueAt: nthBusinessDayAfter(receiptOn, BLOCK_BUSINESS_DAYS),
  };
}

/** Records a bureau's mailing (the latest replaces an earlier one of that bureau); only once released. */
export function recordMailing(existing: IdentityTheftCase | undefined, mailing: { bureau: Bureau; mailedAt: string; receivedAt: string | null }, at: string): IdentityTheftCase {
  const c = existing?.status === 'approved' ? existing : undefined;
  if (!c) throw new CaseRefusal('conflict', m.notMailable);
  if (mailing.receivedAt !== null && mailing.receivedAt < mailing.mailedAt) throw new CaseRefusal('invalid', m.receiptBeforeMailing);
  return { ...c, mailings: [...c.mailings.filter((x) => x.bureau !== mailing.bureau), mailing], updatedAt: at, version: c.version + 1 };
}

/** The desk records a mailed block request's receipt (from tracking): it replaces the presumption the deadline ran from. */
export function recordReceipt(existing: IdentityTheftCase | undefined, receipt: { bureau: Bureau; receivedAt: string }, at: string): IdentityTheftCase {
  const mailed = existing?.status === 'approved' ? existing.mailings.find((x) => x.bureau === receipt.bureau) : undefined;
  if (!existing || !mailed) throw new CaseRefusal('conflict', m.notMailed);
  return recordMailing(existing, { ...mailed, receivedAt: receipt.receivedAt }, at);
}

// ---- The letters ----

export interface SweepEnclosures {
  /** The uploaded FTC report's file name. */
  report: string;
  /** The verified government ID's file name. */
  id: string | null;
  /** The verified proof of address's file name. */
  address: string | null;
}

export interface SweepLetterInput {
  client: LetterClient;
  /** YYYY-MM-DD. */
  date: string;
  items: readonly TheftItem[];
  enclosures: SweepEnclosures;
}

export const enclosureLines = (e: SweepEnclosures): string[] => [
  `Copy of my FTC Identity Theft Report (${e.report})`,
  ...(e.id ? [letterMessages.enclosure.id(e.id)] : []),
  ...(e.address ? [letterMessages.enclosure.proof_of_address(e.address)] : []),
];

const itemLines = (i: TheftItem): string[] =>
  i.kind === 'account'
    ? [
        `Company reporting it: ${i.company}`,
        ...(i.accountNumberMasked ? [`Account number as you report it: ${i.accountNumberMasked}`] : []),
        ...(i.description ? [`Type: ${i.description}`] : []),
        `Opened: ${dateInWords(i.date)}`,
        'This account is not mine: it was opened without my knowledge or authorization, and it results from identity theft.',
      ]
    : [
        `Company that made the inquiry: ${i.company}`,
        `Date of the inquiry: ${dateInWords(i.date)}`,
        'I did not apply for credit with this company or authorize this inquiry: it results from identity theft.',
      ];

const itemHeading = (i: TheftItem, n: number) => `Item ${n}: ${i.kind === 'account' ? 'account' : 'inquiry'}, ${i.company}`;

/** The items of one bureau, or none. */
export const itemsAt = (items: readonly TheftItem[], bureau: Bureau) => items.filter((i) => i.bureau === bureau);

/**
 * The §605B block request to one bureau (15 U.S.C. §1681c-2(a)): proof of identity and the identity-theft report
 * enclosed, the items identified, and the client's statement that they do not relate to any transaction of theirs.
 */
export function blockRequestLetter(input: SweepLetterInput & { bureau: Bureau }): Letter {
  const items = itemsAt(input.items, input.bureau);
  if (items.length === 0) throw new CaseRefusal('conflict', m.noSuchBureauItems(bureauNames[input.bureau]));
  const address = BUREAU_DISPUTE_ADDRESSES.addresses[input.bureau];
  return {
    title: `Request to block information resulting from identity theft: ${bureauNames[input.bureau]}`,
    sender: senderLines(input.client, input.date),
    date: dateInWords(input.date),
    recipient: [address.name, ...address.lines],
    subject: 'Block of information resulting from identity theft under FCRA §605B (15 U.S.C. §1681c-2)',
    paragraphs: [
      'To whom it may concern,',
      `I am a victim of identity theft. The items listed below in my ${bureauNames[input.bureau]} credit file result from that identity theft.`,
      'I state that this information is not information relating to any transaction by me: I did not open these accounts, make these applications or ' +
        'authorize anyone to do so, and I did not receive goods, services or money from them.',
      'Under section 605B of the Fair Credit Reporting Act (15 U.S.C. §1681c-2), please block the reporting of these items within 4 business days of ' +
        'receiving this letter, and notify the companies that furnished them that the information may be a result of identity theft, that an identity theft ' +
        'report has been filed, that a block has been requested and of the effective dates of the block (§605B(b)).',
      'I enclose proof of my identity and a copy of my identity theft report, listed at the end of this letter. My name, current address, the addresses ' +
        'where I lived in the last two years and my date of birth are above.',
    ],
    items: items.map((i, n) => ({ heading: itemHeading(i, n + 1), lines: itemLines(i) })),
    enclosures: enclosureLines(input.enclosures),
    closing: letterMessages.closing,
    signature: input.client.name,
  };
}

/** Each bureau's own site, where it takes fraud alerts and freezes online (by mail: BUREAU_PROTECTION_ADDRESSES). */
export const BUREAU_SITES: Record<Bureau, string> = { equifax: 'equifax.com', experian: 'experian.com', transunion: 'transunion.com' };

const protectionLines = (bureau: Bureau) => [
  'Initial fraud alert: 1 year, free, needs no report. Asking one bureau is enough: it tells the other two.',
  'Extended fraud alert: 7 years, free, needs an identity-theft report such as your FTC report. Asking one bureau is enough: it tells the other two.',
  'Security freeze: free. Ask each bureau separately. Placed within 1 business day of a request online or by phone, 3 business days of one by mail.',
  `${bureauNames[bureau]} online: ${BUREAU_SITES[bureau]}; by mail: the address this letter is sent to.`,
  `Your identity-theft report and recovery plan: ${IDENTITY_THEFT_GOV_URL}`,
];

/**
 * The §605A(b) extended fraud alert (15 U.S.C. §1681c-1(b)), to the bureau's fraud-alert address: 7 years, free; it
 * needs the identity-theft report, which the client has. One bureau is enough: it refers the alert to the other two.
 */
export function fraudAlertLetter(input: SweepLetterInput & { bureau: Bureau }): Letter {
  const address = BUREAU_PROTECTION_ADDRESSES.fraudAlert[input.bureau];
  return {
    title: `Extended fraud alert: ${bureauNames[input.bureau]}`,
    sender: senderLines(input.client, input.date),
    date: dateInWords(input.date),
    recipient: [address.name, ...address.lines],
    subject: 'Request for an extended fraud alert under FCRA §605A(b) (15 U.S.C. §1681c-1(b))',
    paragraphs: [
      'To whom it may concern,',
      'I am a victim of identity theft. I enclose a copy of my identity theft report and proof of my identity, listed at the end of this letter.',
      'Under section 605A(b) of the Fair Credit Reporting Act, please place an extended fraud alert in my file for 7 years, refer it to the other ' +
        'nationwide consumer reporting agencies as the law requires, and send me the free copies of my file the law provides with it.',
    ],
    items: [{ heading: 'What each protection does (for your information)', lines: protectionLines(input.bureau) }],
    enclosures: enclosureLines(input.enclosures),
    closing: letterMessages.closing,
    signature: input.client.name,
  };
}

/**
 * The §605A(i) security freeze (15 U.S.C. §1681c-1(i)), to the bureau's freeze address: free, placed within 3 business
 * days of a request by mail (1 by phone or online). Each bureau is asked separately.
 */
export function freezeLetter(input: SweepLetterInput & { bureau: Bureau }): Letter {
  const address = BUREAU_PROTECTION_ADDRESSES.freeze[input.bureau];
  return {
    title: `Security freeze: ${bureauNames[input.bureau]}`,
    sender: senderLines(input.client, input.date),
    date: dateInWords(input.date),
    recipient: [address.name, ...address.lines],
    subject: 'Request for a security freeze under FCRA §605A(i) (15 U.S.C. §1681c-1(i))',
    paragraphs: [
      'To whom it may concern,',
      'I am a victim of identity theft. I enclose a copy of my identity theft report and proof of my identity, listed at the end of this letter.',
      'Under section 605A(i) of the Fair Credit Reporting Act, please place a security freeze on my file, free of charge, within 3 business days of ' +
        'receiving this letter, confirm it to me within 5 business days, and send me the means to lift it.',
    ],
    items: [{ heading: 'What each protection does (for your information)', lines: protectionLines(input.bureau) }],
    enclosures: enclosureLines(input.enclosures),
    closing: letterMessages.closing,
    signature: input.client.name,
  };
}

/**
 * The §609(e) request (15 U.S.C. §1681g(e)) to a company that opened an account in the client's name: a copy of the
 * application and business transaction records, free of charge, within 30 days of receipt. The company's mailing
 * address is the one the client typed (we do not know where each company takes these requests).
 */
export function businessRecordsLetter(input: SweepLetterInput & { company: string; address: readonly string[] }): Letter {
  const accounts = input.items.filter((i) => i.kind === 'account' && i.company === input.company);
  if (accounts.length === 0) throw new CaseRefusal('conflict', m.noSuchCompany);
  // The same account at several bureaus is one account to the company.
  const distinct = [...new Map(accounts.map((a) => [`${a.accountNumberMasked}|${a.date}`, a])).values()];
  return {
    title: `Request for business records of fraudulent accounts: ${input.company}`,
    sender: senderLines(input.client, input.date),
    date: dateInWords(input.date),
    recipient: [input.company, ...input.address],
    subject: 'Request for application and business transaction records under FCRA §609(e) (15 U.S.C. §1681g(e))',
    paragraphs: [
      'To whom it may concern,',
      'I am a victim of identity theft. The account or accounts listed below were opened or used in my name without my authorization.',
      'Under section 609(e) of the Fair Credit Reporting Act, please send me, free of charge and within 30 days of receiving this letter, a copy of the ' +
        'application and business transaction records in your control relating to these accounts: the application and how it was made (online, by phone, ' +
        'in person), statements, payment and charge records, delivery addresses, phone numbers and email addresses used, and any other record of the transactions.',
      'As the law allows you to ask, I enclose proof of my identity and a copy of my identity theft report, listed at the end of this letter. Please send the records to the address above.',
    ],
    items: distinct.map((a, n) => ({
      heading: `Account ${n + 1}`,
      lines: [
        ...(a.accountNumberMasked ? [`Account number as reported: ${a.accountNumberMasked}`] : []),
        ...(a.description ? [`Type: ${a.description}`] : []),
        `Opened: ${dateInWords(a.date)}`,
      ],
    })),
    enclosures: enclosureLines(input.enclosures),
    closing: letterMessages.closing,
    signature: input.client.name,
  };
}
