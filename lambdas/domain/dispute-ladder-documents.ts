import { bureauNames } from '../contract/credit-messages.js';
import type { Bureau, Tradeline } from '../contract/credit.js';
import type { DisputeView } from '../contract/disputes.js';
import { ladderMessages } from '../contract/ladder-messages.js';
import { BUREAU_DISPUTE_ADDRESSES, type Letter, type LetterEnclosureKind } from '../contract/letters.js';
import { letterMessages } from '../contract/letter-messages.js';
import { ACCOUNT_STATUS_WORDS } from './credit-report.js';
import { dateInWords, descriptionLines, dollarsFromCents, type LetterClient } from './dispute-letters.js';

/**
 * The documents of the escalation ladder (domain/dispute-ladder.ts), as the same structured `Letter` the browser draws
 * as a PDF: the client's own dispute to the furnisher (12 CFR 1022.43), the complaint packet for the CFPB and the summary
 * for a consumer attorney. Each states only what is recorded on the dispute (dates, results), what the bureau reports
 * (quoted) and what the client wrote; nothing else. The client sends or files each one themselves.
 */

export interface LadderDocumentInput {
  client: LetterClient;
  /** The document's date, YYYY-MM-DD. */
  date: string;
  /** The dispute as the client sees it today (its items' dates and its ladder). */
  dispute: DisputeView;
  /** The account as the first bureau that reports it shows it, when the dispute names one. */
  reported: Tradeline | null;
  /** The client's verified documents (enclosed with the furnisher letter). */
  enclosures: { kind: LetterEnclosureKind; fileName: string }[];
}

const day = (isoDateOrInstant: string) => dateInWords(isoDateOrInstant.slice(0, 10));
const bureauList = (bureaus: readonly Bureau[]) => bureaus.map((b) => bureauNames[b]).join(', ');

function senderLines(client: LetterClient): string[] {
  return [client.name, client.street, `${client.city}, ${client.state} ${client.zipCode}`];
}

/** The account as the bureau reports it (quoted), else as the client named it. */
function accountLines(dispute: DisputeView, reported: Tradeline | null): string[] {
  if (!reported) return [`Account as I identify it: ${dispute.accountName.trim()}`];
  return [
    `Company reporting the account: ${reported.furnisher}`,
    `Account number as reported: ${reported.accountNumberMasked}`,
    `Status as reported by ${bureauNames[reported.bureau]}: ${ACCOUNT_STATUS_WORDS[reported.accountStatus] ?? `Status code ${reported.accountStatus}`}`,
    `Balance as reported by ${bureauNames[reported.bureau]}: ${dollarsFromCents(reported.balanceCents)}`,
  ];
}

/**
 * What happened, in date order, from what is recorded on the dispute: each bureau's letter, receipt, answer and the
 * ladder's steps, with the creditor's answer as the client recorded it (left out of the letter to that creditor itself).
 */
export function disputeTimeline(dispute: DisputeView, options: { creditorAnswer: boolean } = { creditorAnswer: true }): string[] {
  const events: { on: string; text: string }[] = [];
  for (const i of dispute.items) {
    const name = bureauNames[i.bureau];
    if (i.sentAt) events.push({ on: i.sentAt, text: `My dispute letter was mailed to ${name}${i.trackingNumber ? ` (tracking ${i.trackingNumber})` : ''}.` });
    if (i.receivedAt) events.push({ on: i.receivedAt, text: i.receiptPresumed ? `${name} is presumed to have received it (5 business days after mailing).` : `${name} received it, as the tracking shows.` });
    if (i.supplementSentAt) events.push({ on: i.supplementSentAt, text: `Additional information was mailed to ${name}.` });
    if (i.result && i.respondedAt) events.push({ on: i.respondedAt, text: `${name} answered: ${i.result}.` });
    else if (i.resultsDueAt && dispute.ladder.openedBy.some((o) => o.bureau === i.bureau && o.because === 'no_response')) {
      events.push({ on: i.resultsDueAt, text: `${name}'s results were due; none had arrived.` });
    }
    if (i.verificationRequestedAt) events.push({ on: i.verificationRequestedAt.slice(0, 10), text: `I asked ${name} for the method of verification (FCRA §611(a)(7)).` });
    if (i.reinsertedAt) events.push({ on: i.reinsertedAt.slice(0, 10), text: `${name} reported the deleted item again.` });
    if (i.reinsertionNoticeAt) events.push({ on: i.reinsertionNoticeAt, text: `${name}'s written notice of the reinsertion is dated.` });
    else if (i.reinsertionWithoutNotice && i.reinsertionNoticeDueAt) {
      events.push({ on: i.reinsertionNoticeDueAt, text: `${name}'s written notice of the reinsertion was due; none had arrived.` });
    }
  }
  const furnisher = dispute.ladder.furnisherDispute;
  if (furnisher) events.push({ on: furnisher.affirmedAt.slice(0, 10), text: 'I wrote my own dispute to the company that furnished the information (12 CFR 1022.43).' });
  if (furnisher?.answer && options.creditorAnswer) events.push({ on: furnisher.answer.on, text: ladderMessages.answerTimeline[furnisher.answer.outcome] });
  return [
    `${day(dispute.createdAt)}: I filed my dispute (reason: ${dispute.reason}).`,
    ...events.sort((a, b) => a.on.localeCompare(b.on)).map((e) => `${day(e.on)}: ${e.text}`),
  ];
}

