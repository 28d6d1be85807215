import { describe, expect, it } from 'vitest';
import { letterWordingMessages as m } from '../../../lambdas/contract/letter-wording.js';
import { bureauLetter } from '../../../lambdas/domain/dispute-letters.js';
import { approve, awaitingApproval, releasedLetter, revise, wordingRefusal, wordingViews, type LetterWording } from '../../../lambdas/domain/letter-wording.js';
import { bureauLetterInput } from '../../support/letters.js';

/** Equifax's generated letter about the Capital One card it reports at $1,200.00; the client affirmed a $250.00 balance. */
const generated = bureauLetter(bureauLetterInput());
const [salutation, , , request] = generated.paragraphs as [string, string, string, string];
/** The advisor's plainer words for the same letter: the same facts, the same request under §611. */
const reworded = [
  salutation,
  'I am writing because my Equifax credit file reports an account that is not accurate. My name, address and date of birth are above, and the documents I enclose are listed at the end.',
  'The account is listed below as your report shows it, with what I state about it and what it should say.',
  request,
];

const AT = '2026-11-24T10:00:00.000Z';
const LATER = '2026-11-25T10:00:00.000Z';

describe('what the advisor may change in a letter', () => {
  it('accepts new wording of the body that keeps to the facts the generated letter carries', () => {
    expect(wordingRefusal(generated, reworded)).toBeNull();
    // Figures the letter already carries (the balance reported, the amount the client affirmed, the 30 days) may be repeated.
    expect(wordingRefusal(generated, [...reworded, 'Your report shows a balance of $1,200.00; I state $250.00. Please answer within 30 days.'])).toBeNull();
  });

  it('refuses a figure, a date or an amount the letter does not carry (an SSN typed into the body among them)', () => {
    expect(wordingRefusal(generated, [...reworded, 'I paid $900.00 on March 3.'])).toBe(m.figureNotInLetter('900'));
    expect(wordingRefusal(generated, [...reworded, 'My Social Security number is 078-05-1120.'])).toBe(m.figureNotInLetter('078-05-1120'));
    expect(wordingRefusal(generated, [...reworded, 'I closed it in 2019.'])).toBe(m.figureNotInLetter('2019'));
  });

  it('refuses a claim the client did not affirm and the file does not show', () => {
    expect(wordingRefusal(generated, [...reworded, 'This account was opened through identity theft.'])).toBe(m.claimNotInLetter('identity theft'));
    expect(wordingRefusal(generated, [...reworded, 'The balance was paid in full.'])).toBe(m.claimNotInLetter('paid in full'));
    expect(wordingRefusal(generated, [...reworded, 'The account is fraudulent.'])).toBe(m.claimNotInLetter('fraud'));
    // Where the client affirmed it and the bureau's copy shows a zero balance, the letter already says it: the wording may too.
    const paid = bureauLetter(
      bureauLetterInput({ dispute: { accountName: 'Capital One card', reason: 'Paid in full', description: 'Paid in full in 2024.', amountCents: null }, reported: { ...bureauLetterInput().reported!, balanceCents: 0 } }),
    );
    expect(wordingRefusal(paid, [...paid.paragraphs, 'As I stated, it was paid in full.'])).toBeNull();
  });

  it('keeps the request under §611, and leaves no placeholder', () => {
    expect(wordingRefusal(generated, reworded.slice(0, 3))).toBe(m.keepsStatute);
    expect(wordingRefusal(generated, [...reworded, '[Add the details here]'])).toBe(m.noPlaceholder);
  });

  it('changes only the body: the identity block, the item, the enclosures and the signature stay as generated', () => {
    const { wording } = revise(undefined, generated.paragraphs, reworded, 'advisor-1', AT);
    const approved = approve(wording, 1, 'client-1', LATER);
    if ('refused' in approved) throw new Error(approved.refused);
    const letter = releasedLetter(generated, approved.wording)!;
    expect(letter.paragraphs).toEqual(reworded);
    expect({ ...letter, paragraphs: generated.paragraphs }).toEqual(generated);
  });
});

describe('revisions and the client’s approval', () => {
  const first = revise(undefined, generated.paragraphs, reworded, 'advisor-1', AT).wording!;

  it('keeps both bodies with who edited and when; the letter is not produced until the client approves', () => {
    expect(first).toEqual({ generated: generated.paragraphs, edited: reworded, revision: 1, editedBy: 'advisor-1', editedAt: AT, approvedAt: null, approvedBy: null });
    expect(awaitingApproval(first)).toBe(true);
    expect(releasedLetter(generated, first)).toBeNull();
    // Without a rewording the generated letter is produced as it is.
    expect(releasedLetter(generated, undefined)).toBe(generated);
    expect(awaitingApproval(undefined)).toBe(false);
  });

  it('an edit after the approval is a new revision that needs a new approval', () => {
    const approved = approve(first, 1, 'client-1', LATER);
    if ('refused' in approved) throw new Error(approved.refused);
    expect(approved).toMatchObject({ changed: true, wording: { approvedAt: LATER, approvedBy: 'client-1' } });
    expect(releasedLetter(generated, approved.wording)?.paragraphs).toEqual(reworded);

    const again = revise(approved.wording, generated.paragraphs, [...reworded.slice(0, 3), `Thank you. ${request}`], 'admin-1', LATER);
    expect(again.changed).toBe(true);
    expect(again.wording).toMatchObject({ revision: 2, editedBy: 'admin-1', approvedAt: null, approvedBy: null, generated: generated.paragraphs });
    expect(releasedLetter(generated, again.wording)).toBeNull();
    // The client's page still showed revision 1: approving it does not approve words they have not read.
    expect(approve(again.wording, 1, 'client-1', LATER)).toEqual({ refused: m.stale });
    expect(approve(again.wording, 2, 'client-1', LATER)).toMatchObject({ changed: true, wording: { revision: 2, approvedAt: LATER } });
  });

  it('saving the same words changes nothing and keeps the approval; approving twice is the same approval', () => {
    const approved = approve(first, 1, 'client-1', LATER) as { wording: LetterWording };
    expect(revise(approved.wording, generated.paragraphs, reworded, 'advisor-1', LATER)).toEqual({ wording: approved.wording, changed: false });
    expect(revise(undefined, generated.paragraphs, generated.paragraphs, 'advisor-1', LATER)).toEqual({ wording: undefined, changed: false });
    expect(approve(approved.wording, 1, 'client-1', '2026-12-01T00:00:00.000Z')).toEqual({ wording: approved.wording, changed: false });
    expect(approve(undefined, 1, 'client-1', LATER)).toEqual({ refused: m.nothingToApprove });
  });

  it('shows the client each revised letter in the bureaus’ order', () => {
    const views = wordingViews({ transunion: first, equifax: first });
    expect(views.map((v) => v.bureau)).toEqual(['equifax', 'transunion']);
    expect(views[0]).toEqual({ bureau: 'equifax', generated: generated.paragraphs, edited: reworded, revision: 1, editedAt: AT, approvedAt: null });
    expect(wordingViews(null)).toEqual([]);
  });
});
