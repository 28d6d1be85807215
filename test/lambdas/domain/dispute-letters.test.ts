import { describe, expect, it } from 'vitest';
import { DISPUTE_REASONS } from '../../../lambdas/contract/disputes.js';
import { BUREAU_DISPUTE_ADDRESSES, type Letter } from '../../../lambdas/contract/letters.js';
import {
  bureauLetter,
  creditorLetterDraft,
  dateInWords,
  descriptionLines,
  dollarsFromCents,
  goodwillLetterDraft,
} from '../../../lambdas/domain/dispute-letters.js';
import { autoDisputeDescription, NAME_PLACEHOLDER, REASON_TEXT } from '../../../lambdas/domain/dispute-text.js';
import { card, collection } from '../../support/credit-files.js';
import { bureauLetterInput, LETTER_CLIENT, LETTER_DISPUTE } from '../../support/letters.js';

/** Everything the letter says, as one string. */
const textOf = (letter: Letter) =>
  [letter.title, ...letter.sender, letter.date, ...letter.recipient, letter.subject, ...letter.paragraphs,
    ...letter.items.flatMap((i) => [i.heading, ...i.lines]), ...letter.enclosures, letter.closing, letter.signature].join('\n');

describe('bureauLetter', () => {
  it("is addressed to the bureau's dispute address and comes from the client", () => {
    for (const bureau of ['equifax', 'experian', 'transunion'] as const) {
      const letter = bureauLetter(bureauLetterInput({ bureau, reported: card(bureau) }));
      const { name, lines } = BUREAU_DISPUTE_ADDRESSES.addresses[bureau];
      expect(letter.recipient).toEqual([name, ...lines]);
    }
    const letter = bureauLetter(bureauLetterInput());
    expect(letter.recipient).toEqual(['Equifax Information Services LLC', 'P.O. Box 740256', 'Atlanta, GA 30374-0256']);
    // The address the client left within the two years before the letter's date is listed; an older one is not.
    expect(letter.sender).toEqual([
      'José Núñez',
      '12 Peña Street, Apt 3',
      'San Antonio, TX 78205',
      'Date of birth: April 9, 1988',
      'Previous address (June 2021 to February 2025): 400 Elm Avenue, Austin, TX 78701',
    ]);
    expect(letter.date).toBe('November 23, 2026');
    expect(letter.title).toContain('Equifax');
    expect(letter.closing).toBe('Sincerely,');
    expect(letter.signature).toBe('José Núñez');
  });

  it('names FCRA §611 (15 U.S.C. §1681i) and the 30-day investigation', () => {
    const text = textOf(bureauLetter(bureauLetterInput()));
    expect(text).toContain('§611');
    expect(text).toContain('15 U.S.C. §1681i');
    expect(text).toContain('30 days');
  });

  it('quotes the account as the bureau reports it: furnisher, masked number, status in words, balance in dollars', () => {
    const [item] = bureauLetter(bureauLetterInput()).items;
    expect(item?.heading).toBe('Disputed item 1: CAPITAL ONE, account XXXX1234');
    expect(item?.lines).toEqual(
      expect.arrayContaining([
        'Company reporting the account: CAPITAL ONE',
        'Account number as reported: XXXX1234',
        'Status as reported: Current',
        'Balance as reported: $1,200.00',
      ]),
    );
    const collected = bureauLetter(bureauLetterInput({ bureau: 'experian', reported: collection('experian') })).items[0];
    expect(collected?.lines).toContain('Status as reported: Collection');
    expect(collected?.lines).toContain('Original creditor as reported: SYNCHRONY BANK');
  });

  it.each(DISPUTE_REASONS.filter((r) => r !== 'Paid in full'))("states what the client affirmed and what it should say for '%s'", (reason) => {
    const [item] = bureauLetter(bureauLetterInput({ dispute: { ...LETTER_DISPUTE, reason } })).items;
    expect(item?.lines).toContain('What I state about this item:');
    expect(item?.lines).toContain(REASON_TEXT[reason].wrong);
    expect(item?.lines).toContain(`What it should say: ${REASON_TEXT[reason].shouldSay}`);
  });

  it('says only the statements the client affirmed, in their voice', () => {
    const affirmed = ['The balance reported for this account is not correct.'];
    const [item] = bureauLetter(bureauLetterInput({ affirmed })).items;
    const stated = item!.lines.slice(item!.lines.indexOf('What I state about this item:') + 1, -1);
    expect(stated).toEqual(affirmed);
    // The description the client did not affirm is not in the letter.
    expect(item?.lines.join('\n')).not.toContain('I paid this card down');
  });

  it('says "paid in full" only where the client affirmed it and that bureau shows a zero balance', () => {
    const paid = { ...LETTER_DISPUTE, reason: 'Paid in full' as const, description: 'I paid it in full in May.', amountCents: null };
    const withBalance = textOf(bureauLetter(bureauLetterInput({ dispute: paid, reported: card('equifax', { balanceCents: 45_000 }) })));
    expect(withBalance).not.toMatch(/paid in full/i);
    expect(withBalance).toContain(REASON_TEXT.Other.wrong);
    const noLine = textOf(bureauLetter(bureauLetterInput({ dispute: paid, reported: null })));
    expect(noLine).not.toMatch(/paid in full/i);
    const zero = textOf(bureauLetter(bureauLetterInput({ dispute: paid, reported: card('equifax', { balanceCents: 0 }) })));
    expect(zero).toContain(REASON_TEXT['Paid in full'].wrong);
    expect(zero).toContain(`What it should say: ${REASON_TEXT['Paid in full'].shouldSay}`);
    // Not affirmed, not said, whatever the file shows.
    const unaffirmed = textOf(bureauLetter(bureauLetterInput({ dispute: paid, reported: card('equifax', { balanceCents: 0 }), affirmed: ['I dispute this item.'] })));
    expect(unaffirmed).not.toContain(REASON_TEXT['Paid in full'].wrong);
  });

  it("never quotes a question put to the client, nor a finding's title", () => {
    const letter = bureauLetter(
      bureauLetterInput({
        finding: { correction: 'The inquiry should be removed from my credit file.', shows: ['Inquiry: ABC AUTO on 2026-02-11'] },
        affirmed: ['I did not apply for credit with ABC AUTO.'],
      }),
    );
    const text = textOf(letter);
    expect(text).not.toContain('?');
    expect(text).toContain('Your report shows: Inquiry: ABC AUTO on 2026-02-11');
    expect(text).toContain('I did not apply for credit with ABC AUTO.');
  });

  it('no longer asks the bureau to forward the client\'s documents to the furnisher', () => {
    expect(textOf(bureauLetter(bureauLetterInput()))).not.toMatch(/forward/i);
  });

  it("carries the client's own words and amount", () => {
    const [item] = bureauLetter(bureauLetterInput()).items;
    expect(item?.lines).toContain('The amount I state for this item: $250.00');
    expect(item?.lines).toContain('I paid this card down to $250.00 in September; the statement is enclosed.');
    const noAmount = bureauLetter(bureauLetterInput({ dispute: { ...LETTER_DISPUTE, amountCents: null } }));
    expect(textOf(noAmount)).not.toContain('The amount I state');
  });

  it("puts the client's name in place of the placeholder, and does not repeat the auto-generated template", () => {
    const own = { ...LETTER_DISPUTE, description: `Signed, ${NAME_PLACEHOLDER}` };
    expect(textOf(bureauLetter(bureauLetterInput({ dispute: own })))).toContain('Signed, José Núñez');
    const description = autoDisputeDescription({ accountName: 'Capital One card', reason: 'Paid in full' });
    const auto = { ...LETTER_DISPUTE, reason: 'Paid in full' as const, description, autoGenerated: true };
    const text = textOf(bureauLetter(bureauLetterInput({ dispute: auto })));
    expect(text).not.toContain(NAME_PLACEHOLDER);
    expect(text).not.toContain('[');
    expect(text).not.toContain('To whom it may concern,\nI am writing to dispute the following');
    expect(text).toContain('Sincerely,\nJosé Núñez');
  });

  it('invents nothing when the bureau has no line for the account: only what the client gave', () => {
    const letter = bureauLetter(
      bureauLetterInput({ reported: null, dispute: { ...LETTER_DISPUTE, reason: 'Account not mine', amountCents: null, description: 'Never opened it.' } }),
    );
    const [item] = letter.items;
    expect(item?.heading).toBe('Disputed item 1: Capital One card');
    expect(item?.lines).toEqual([
      'Account as I identify it: Capital One card',
      'What I state about this item:',
      REASON_TEXT['Account not mine'].wrong,
      'Never opened it.',
      `What it should say: ${REASON_TEXT['Account not mine'].shouldSay}`,
    ]);
    const text = textOf(letter);
    for (const reportOnly of ['CAPITAL ONE', 'XXXX', 'as reported', 'report shows', 'Balance', '$']) expect(text).not.toContain(reportOnly);
  });

  it('lists the enclosures, and says nothing is enclosed when nothing is', () => {
    const letter = bureauLetter(bureauLetterInput());
    expect(letter.enclosures).toEqual([
      'Copy of my government-issued photo ID (drivers-license.jpg)',
      'Copy of my proof of address (utility-bill.pdf)',
    ]);
    expect(textOf(letter)).toContain('the documents I enclose are listed at the end of this letter');
    const evidence = bureauLetter(bureauLetterInput({ enclosures: [{ kind: 'evidence', fileName: 'payoff-letter.pdf' }] }));
    expect(evidence.enclosures).toEqual(['Copy of my evidence for the disputed item (payoff-letter.pdf)']);
    const bare = bureauLetter(bureauLetterInput({ enclosures: [], dispute: { ...LETTER_DISPUTE, description: 'Wrong balance.' } }));
    expect(bare.enclosures).toEqual([]);
    expect(textOf(bare)).not.toMatch(/enclose/i);
  });

  it("refuses another bureau's line", () => {
    expect(() => bureauLetter(bureauLetterInput({ bureau: 'experian', reported: card('equifax') }))).toThrow();
  });
});

