import type { Bureau } from './credit.js';

/**
 * Dispute letters (issue 15 item 4): one PDF per bureau, addressed to the bureau's dispute address, sent under
 * FCRA §611 (15 U.S.C. §1681i). Letters to creditors and goodwill letters are drafts in the client's own words,
 * for the client to edit and send (Regulation V §1022.43(b)(2): a furnisher may ignore a dispute prepared by a
 * credit-repair organisation). The structure is built by lambdas/domain/dispute-letters.ts and drawn by
 * lambdas/adapters/letters/pdf.ts.
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

/** What a generated document may enclose: the client's verified documents (issue 13). */
export const LETTER_ENCLOSURE_KINDS = ['id', 'proof_of_address'] as const;
export type LetterEnclosureKind = (typeof LETTER_ENCLOSURE_KINDS)[number];

/** A letter as structured text: the domain writes it, the PDF adapter draws it, the tests read it. */
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
  itemHeading: (n: number) => `Disputed item ${n}`,
  enclosuresHeading: 'Enclosures',
  enclosure: {
    id: (fileName: string) => `Copy of my government-issued photo ID (${fileName})`,
    proof_of_address: (fileName: string) => `Copy of my proof of address (${fileName})`,
  } satisfies Record<LetterEnclosureKind, (fileName: string) => string>,
  closing: 'Sincerely,',
  pageNumber: (page: number, of: number) => `Page ${page} of ${of}`,
} as const;
