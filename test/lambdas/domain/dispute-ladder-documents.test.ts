import { describe, expect, it } from 'vitest';
import type { DisputeView } from '../../../lambdas/contract/disputes.js';
import { ladderMessages, type FurnisherAnswer } from '../../../lambdas/contract/dispute-ladder.js';
import type { StoredLadder } from '../../../lambdas/domain/dispute-ladder.js';
import { attorneySummary, complaintPacket, disputeTimeline, furnisherDisputeLetter, type LadderDocumentInput } from '../../../lambdas/domain/dispute-ladder-documents.js';
import { card } from '../../support/credit-files.js';
import { LETTER_CLIENT } from '../../support/letters.js';
import { disputeItemView, disputeView } from '../../web/disputes.js';

/** The creditor's answer in the ladder's documents: told in the chronology of the complaint packet and the attorney's summary. */
const OWN_WORDS = 'My September statement shows a balance of $250.00; you report $1,200.00. I enclose the statement.';
const furnisher = { statement: OWN_WORDS, affirmation: ladderMessages.affirmation, affirmedAt: '2026-11-22T15:00:00.000Z' };
const answer = (over: Partial<FurnisherAnswer> = {}): FurnisherAnswer => ({ outcome: 'verified', on: '2026-12-10', note: null, recordedAt: '2026-12-11T09:00:00.000Z', ...over });

const disputeWith = (ladder: StoredLadder, items = [disputeItemView('equifax', { sentAt: '2026-11-03', receivedAt: '2026-11-05', dueAt: '2026-12-05', resultsDueAt: '2026-12-11', result: 'verified', respondedAt: '2026-11-20', verificationRequestedAt: '2026-11-21T15:00:00.000Z' })]) =>
  disputeView(
    { id: 'd1-0000-0000', accountName: 'Capital One card', findingId: 'obsolete_negative:cap1', description: 'I paid this card down to $250.00 in September.', amountCents: 25_000, items },
    { stored: ladder, asOf: '2026-12-28' },
  );
const input = (dispute: DisputeView): LadderDocumentInput => ({ client: LETTER_CLIENT, date: '2026-12-28', dispute, reported: card('equifax'), enclosures: [] });
const lines = (letter: ReturnType<typeof complaintPacket>, heading: string) => letter.items.find((i) => i.heading === heading)!.lines;

describe("the creditor's answer in the ladder's documents", () => {
  it.each([
    ['verified', 'December 10, 2026: The creditor answered that the information is accurate.'],
    ['corrected', 'December 10, 2026: The creditor answered that it corrected or deleted the information.'],
    ['frivolous', 'December 10, 2026: The creditor answered that it considers my dispute frivolous or irrelevant.'],
  ] as const)('tells "%s" in the complaint packet\'s dates, after the dispute to the creditor', (outcome, line) => {
    const packet = complaintPacket(input(disputeWith({ furnisher: { ...furnisher, answer: answer({ outcome }) }, complaintAt: '2026-12-28T10:00:00.000Z', attorneyAt: null })));
    const happened = lines(packet, '3. What happened');
    expect(happened).toContain(line);
    expect(happened.indexOf(line)).toBeGreaterThan(happened.findIndex((l) => l.startsWith('November 22, 2026: I wrote my own dispute')));
  });

  it('tells "no answer" on the day the client recorded it, and the client\'s note in their own words', () => {
    const recorded = answer({ outcome: 'no_answer', on: '2026-12-27', note: 'I called twice; they had no record of my letter.' });
    const packet = complaintPacket(input(disputeWith({ furnisher: { ...furnisher, answer: recorded }, complaintAt: '2026-12-28T10:00:00.000Z', attorneyAt: null })));
    const happened = lines(packet, '3. What happened');
    expect(happened).toContain('December 27, 2026: I had received no answer from the creditor.');
    expect(happened).toEqual(expect.arrayContaining([ladderMessages.answerNoteHeading, 'I called twice; they had no record of my letter.']));
  });

  it("puts the answer in the attorney's summary, and says nothing of one before it is recorded", () => {
    const withAnswer = disputeWith({ furnisher: { ...furnisher, answer: answer() }, complaintAt: null, attorneyAt: '2026-12-28T10:00:00.000Z' });
    expect(lines(attorneySummary(input(withAnswer)), 'The dates')).toContain('December 10, 2026: The creditor answered that the information is accurate.');
    const without = disputeWith({ furnisher, complaintAt: null, attorneyAt: '2026-12-28T10:00:00.000Z' });
    expect(disputeTimeline(without).some((l) => l.includes('The creditor answered'))).toBe(false);
  });

  it('leaves the answer out of the letter to the creditor itself', () => {
    const letter = furnisherDisputeLetter(input(disputeWith({ furnisher: { ...furnisher, answer: answer() }, complaintAt: null, attorneyAt: null })));
    expect(lines(letter, 'What I have done so far').some((l) => l.includes('The creditor answered'))).toBe(false);
  });
});
