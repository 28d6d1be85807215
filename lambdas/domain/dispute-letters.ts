import { bureauNames, type Bureau, type Tradeline } from '../contract/credit.js';
import type { DisputeView } from '../contract/disputes.js';
import { BUREAU_DISPUTE_ADDRESSES, letterMessages, type Letter, type LetterEnclosureKind } from '../contract/letters.js';
import { ACCOUNT_STATUS_WORDS } from './credit-report.js';
import { NAME_PLACEHOLDER, REASON_TEXT } from './dispute-text.js';

/**
 * The dispute letters (docs/letters.md). A letter states only what the client asserted (the reason, the amount,
 * their own description) and what the bureau's report shows (its copy of the account, quoted): it invents nothing.
 * Letters to the bureaus are sent by us under FCRA §611 (15 U.S.C. §1681i); letters to creditors and goodwill
 * letters are plain-text drafts in the client's voice for the client to edit and send, because a furnisher may
 * ignore a dispute prepared by a credit-repair organisation (Regulation V §1022.43(b)(2)).
 */

export interface LetterClient {
  /** The verified name, as on the ID enclosed. */
  name: string;
  street: string;
  city: string;
  state: string;
  zipCode: string;
  /** YYYY-MM-DD. */
  dateOfBirth: string;
}

/** What the letters need of a dispute (a `StoredDispute` or a `DisputeView` has it). */
export type LetterDispute = Pick<DisputeView, 'accountName' | 'reason' | 'description' | 'amountCents'> &
  Partial<Pick<DisputeView, 'newInformation' | 'afterFreeDisclosure' | 'addedInformation'>>;

export interface BureauLetterInput {
  client: LetterClient;
  bureau: Bureau;
  /** The letter's date, YYYY-MM-DD. */
  date: string;
  dispute: LetterDispute;
  /** That bureau's copy of the account when the dispute names one (`accountKey`), else null. */
  reported: Tradeline | null;
  /** The client's verified documents, enclosed with the letter. */
  enclosures: { kind: LetterEnclosureKind; fileName: string }[];
  /**
   * When the client disputed a finding of their analysis ('Dispute this item'): what it found at this bureau, quoted
   * from the report (`shows`), what is wrong in one line (`title`) and what the item should say (`correction`).
   */
  finding?: { title: string; correction: string; shows: string[] } | null;
}

const MONTH_NAMES = [
  'January', 'February', 'March', 'April', 'May', 'June',
  'July', 'August', 'September', 'October', 'November', 'December',
] as const;

/** '2026-11-23' -> 'November 23, 2026' (no time zone: a calendar date stays the date it is). */
export function dateInWords(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  const month = match ? MONTH_NAMES[Number(match[2]) - 1] : undefined;
  if (!match || !month) throw new Error(`Not a calendar date: ${isoDate}`);
  return `${month} ${Number(match[3])}, ${match[1]}`;
}