/**
 * The client's direct dispute to the furnisher (12 CFR 1022.43). Paragraph (d) asks for: (1) enough to identify the
 * account and the consumer (name, address, account number), (2) the specific information disputed and the basis for the
 * dispute, (3) the supporting documentation, such as the relevant portion of the consumer report. (2) is the client's own
 * statement, as they wrote and affirmed it: a furnisher may ignore a dispute a credit-repair organisation prepared ((b)(2)).
 */
export function furnisherDisputeLetter(input: LadderDocumentInput): Letter {
  const { client, dispute, reported } = input;
  const own = dispute.ladder.furnisherDispute;
  if (!own) throw new Error('The furnisher letter needs the statement the client wrote and affirmed');
  const furnisher = reported?.furnisher ?? dispute.accountName.trim();
  const reportingBureaus = dispute.items.map((i) => i.bureau);
  return {
    title: ladderMessages.stepTitles.furnisher,
    sender: senderLines(client),
    date: dateInWords(input.date),
    recipient: [furnisher, "[The creditor's address for disputes, from your statement or as your credit report lists it]"],
    subject: 'Direct dispute of information you furnish to consumer reporting agencies, 12 CFR §1022.43 (Regulation V) and FCRA §623(a)(8) (15 U.S.C. §1681s-2(a)(8))',
    paragraphs: [
      'To whom it may concern,',
      'I dispute the accuracy of information you furnish about me to consumer reporting agencies. The account, what I dispute and why, and what I have already done are below.',
      'Please conduct a reasonable investigation of this dispute, review all relevant information I provide, and report the results to me within the time the law allows ' +
        '(12 CFR §1022.43(e)). If the information is inaccurate, please notify each consumer reporting agency to which you furnished it.',
    ],
    items: [
      { heading: 'The account and me', lines: [`Name: ${client.name}`, `Address: ${client.street}, ${client.city}, ${client.state} ${client.zipCode}`, ...accountLines(dispute, reported)] },
      { heading: 'What I dispute and why', lines: descriptionLines(own.statement, client.name) },
      { heading: 'What I have done so far', lines: disputeTimeline(dispute, { creditorAnswer: false }) },
    ],
    enclosures: [
      ...reportingBureaus.map((b) => `A copy of the part of my ${bureauNames[b]} credit report that shows this account`),
      ...dispute.items.filter((i) => i.result && i.respondedAt).map((i) => `${bureauNames[i.bureau]}'s answer to my dispute, dated ${day(i.respondedAt!)}`),
      ...input.enclosures.map((e) => letterMessages.enclosure[e.kind](e.fileName)),
    ],
    closing: letterMessages.closing,
    signature: client.name,
  };
}

/** The CFPB form's sub-issue that fits what the bureaus did (the client picks the closest on the form). */
function subIssue(dispute: DisputeView): string {
  if (dispute.items.some((i) => i.reinsertionWithoutNotice)) return 'Was not notified of investigation status or results';
  if (dispute.ladder.openedBy.some((o) => o.because === 'verified')) return 'Their investigation did not fix an error on your report';
  return 'Investigation took more than 30 days';
}

/**
 * The complaint packet for the Consumer Financial Protection Bureau, which the client files themselves at
 * consumerfinance.gov/complaint: one section per step of its form, in its order (product, issue, what happened, the
 * resolution wanted, the company), then the documents to attach. Only the recorded facts and the client's own words.
 */