describe('creditor and goodwill drafts', () => {
  const draftInput = { client: LETTER_CLIENT, date: '2026-11-23', dispute: LETTER_DISPUTE, reported: card('transunion') };

  it("the creditor draft is the client's dispute in their own voice, to the furnisher", () => {
    const text = creditorLetterDraft(draftInput);
    expect(text).toContain('CAPITAL ONE');
    expect(text).toContain('account number XXXX1234');
    expect(text).toContain(`${REASON_TEXT['Incorrect balance reported'].wrong} ${REASON_TEXT['Incorrect balance reported'].shouldSay}`);
    expect(text).toContain(LETTER_DISPUTE.description);
    expect(text).toContain('1681s-2(a)(8)');
    expect(text.endsWith('Sincerely,\nJosé Núñez')).toBe(true);
    // The creditor's address is not ours to guess: the client fills it in.
    expect(text).toContain("[The creditor's address");
  });

  it('the goodwill draft leaves the reasons for the client to write', () => {
    const text = goodwillLetterDraft({ client: LETTER_CLIENT, date: '2026-11-23', accountName: 'Capital One card', reported: null });
    expect(text).toContain('Capital One card');
    expect(text).toContain('goodwill');
    expect(text).toContain('[Explain in your own words what caused the late payment');
    expect(text).not.toContain('XXXX');
    expect(text.endsWith('Sincerely,\nJosé Núñez')).toBe(true);
  });
});

describe('helpers', () => {
  it('formats dates and cents without rounding errors', () => {
    expect(dateInWords('2026-01-05')).toBe('January 5, 2026');
    expect(() => dateInWords('2026-13-01')).toThrow();
    expect(dollarsFromCents(0)).toBe('$0.00');
    expect(dollarsFromCents(5)).toBe('$0.05');
    expect(dollarsFromCents(123_456_789)).toBe('$1,234,567.89');
    expect(dollarsFromCents(-1_050)).toBe('-$10.50');
  });

  it('keeps single blank lines of the description and drops the rest', () => {
    expect(descriptionLines('\nA\n\n\nB\r\nC  \n\n', 'X')).toEqual(['A', '', 'B', 'C']);
  });
});