/** Integer cents -> '$1,234.56' (integer arithmetic: no floating-point rounding). */
export function dollarsFromCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(cents));
  const whole = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${sign}$${whole}.${String(abs % 100).padStart(2, '0')}`;
}

/** The client's description with the auto-generated template's '[Your Name]' replaced by their name, as lines. */
export function descriptionLines(description: string, clientName: string): string[] {
  const lines = description
    .split(NAME_PLACEHOLDER)
    .join(clientName)
    .trim()
    .split(/\r?\n/)
    .map((line) => line.trim());
  // One blank line at most between paragraphs; none when the description is empty.
  return lines.filter((line, i) => line !== '' || lines[i - 1] !== '').filter((line, _, all) => all.length > 1 || line !== '');
}

const statusInWords = (line: Tradeline) => ACCOUNT_STATUS_WORDS[line.accountStatus] ?? `Status code ${line.accountStatus}`;

/** The account as the bureau reports it (quoted from its file), or as the client named it. */
function accountLines(dispute: LetterDispute, reported: Tradeline | null): string[] {
  if (!reported) return [`Account as I identify it: ${dispute.accountName.trim()}`];
  return [
    `Company reporting the account: ${reported.furnisher}`,
    ...(reported.originalCreditor ? [`Original creditor as reported: ${reported.originalCreditor}`] : []),
    `Account number as reported: ${reported.accountNumberMasked}`,
    `Status as reported: ${statusInWords(reported)}`,
    `Balance as reported: ${dollarsFromCents(reported.balanceCents)}`,
  ];
}

function accountTitle(dispute: LetterDispute, reported: Tradeline | null): string {
  return reported ? `${reported.furnisher}, account ${reported.accountNumberMasked}` : dispute.accountName.trim();
}

/**
 * What the client asserts about the item: the reason's two sentences (or, for a finding of their analysis, what the
 * report shows, what is wrong and what it should say), their amount, their own words.
 */
function assertionLines(client: LetterClient, dispute: LetterDispute, finding: BureauLetterInput['finding']): string[] {
  const { wrong, shouldSay } = REASON_TEXT[dispute.reason];
  const own = descriptionLines(dispute.description, client.name);
  return [
    ...(finding ? finding.shows.map((line) => `Your report shows: ${line}`) : []),
    `What is wrong: ${finding ? `${finding.title}. ${wrong}` : wrong}`,
    `What it should say: ${finding ? finding.correction : shouldSay}`,
    ...(dispute.amountCents !== null ? [`The amount I state for this item: ${dollarsFromCents(dispute.amountCents)}`] : []),
    ...(own.length > 0 ? ['In my own words:', ...own] : []),
    ...(dispute.newInformation ? ['What is new since this item was last verified:', ...descriptionLines(dispute.newInformation, client.name)] : []),
  ];
}

function senderLines(client: LetterClient): string[] {
  return [
    client.name,
    client.street,
    `${client.city}, ${client.state} ${client.zipCode}`,
    letterMessages.dateOfBirth(dateInWords(client.dateOfBirth)),
  ];
}

/** The letter to one bureau about one dispute (FCRA §611). */
export function bureauLetter(input: BureauLetterInput): Letter {
  const { client, bureau, dispute, reported } = input;
  if (reported && reported.bureau !== bureau) {
    throw new Error(`The reported line is ${reported.bureau}'s, not ${bureau}'s`);
  }
  const address = BUREAU_DISPUTE_ADDRESSES.addresses[bureau];
  const enclosures = input.enclosures.map((e) => letterMessages.enclosure[e.kind](e.fileName));
  const identify =
    enclosures.length > 0
      ? 'My name, address and date of birth are above; copies of my identification and proof of address are enclosed.'
      : 'My name, address and date of birth are above.';
  return {
    title: letterMessages.bureauTitle(bureauNames[bureau]),
    sender: senderLines(client),
    date: dateInWords(input.date),
    recipient: [address.name, ...address.lines],
    subject: letterMessages.subject,
    paragraphs: [
      'To whom it may concern,',
      `I am writing to dispute information in my ${bureauNames[bureau]} credit file that I believe is inaccurate or incomplete. ${identify}`,
      `The item I dispute is listed below: the account ${reported ? 'as your report shows it' : 'as I identify it'}, what is wrong with it, and what it should say.`,
      'Under section 611 of the Fair Credit Reporting Act (15 U.S.C. §1681i), please conduct a reasonable investigation of this item, ' +
        `forward my dispute${enclosures.length > 0 ? ' and the documents I enclose' : ''} to the company that furnished the information, and correct or delete any ` +
        'information that is inaccurate, incomplete or cannot be verified. ' +
        (dispute.afterFreeDisclosure
          ? 'I received my free annual file disclosure before writing, so the law requires you to complete your investigation within 45 days of receiving this letter (15 U.S.C. §1681j(a)(3)) and to send me the results in writing.'
          : 'The law requires you to complete your investigation within 30 days of receiving this letter and to send me the results in writing.'),
    ],
    items: [
      {
        heading: `${letterMessages.itemHeading(1)}: ${accountTitle(dispute, reported)}`,
        lines: [...accountLines(dispute, reported), ...assertionLines(client, dispute, input.finding)],
      },
    ],
    enclosures,
    closing: letterMessages.closing,
    signature: client.name,
  };
}

export interface VerificationLetterInput extends BureauLetterInput {
  /** When our dispute letter to this bureau was mailed, and when the bureau answered "verified" (YYYY-MM-DD). */
  sentAt: string;
  respondedAt: string;
}

/**
 * The request for the method of verification (FCRA §611(a)(7), 15 U.S.C. §1681i(a)(7)): after a bureau answers
 * "verified", the consumer may ask how; the bureau owes, within 15 days, a description of the procedure used,
 * with the business name and address of any furnisher contacted and its telephone number if reasonably
 * available (§611(a)(6)(B)(iii)). It names the item as the first letter did and what was disputed; nothing else.
 */
export function verificationRequestLetter(input: VerificationLetterInput): Letter {
  const { client, bureau, dispute, reported } = input;
  if (reported && reported.bureau !== bureau) {
    throw new Error(`The reported line is ${reported.bureau}'s, not ${bureau}'s`);
  }
  const address = BUREAU_DISPUTE_ADDRESSES.addresses[bureau];
  const name = bureauNames[bureau];
  return {
    title: letterMessages.verificationTitle(name),
    sender: senderLines(client),
    date: dateInWords(input.date),
    recipient: [address.name, ...address.lines],
    subject: letterMessages.verificationSubject,
    paragraphs: [
      'To whom it may concern,',
      `On ${dateInWords(input.sentAt)} I disputed the item listed below with ${name}. In your answer dated ${dateInWords(input.respondedAt)}, ` +
        'you told me that the information was verified as accurate.',
      'Under section 611(a)(7) of the Fair Credit Reporting Act (15 U.S.C. §1681i(a)(7)), please send me a description of the procedure ' +
        'used to determine the accuracy and completeness of this information, including the business name and address of any ' +
        'furnisher of information you contacted about it, and the furnisher\'s telephone number if reasonably available. ' +
        'The law requires you to send me this description within 15 days of receiving this request.',
    ],
    items: [
      {
        heading: `${letterMessages.itemHeading(1)}: ${accountTitle(dispute, reported)}`,
        lines: [...accountLines(dispute, reported), `What I disputed: ${REASON_TEXT[dispute.reason].wrong}`],
      },
    ],
    enclosures: input.enclosures.map((e) => letterMessages.enclosure[e.kind](e.fileName)),
    closing: letterMessages.closing,
    signature: client.name,
  };
}

export interface SupplementLetterInput extends BureauLetterInput {
  /** When our dispute letter to this bureau was mailed (YYYY-MM-DD). */
  sentAt: string;
}

/**
 * The supplemental letter (FCRA §611(a)(1)(B)): the information the client added during the investigation, sent to the
 * bureau. Only this letter, mailed within the 30 days, gives the bureau 45; a note typed in the app reaches no one.
 * It names the item as the first letter did and quotes the client's additions, each under its date; nothing else.
 */
export function supplementLetter(input: SupplementLetterInput): Letter {
  const { client, bureau, dispute, reported } = input;
  if (reported && reported.bureau !== bureau) {
    throw new Error(`The reported line is ${reported.bureau}'s, not ${bureau}'s`);
  }
  const added = dispute.addedInformation ?? [];
  if (added.length === 0) throw new Error('A supplemental letter needs the information the client added');
  const address = BUREAU_DISPUTE_ADDRESSES.addresses[bureau];
  const name = bureauNames[bureau];
  return {
    title: letterMessages.supplementTitle(name),
    sender: senderLines(client),
    date: dateInWords(input.date),
    recipient: [address.name, ...address.lines],
    subject: letterMessages.supplementSubject,
    paragraphs: [
      'To whom it may concern,',
      `On ${dateInWords(input.sentAt)} I disputed the item listed below with ${name}. While you investigate it, I am sending you the additional information below.`,
      'Please consider it in your investigation under section 611 of the Fair Credit Reporting Act (15 U.S.C. §1681i) and forward it to the company that furnished the information.',
    ],
    items: [
      {
        heading: `${letterMessages.itemHeading(1)}: ${accountTitle(dispute, reported)}`,
        lines: [
          ...accountLines(dispute, reported),
          `What I disputed: ${REASON_TEXT[dispute.reason].wrong}`,
          ...added.flatMap((a) => [`Added on ${dateInWords(a.addedAt.slice(0, 10))}:`, ...descriptionLines(a.text, client.name)]),
        ],
      },
    ],
    enclosures: input.enclosures.map((e) => letterMessages.enclosure[e.kind](e.fileName)),
    closing: letterMessages.closing,
    signature: client.name,
  };
}

export interface DraftInput {
  client: LetterClient;
  /** YYYY-MM-DD. */
  date: string;
  dispute: LetterDispute;
  /** The account as a bureau reports it, when the dispute names one (the creditor is then its furnisher). */
  reported: Tradeline | null;
}

const CREDITOR_ADDRESS_PLACEHOLDER = "[The creditor's address for disputes, from your statement or their website]";

function draftHeader(client: LetterClient, date: string, creditor: string): string[] {
  return [
    client.name,
    client.street,
    `${client.city}, ${client.state} ${client.zipCode}`,
    '',
    dateInWords(date),
    '',
    creditor,
    CREDITOR_ADDRESS_PLACEHOLDER,
    '',
  ];
}

function accountReference(dispute: LetterDispute, reported: Tradeline | null): string[] {
  return reported
    ? [`Account: ${reported.furnisher}, account number ${reported.accountNumberMasked}`]
    : [`Account: ${dispute.accountName.trim()}`];
}

/**
 * A draft of the client's own dispute to the creditor (FCRA §623(a)(8), Regulation V §1022.43): the client's
 * reason and words, for them to edit and send. We do not send it.
 */
export function creditorLetterDraft(input: DraftInput): string {
  const { client, dispute, reported } = input;
  const { wrong, shouldSay } = REASON_TEXT[dispute.reason];
  const own = descriptionLines(dispute.description, client.name);
  return [
    ...draftHeader(client, input.date, reported?.furnisher ?? dispute.accountName.trim()),
    ...accountReference(dispute, reported),
    '',
    'To whom it may concern,',
    '',
    'I am writing to dispute information you report about me to the credit bureaus.',
    '',
    `${wrong} ${shouldSay}`,
    ...(dispute.amountCents !== null ? ['', `The amount I state for this account: ${dollarsFromCents(dispute.amountCents)}`] : []),
    ...(own.length > 0 ? ['', ...own] : []),
    '',
    'Under the Fair Credit Reporting Act (15 U.S.C. §1681s-2(a)(8)) and Regulation V (12 CFR §1022.43), please investigate ' +
      'this dispute, review the information I provide, and correct what you report to the credit bureaus if it is inaccurate. ' +
      'Please send me the results of your investigation.',
    '',
    '[Optional: list the documents you enclose, such as statements or payment confirmations]',
    '',
    'Sincerely,',
    client.name,
  ].join('\n');
}

export interface GoodwillDraftInput {
  client: LetterClient;
  /** YYYY-MM-DD. */
  date: string;
  /** The account name the client gave. */
  accountName: string;
  /** The account as a bureau reports it, when known. */
  reported: Tradeline | null;
}

/**
 * A goodwill letter: the client asks the creditor to remove a late payment that is accurately reported, as a
 * courtesy. Only the client knows why they paid late: the draft leaves that in brackets for them to write.
 */
export function goodwillLetterDraft(input: GoodwillDraftInput): string {
  const { client, reported } = input;
  const creditor = reported?.furnisher ?? input.accountName.trim();
  const account = reported
    ? `my account ${reported.accountNumberMasked} with you`
    : `my account with you (${input.accountName.trim()})`;
  return [
    ...draftHeader(client, input.date, creditor),
    reported ? `Account: ${reported.furnisher}, account number ${reported.accountNumberMasked}` : `Account: ${input.accountName.trim()}`,
    '',
    'Dear Sir or Madam,',
    '',
    `I am writing about ${account}. I value this account, and I am asking you, as a gesture of goodwill, to remove the late payment you report to the credit bureaus.`,
    '',
    '[Explain in your own words what caused the late payment, and when]',
    '',
    '[Explain what has changed since then and how you have kept the account in good standing]',
    '',
    'I understand that the late payment is my responsibility. Removing it would make a real difference to me, and I would be grateful for your consideration.',
    '',
    'Sincerely,',
    client.name,
  ].join('\n');
}