export function complaintPacket(input: LadderDocumentInput): Letter {
  const { client, dispute } = input;
  const companies = [...new Set(dispute.ladder.openedBy.map((o) => o.bureau))];
  const own = descriptionLines(dispute.description, client.name);
  return {
    title: ladderMessages.stepTitles.complaint,
    sender: senderLines(client),
    date: dateInWords(input.date),
    recipient: ['Consumer Financial Protection Bureau', 'File online at consumerfinance.gov/complaint', 'or by phone at (855) 411-2372'],
    subject: 'My complaint, section by section in the order of the complaint form',
    paragraphs: [
      'Copy each section below into the matching step of the form. Check every date against your letters and the answers you received before you submit: the complaint is yours, under your name.',
    ],
    items: [
      { heading: '1. Product', lines: ['Credit reporting or other personal consumer reports', 'Type: Credit reporting'] },
      { heading: '2. Issue', lines: ["Problem with a company's investigation into an existing problem", `Closest sub-issue: ${subIssue(dispute)}`] },
      {
        heading: '3. What happened',
        lines: [
          `The item: ${accountLines(dispute, input.reported).join('; ')}`,
          ...(own.length > 0 ? ['What I disputed, in my words:', ...own] : []),
          ...(dispute.ladder.furnisherDispute ? ['What I wrote to the creditor:', ...descriptionLines(dispute.ladder.furnisherDispute.statement, client.name)] : []),
          ...(dispute.ladder.furnisherDispute?.answer?.note
            ? [ladderMessages.answerNoteHeading, ...descriptionLines(dispute.ladder.furnisherDispute.answer.note, client.name)]
            : []),
          'The dates:',
          ...disputeTimeline(dispute),
        ],
      },
      {
        heading: '4. Desired resolution',
        lines: [`That ${bureauList(companies)} investigate the item I disputed, correct it or delete it if it cannot be verified as accurate, and send me the results in writing.`],
      },
      {
        heading: '5. Company',
        lines: [
          ...companies.map((b) => `${BUREAU_DISPUTE_ADDRESSES.addresses[b].name}, ${BUREAU_DISPUTE_ADDRESSES.addresses[b].lines.join(', ')}`),
          ...(companies.length > 1 ? ['The form takes one company at a time: file one complaint for each.'] : []),
        ],
      },
    ],
    enclosures: [
      ...dispute.items.filter((i) => i.sentAt).map((i) => `My dispute letter to ${bureauNames[i.bureau]}, mailed ${day(i.sentAt!)}`),
      ...dispute.items.filter((i) => i.result && i.respondedAt).map((i) => `${bureauNames[i.bureau]}'s answer, dated ${day(i.respondedAt!)}`),
      ...dispute.items.filter((i) => i.verificationRequestedAt).map((i) => `My request to ${bureauNames[i.bureau]} for the method of verification, of ${day(i.verificationRequestedAt!)}`),
      ...(dispute.ladder.furnisherDispute ? [`My dispute to the creditor, of ${day(dispute.ladder.furnisherDispute.affirmedAt)}`] : []),
    ],
    closing: '',
    signature: client.name,
  };
}

/** What each ground is, in the law's terms, for the attorney. */
function groundLines(dispute: DisputeView): string[] {
  return dispute.ladder.attorneyGrounds.flatMap((g) => {
    if (g === 'reinsertion_without_notice') {
      return dispute.items
        .filter((i) => i.reinsertionWithoutNotice)
        .map(
          (i) =>
            `${bureauNames[i.bureau]} deleted the item and reported it again (seen ${day(i.reinsertedAt!)}); no written notice was recorded by ${day(i.reinsertionNoticeDueAt!)}, ` +
            '5 business days later (FCRA §611(a)(5)(B)(ii), 15 U.S.C. §1681i(a)(5)(B)(ii)).',
        );
    }
    if (g === 'obsolete_item') return ['The item is reported after the period FCRA §605(a) (15 U.S.C. §1681c(a)) allows for it, as the credit file itself shows.'];
    return ["The file shows another person's identifying information mixed into mine (FCRA §607(b), 15 U.S.C. §1681e(b): reasonable procedures to assure maximum possible accuracy)."];
  });
}

/**
 * The summary for a consumer attorney's review (offered, never pushed): the grounds the file shows, the dates, and what
 * FCRA §§616–617 provide. It refers the client to no one and gives no legal advice.
 */
export function attorneySummary(input: LadderDocumentInput): Letter {
  const { client, dispute } = input;
  if (dispute.ladder.attorneyGrounds.length === 0) throw new Error("An attorney's summary needs a ground");
  return {
    title: ladderMessages.stepTitles.attorney,
    sender: senderLines(client),
    date: dateInWords(input.date),
    recipient: ['For a consumer attorney of my choice'],
    subject: 'Facts and dates of a credit-report dispute, for a review under FCRA §§616–617 (15 U.S.C. §§1681n–1681o)',
    paragraphs: [
      'This summary lists the facts and dates of my dispute as they were recorded. It is not legal advice, and no one referred me to you.',
      'Under FCRA §616 a willful failure to comply allows actual damages or statutory damages of $100 to $1,000, punitive damages, and the costs of the action with reasonable attorney\'s fees; ' +
        'under §617 a negligent failure allows actual damages with costs and reasonable attorney\'s fees.',
    ],
    items: [
      { heading: 'What may be a violation', lines: groundLines(dispute) },
      { heading: 'The item', lines: accountLines(dispute, input.reported) },
      { heading: 'The dates', lines: disputeTimeline(dispute) },
    ],
    enclosures: [
      ...dispute.items.filter((i) => i.sentAt).map((i) => `My dispute letter to ${bureauNames[i.bureau]}, mailed ${day(i.sentAt!)}`),
      ...dispute.items.filter((i) => i.result && i.respondedAt).map((i) => `${bureauNames[i.bureau]}'s answer, dated ${day(i.respondedAt!)}`),
    ],
    closing: '',
    signature: client.name,
  };
}
