// A namespace import, not `import { z }`: esbuild then keeps only the zod functions used (docs/decisions.md).
import * as z from 'zod';
import { pathId } from './ids.js';
import { adminMessages } from './messages.js';
import { bureau, type Bureau } from './credit.js';
import { letterMessages } from './letter-messages.js';

/** The texts live in the zod-free letter-messages.ts (server code that needs only them bundles no schema). */
export { letterMessages };

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
