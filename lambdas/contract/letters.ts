// A namespace import, not `import { z }`: esbuild then keeps only the zod functions used (docs/decisions.md).
import * as z from 'zod';
import { pathId } from './ids.js';
import { adminMessages } from './messages.js';
import { bureau, type Bureau } from './credit.js';

/**
 * Dispute letters (docs/letters.md): one PDF per bureau, addressed to the bureau's dispute address, sent under
 * FCRA §611 (15 U.S.C. §1681i). Letters to creditors and goodwill letters are drafts in the client's own words,
 * for the client to edit and send (Regulation V §1022.43(b)(2): a furnisher may ignore a dispute prepared by a
 * credit-repair organisation). The structure is built by lambdas/domain/dispute-letters.ts, frozen as JSON by
 * the server and drawn as a PDF in the browser by web/src/lib/letters/pdf.ts (docs/letters.md).
 */

export interface BureauDisputeAddress {
  /** The name on the envelope. */
  name: string;
  /** The address lines below the name. */
  lines: readonly string[];
}

/**
 * Where each bureau takes disputes by mail. A dated configuration value: checked against the bureaus' own sites
 * (equifax.com, experian.com, transunion.com "dispute by mail" pages) on `asOf`; check again and move the date
 * when a bureau announces a new address. The letters print exactly these lines.
 */
export const BUREAU_DISPUTE_ADDRESSES: { asOf: string; addresses: Record<Bureau, BureauDisputeAddress> } = {
  asOf: '2026-11-01',
  addresses: {
    equifax: { name: 'Equifax Information Services LLC', lines: ['P.O. Box 740256', 'Atlanta, GA 30374-0256'] },
    experian: { name: 'Experian', lines: ['P.O. Box 4500', 'Allen, TX 75013'] },
    transunion: { name: 'TransUnion Consumer Solutions', lines: ['P.O. Box 2000', 'Chester, PA 19016-2000'] },
  },
};

/**
 * Where each bureau takes, by mail, a fraud alert (FCRA §605A(a)-(b)) and a security freeze (§605A(i)): not its dispute
 * box (Equifax and TransUnion use other boxes for these). A dated configuration value like the dispute addresses,
 * from the bureaus' "fraud alert" and "credit freeze" pages on `asOf`; check again and move the date when one changes.
 */
export const BUREAU_PROTECTION_ADDRESSES: { asOf: string; fraudAlert: Record<Bureau, BureauDisputeAddress>; freeze: Record<Bureau, BureauDisputeAddress> } = {
  asOf: '2026-11-28',
  fraudAlert: {
    equifax: { name: 'Equifax Information Services LLC', lines: ['P.O. Box 105069', 'Atlanta, GA 30348-5069'] },
    experian: { name: 'Experian', lines: ['P.O. Box 9554', 'Allen, TX 75013'] },
    transunion: { name: 'TransUnion Fraud Victim Assistance Department', lines: ['P.O. Box 2000', 'Chester, PA 19016'] },
  },
  freeze: {
    equifax: { name: 'Equifax Information Services LLC', lines: ['P.O. Box 105788', 'Atlanta, GA 30348-5788'] },
    experian: { name: 'Experian Security Freeze', lines: ['P.O. Box 9554', 'Allen, TX 75013'] },
    transunion: { name: 'TransUnion LLC', lines: ['P.O. Box 160', 'Woodlyn, PA 19094'] },
  },
};

/** What a generated document may enclose: the client's verified ID and proof of address, and the evidence they chose for the item. */
export const LETTER_ENCLOSURE_KINDS = ['id', 'proof_of_address', 'evidence'] as const;
export type LetterEnclosureKind = (typeof LETTER_ENCLOSURE_KINDS)[number];

/** A letter as structured text: the domain writes it, the server stores it as JSON, the browser draws it, the tests read it. */
export interface Letter {
  title: string;
  /** The client's name and address, top left. */
  sender: string[];
  /** The letter's date in words ("November 23, 2026"). */
  date: string;
  /** The bureau's name and dispute address. */
  recipient: string[];
  subject: string;
  /** The body before the items. */
  paragraphs: string[];
  /** One per disputed item. */
  items: { heading: string; lines: string[] }[];
  /** What goes in the envelope with the letter. */
  enclosures: string[];
  closing: string;
  /** The client's name under the closing. */
  signature: string;
}

