import { affirmationStatements, type BureauLetterInput, type LetterClient, type LetterDispute } from '../../lambdas/domain/dispute-letters.js';
import { card } from './credit-files.js';

/** A client whose name needs more than ASCII (the PDF's font must draw it). */
export const LETTER_CLIENT: LetterClient = {
  name: 'José Núñez',
  street: '12 Peña Street, Apt 3',
  city: 'San Antonio',
  state: 'TX',
  zipCode: '78205',
  dateOfBirth: '1988-04-09',
  previousAddresses: [
    // Moved out within the two years before the letter's date (2026-11-23): listed.
    { street: '400 Elm Avenue', city: 'Austin', state: 'TX', zipCode: '78701', from: '2021-06', to: '2025-02' },
    // Moved out before 2024-11: not listed.
    { street: '9 Old Road', city: 'Waco', state: 'TX', zipCode: '76701', from: '2015-01', to: '2021-05' },
  ],
};

export const LETTER_DISPUTE: LetterDispute = {
  accountName: 'Capital One card',
  reason: 'Incorrect balance reported',
  description: 'I paid this card down to $250.00 in September; the statement is enclosed.',
  amountCents: 25_000,
};

/** Equifax's letter about the Capital One card it reports with a $1,200.00 balance, ID and proof of address enclosed. */
export const bureauLetterInput = (over: Partial<BureauLetterInput> = {}): BureauLetterInput => ({
  client: LETTER_CLIENT,
  bureau: 'equifax',
  date: '2026-11-23',
  dispute: LETTER_DISPUTE,
  reported: card('equifax'),
  enclosures: [
    { kind: 'id', fileName: 'drivers-license.jpg' },
    { kind: 'proof_of_address', fileName: 'utility-bill.pdf' },
  ],
  affirmed: affirmationStatements(over.dispute ?? LETTER_DISPUTE, LETTER_CLIENT.name),
  ...over,
});
