/**
 * The letters' texts, without zod: server code that needs only them (the use cases' refusals, the letters, the
 * notes) bundles no schema. contract/letters.ts re-exports every one of them, for the web and the schemas.
 */
import type { LetterEnclosureKind } from './letters.js';

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