export const letterMessages = {
  bureauTitle: (bureauName: string) => `Dispute of inaccurate information: ${bureauName}`,
  subject: 'Request for investigation of disputed information under FCRA §611 (15 U.S.C. §1681i)',
  creditorTitle: 'Dispute letter to the creditor (your draft)',
  goodwillTitle: 'Goodwill letter (your draft)',
  /** Shown beside the creditor and goodwill drafts: why we do not send them. */
  draftNotice:
    'This is a draft for you to read, change into your own words and send yourself. Creditors may ignore a dispute prepared by a credit-repair company, so this letter must come from you.',
  dateOfBirth: (date: string) => `Date of birth: ${date}`,
  previousAddress: (address: string, from: string, to: string) => `Previous address (${from} to ${to}): ${address}`,
  /** Drawn by the browser only, from what the client typed at download time: the server never sees the number. */
  ssn: (ssn: string) => `Social Security number: ${ssn}`,
  // The download step: what the client types or draws stays in their browser.
  ssnLabel: 'Social Security number (optional)',
  ssnHelp: 'Bureaus use it to find your file. It is written into the PDF on this device only: it is never sent to us or stored.',
  ssnInvalid: 'Please type the 9 digits of your Social Security number, or leave it blank.',
  signatureLabel: 'Your signature',
  signatureHelp: 'Type your full name to sign. It is written into the PDF on this device only.',
  signatureRequired: 'Please sign the letter: type your full name or draw your signature.',
  signatureHow: 'How to sign',
  signatureType: 'Type',
  signatureDraw: 'Draw',
  signatureDrawLabel: 'Draw your signature in the box',
  itemHeading: (n: number) => `Disputed item ${n}`,
  enclosuresHeading: 'Enclosures',
  enclosure: {
    id: (fileName: string) => `Copy of my government-issued photo ID (${fileName})`,
    proof_of_address: (fileName: string) => `Copy of my proof of address (${fileName})`,
    evidence: (fileName: string) => `Copy of my evidence for the disputed item (${fileName})`,
  } satisfies Record<LetterEnclosureKind, (fileName: string) => string>,
  closing: 'Sincerely,',
  pageNumber: (page: number, of: number) => `Page ${page} of ${of}`,
  verificationTitle: (bureauName: string) => `Request for the method of verification: ${bureauName}`,
  verificationSubject: 'Request for a description of the procedure used to verify disputed information under FCRA §611(a)(7) (15 U.S.C. §1681i(a)(7))',
  // Refusals (409): what the client or the desk can do about them.
  profileIncomplete: 'The letter needs your full name, street address, city, state, ZIP code and date of birth. Please complete them in Personal Info first.',
  notAffirmed:
    'Please review and affirm your dispute first: a letter says in your name only what you have affirmed, with the date you did.',
  verificationNotRequested: (bureauName: string) => `The method of verification has not been requested from ${bureauName}.`,
  supplementTitle: (bureauName: string) => `Additional information for my dispute: ${bureauName}`,
  supplementSubject: 'Additional information for a dispute under investigation, FCRA §611(a)(1)(B) (15 U.S.C. §1681i(a)(1)(B))',
  supplementNotOpen: (bureauName: string) => `There is no investigation open at ${bureauName} to add information to: its letter is not mailed yet, or it has answered.`,
  noAddedInformation: 'Add the information for the bureaus first (Add information).',
  notVerified: (bureauName: string) => `${bureauName} has not answered "verified" for this item, so there is no verification to ask about.`,
} as const;

/**
 * The letters of one dispute: the §611 dispute letter to each bureau, and the method-of-verification request
 * (§611(a)(7)) once that bureau answered "verified".
 */
export const LETTER_KINDS = ['dispute', 'verification', 'supplement'] as const;
export const letterKind = z.enum(LETTER_KINDS);
export type LetterKind = z.infer<typeof letterKind>;

/**
 * Where a dispute keeps each letter's S3 key (`StoredDispute.letterKeys`): `equifax` for the dispute letter, `equifax-mov`
 * for the verification request, `equifax-sup` for the supplemental letter with the client's added information.
 */
export type LetterSlot = Bureau | `${Bureau}-mov` | `${Bureau}-sup`;
export const letterSlot = (b: Bureau, kind: LetterKind): LetterSlot => (kind === 'dispute' ? b : kind === 'verification' ? `${b}-mov` : `${b}-sup`);

/** `POST /api/disputes/{id}/letters/{bureau}?kind=` and the desk's `POST /api/admin/disputes/{userId}/{id}/letters/{bureau}?kind=`. */
export const letterParams = z.object({ id: pathId(64), bureau });
export const staffLetterParams = letterParams.extend({ userId: pathId(128, adminMessages.invalidUserId) });
export const letterQuery = z.object({ kind: letterKind.default('dispute') });

/** The `Letter` as stored (`<bureau>.json`) and answered: read back through this schema. */
export const letterSchema = z.object({
  title: z.string(),
  sender: z.array(z.string()),
  date: z.string(),
  recipient: z.array(z.string()),
  subject: z.string(),
  paragraphs: z.array(z.string()),
  items: z.array(z.object({ heading: z.string(), lines: z.array(z.string()) })),
  enclosures: z.array(z.string()),
  closing: z.string(),
  signature: z.string(),
}) satisfies z.ZodType<Letter>;

/** The frozen letter's content, which the browser renders as a PDF named `fileName` (web/src/lib/letters/download.ts). */
export const letterResponse = z.object({ letter: letterSchema, fileName: z.string() });
export type LetterResponse = z.infer<typeof letterResponse>;

/** `GET /api/disputes/{id}/drafts`: the client's own letters to the creditor, as text to edit and send themselves. */
export const disputeDraftsResponse = z.object({ creditor: z.string(), goodwill: z.string() });
export type DisputeDraftsResponse = z.infer<typeof disputeDraftsResponse>;
