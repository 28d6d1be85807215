import type { Bureau } from '../contract/credit.js';
import { BUREAUS } from '../contract/credit-messages.js';
import type { LetterWordingView } from '../contract/letter-wording.js';
import { letterWordingMessages as m } from '../contract/letter-wording-messages.js';
import type { Letter } from '../contract/letters.js';

/**
 * Custom wording of a §611 dispute letter (Total plan; docs/letters.md, "Custom wording"). The advisor rewords the
 * body paragraphs only: the identity block, the item disputed (what the file shows, what the client affirmed, what it
 * should say), the enclosures and the signature stay as generated, and the SSN is still typed by the client in the
 * browser. A letter says only what the file shows and what the client affirmed, so the new wording may carry no figure
 * and none of the claims below that the generated letter does not already carry. These checks catch what a rule can
 * see; the client reads both versions and approves the final text before any letter is produced, and an edit after
 * approval needs a new approval.
 */

/** One letter's custom wording, kept on the dispute beside the generated letter (which stays frozen as it was built). */
export interface LetterWording {
  /** The generated body, as frozen (the letter's `paragraphs`). */
  generated: string[];
  /** The advisor's body. */
  edited: string[];
  /** 1 for the first edit, one more for each: an approval names the revision the client read. */
  revision: number;
  /** The staff member who made this revision, and when (ISO 8601 UTC). */
  editedBy: string;
  editedAt: string;
  /** The client's approval of this revision; null until given, and again after any later edit. */
  approvedAt: string | null;
  approvedBy: string | null;
}

export type LetterWordings = Partial<Record<Bureau, LetterWording>>;

/**
 * Words that state a fact about the account or the client: the new wording may use one only where the generated letter
 * (its items carry what the file shows and what the client affirmed) already does. A prefix matches ("fraud" finds
 * "fraudulent").
 */
export const CLAIM_WORDS = [
  'paid in full',
  'paid off',
  'settled',
  'identity theft',
  'fraud',
  'stolen',
  'bankrupt',
  'deceased',
  'never late',
  'on time',
  'police report',
  'ftc report',
  'statute of limitations',
  'obsolete',
  'mixed file',
  'medical',
  'lawsuit',
  'attorney',
  'lawyer',
  'sue',
] as const;

/** Everything the generated letter prints (the browser adds only the SSN and the signature the client types). */
const letterText = (letter: Letter) =>
  [...letter.sender, letter.date, ...letter.recipient, letter.subject, ...letter.paragraphs, ...letter.items.flatMap((i) => [i.heading, ...i.lines]), ...letter.enclosures, letter.closing, letter.signature].join('\n');

/** The figures a text carries: runs of digits with their inner separators ("$1,240.00" -> "1,240.00"; "2019-03-01"). */
const figures = (text: string) => (text.match(/\d(?:[\d,./-]*\d)?/g) ?? []).map((f) => f.replace(/\.00$/, ''));

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const says = (text: string, words: string) => new RegExp(`\\b${escape(words)}`, 'i').test(text);

/** Why this body may not replace the generated one (the first reason), or null when it may. */
export function wordingRefusal(generated: Letter, paragraphs: readonly string[]): string | null {
  const body = paragraphs.join('\n');
  if (/\[[^\]]*\]/.test(body)) return m.noPlaceholder;
  const source = letterText(generated);
  const known = new Set(figures(source));
  const unknownFigure = figures(body).find((f) => !known.has(f));
  if (unknownFigure) return m.figureNotInLetter(unknownFigure);
  const claim = CLAIM_WORDS.find((words) => says(body, words) && !says(source, words));
  if (claim) return m.claimNotInLetter(claim);
  // The letter is a request under §611: rewording may not drop the request itself.
  if (generated.paragraphs.some((p) => p.includes('1681i')) && !body.includes('1681i')) return m.keepsStatute;
  return null;
}

const same = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((p, i) => p === b[i]);

/**
 * The wording after an edit: a new revision awaiting the client's approval, or the current one unchanged when the text
 * is the same (no new approval needed for the same words). With no revision yet, the generated text itself changes nothing.
 */
export function revise(
  current: LetterWording | undefined,
  generated: readonly string[],
  paragraphs: readonly string[],
  by: string,
  at: string,
): { wording: LetterWording | undefined; changed: boolean } {
  if (same(current?.edited ?? generated, paragraphs)) return { wording: current, changed: false };
  return {
    wording: { generated: [...generated], edited: [...paragraphs], revision: (current?.revision ?? 0) + 1, editedBy: by, editedAt: at, approvedAt: null, approvedBy: null },
    changed: true,
  };
}

export type ApprovalOutcome = { wording: LetterWording; changed: boolean } | { refused: string };

/** The client approves the revision they read; an approval of an older revision is refused (they have not read the new one). */
export function approve(current: LetterWording | undefined, revision: number, by: string, at: string): ApprovalOutcome {
  if (!current) return { refused: m.nothingToApprove };
  if (current.revision !== revision) return { refused: m.stale };
  if (current.approvedAt) return { wording: current, changed: false };
  return { wording: { ...current, approvedAt: at, approvedBy: by }, changed: true };
}

/** The letter as it may be produced: the generated one, the approved rewording of it, or null while the client has not approved. */
export function releasedLetter(generated: Letter, wording: LetterWording | undefined): Letter | null {
  if (!wording) return generated;
  if (!wording.approvedAt) return null;
  return { ...generated, paragraphs: [...wording.edited] };
}

/** Whether a letter's rewording awaits the client's approval (it may then be neither produced nor mailed). */
export const awaitingApproval = (wording: LetterWording | undefined): boolean => Boolean(wording && !wording.approvedAt);

/** The client's view of the revised letters, in the bureaus' order. */
export function wordingViews(wordings: LetterWordings | null | undefined): LetterWordingView[] {
  return BUREAUS.flatMap((bureau) => {
    const w = wordings?.[bureau];
    return w ? [{ bureau, generated: w.generated, edited: w.edited, revision: w.revision, editedAt: w.editedAt, approvedAt: w.approvedAt }] : [];
  });
}
