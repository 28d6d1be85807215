import type { BureauLetterInput, LetterClient, LetterDispute } from '../../lambdas/domain/dispute-letters.js';
import { card } from './credit-files.js';

/** A client whose name needs more than ASCII (the PDF's font must draw it). */
export const LETTER_CLIENT: LetterClient = {
  name: 'José Núñez',
  street: '12 Peña Street, Apt 3',
  city: 'San Antonio',
  state: 'TX',
  zipCode: '78205',
  dateOfBirth: '1988-04-09',
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
  ...over,
});
