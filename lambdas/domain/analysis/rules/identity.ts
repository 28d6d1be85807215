import { bureauList } from '../../../contract/credit-messages.js';
import type { Bureau } from '../../../contract/credit.js';
import { analysisMessages } from '../../../contract/analysis-messages.js';
import type { DisputeReason } from '../../../contract/disputes.js';
import type { Evidence, Priority } from '../../../contract/analysis.js';
import { accountName, bureausOf, normalise, sameCreditor } from '../facts.js';
import { allAccounts, ask, line, type AnalysisInput, type DraftFinding, type Rule } from './shared.js';

/**
 * What only the client can recognise about who the file is about: names, addresses and employers not in their
 * profile, and the signs of a mixed file (another person's data merged into theirs: a second birth date, a Social
 * Security number variation, a deceased indicator). Each is asked; "not mine" makes it a dispute (FCRA §611; a
 * bureau must follow procedures for the maximum possible accuracy of the file about the consumer, §607(b)).
 */

const STREET_WORDS: Record<string, string> = { STREET: 'ST', AVENUE: 'AVE', ROAD: 'RD', DRIVE: 'DR', BOULEVARD: 'BLVD', LANE: 'LN', COURT: 'CT', PLACE: 'PL', APARTMENT: 'APT', SUITE: 'STE', NORTH: 'N', SOUTH: 'S', EAST: 'E', WEST: 'W' };
const street = (s: string) =>
  normalise(s)
    .split(' ')
    .map((w) => STREET_WORDS[w] ?? w)
    .join(' ');
const nameTokens = (s: string) => new Set(normalise(s).split(' ').filter((t) => t.length > 1));

const MINE = { accurate: analysisMessages.recognise, inaccurate: analysisMessages.notRecognise };

function askMine(
  input: AnalysisInput,
  base: { id: string; title: string; explanation: string; subject: string; bureaus: Bureau[]; evidence: Evidence[] },
  reason: DisputeReason,
  correction: string,
  priority: { asked: Priority; disputed: Priority },
): DraftFinding[] {
  return ask(input, { ...base, rule: 'unrecognised_personal_info', accountKey: null }, { question: { text: base.title, ...MINE }, reason, correction, priority });
}

const lists = (bureaus: readonly Bureau[]) => (bureaus.length === 1 ? 'lists' : 'list');

export const unrecognisedPersonalInfo: Rule = (input) => {
  const { file, client } = input;
  if (!client) return [];
  const findings: DraftFinding[] = [];
  const mine = nameTokens(client.fullName);
  for (const n of file.personal.names) {
    const theirs = nameTokens(n.value);
    if ([...theirs].every((t) => mine.has(t)) || [...mine].every((t) => theirs.has(t))) continue;
    const ref = `name:${normalise(n.value)}`;
    findings.push(
      ...askMine(
        input,
        {
          id: `unrecognised_personal_info:${ref}`,
          title: `Is "${n.value}" a name you have used?`,
          explanation: `${bureauList(n.bureaus)} ${lists(n.bureaus)} the name "${n.value}", which differs from the name in your profile. A name that is not yours can mean another person's information is mixed into your file.`,
          subject: n.value,
          bureaus: n.bureaus,
          evidence: n.bureaus.map((b) => ({ item: 'personal', ref, bureau: b, field: 'names', reported: n.value })),
        },
        'Incorrect personal information',
        `The name "${n.value}" is not mine and should be removed from my credit file.`,
        { asked: 'medium', disputed: 'high' },
      ),
    );
  }
  for (const a of file.personal.addresses) {
    if (street(a.street) === street(client.street) && a.zipCode.slice(0, 5) === client.zipCode.slice(0, 5)) continue;
    const text = `${a.street}, ${a.city}, ${a.state} ${a.zipCode}`;
    const ref = `address:${normalise(text)}`;
    findings.push(
      ...askMine(
        input,
        {
          id: `unrecognised_personal_info:${ref}`,
          title: `Have you lived at ${text}?`,
          explanation: `${bureauList(a.bureaus)} ${lists(a.bureaus)} this address, which is not the one in your profile. If you never lived there, it may belong to someone else or be a sign of identity theft.`,
          subject: text,
          bureaus: a.bureaus,
          evidence: a.bureaus.map((b) => ({ item: 'personal', ref, bureau: b, field: 'addresses', reported: text })),
        },
        'Incorrect personal information',
        `I have never lived at ${text}: the address should be removed from my credit file.`,
        { asked: 'medium', disputed: 'high' },
      ),
    );
  }
  for (const e of file.personal.employers) {
    if (client.employerName && sameCreditor(e.value, client.employerName)) continue;
    const ref = `employer:${normalise(e.value)}`;
    findings.push(
      ...askMine(
        input,
        {
          id: `unrecognised_personal_info:${ref}`,
          title: `Have you worked for ${e.value}?`,
          explanation: `${bureauList(e.bureaus)} ${lists(e.bureaus)} ${e.value} as an employer. Employers do not affect your score, but one you never worked for can mean someone else's information is in your file.`,
          subject: e.value,
          bureaus: e.bureaus,
          evidence: e.bureaus.map((b) => ({ item: 'personal', ref, bureau: b, field: 'employers', reported: e.value })),
        },
        'Incorrect personal information',
        `I have never worked for ${e.value}: the employer should be removed from my credit file.`,
        { asked: 'low', disputed: 'medium' },
      ),
    );
  }
  return findings;
};

const MIXED = 'Another person\'s information may be mixed into your file (a "mixed file"): their accounts and inquiries can then appear on your report.';

export const mixedFile: Rule = (input) => {
  const { file, client } = input;
  const findings: DraftFinding[] = [];
  const base = { rule: 'mixed_file' as const, accountKey: null };
  // A second birth date: each one that is not the client's (or, without it in the profile, each reported by fewer bureaus than the most reported).
  const births = file.personal.birthDates;
  if (births.length > 1 || (client?.dateOfBirth && births.some((d) => d.value !== client.dateOfBirth))) {
    const most = Math.max(...births.map((d) => d.bureaus.length));
    const main = births.find((d) => d.bureaus.length === most)!;
    for (const d of births) {
      if (client?.dateOfBirth ? d.value === client.dateOfBirth : d === main) continue;
      findings.push(
        ...ask(
          input,
          {
            ...base,
            id: `mixed_file:birth:${d.value}`,
            title: `${bureauList(d.bureaus)} ${lists(d.bureaus)} a birth date of ${d.value}`,
            explanation: `Your file shows more than one date of birth: ${births.map((x) => `${x.value} (${bureauList(x.bureaus)})`).join(', ')}. ${MIXED}`,
            subject: `Date of birth ${d.value}`,
            bureaus: d.bureaus,
            evidence: d.bureaus.map((b) => ({ item: 'personal', ref: `birth:${d.value}`, bureau: b, field: 'birthDates', reported: d.value })),
          },
          {
            question: { text: `Is ${d.value} your date of birth?`, accurate: 'Yes, that is my date of birth', inaccurate: 'No, that is not my date of birth' },
            reason: 'Incorrect personal information',
            correction: `${d.value} is not my date of birth: it should be removed from my credit file, and any information reported with it checked, as it may belong to another person.`,
            priority: { asked: 'medium', disputed: 'high' },
          },
        ),
      );
    }
  }
  for (const v of file.personal.ssnVariations ?? []) {
    findings.push(
      ...ask(
        input,
        {
          ...base,
          id: `mixed_file:ssn:${v.bureaus.join('+')}`,
          title: `${bureauList(v.bureaus)} ${v.bureaus.length === 1 ? 'has' : 'have'} a different Social Security number on your file`,
          explanation: `The credit report shows that ${bureauList(v.bureaus)} ${v.bureaus.length === 1 ? 'holds' : 'hold'} a Social Security number other than the one you gave for the pull (we never keep the number). ${MIXED}`,
          subject: 'Social Security number variation',
          bureaus: v.bureaus,
          evidence: v.bureaus.map((b) => ({ item: 'personal', ref: 'ssn', bureau: b, field: 'ssnVariations', reported: 'a different number' })),
        },
        {
          question: {
            text: 'Have you ever used or been given another Social Security number (for example one corrected by the Social Security Administration)?',
            accurate: 'Yes, I have used another number',
            inaccurate: 'No, I have only ever used mine',
          },
          reason: 'Incorrect personal information',
          correction: 'My file shows a Social Security number that is not mine: it should be removed, and the information reported under it checked, as it may belong to another person.',
          priority: { asked: 'high', disputed: 'high' },
        },
      ),
    );
  }
  const deceasedAccounts = allAccounts(file).filter((l) => l.ecoaCode.toUpperCase() === 'X');
  const deceased = bureausOf([...(file.personal.deceased ?? []).map((bureau) => ({ bureau })), ...deceasedAccounts]);
  if (deceased.length) {
    findings.push(
      ...ask(
        input,
        {
          ...base,
          id: 'mixed_file:deceased',
          title: `${bureauList(deceased)} ${deceased.length === 1 ? 'reports' : 'report'} you as deceased`,
          explanation:
            `${bureauList(deceased)} ${deceased.length === 1 ? 'carries' : 'carry'} a deceased indicator${deceasedAccounts.length ? ` (on ${[...new Set(deceasedAccounts.map(accountName))].join(', ')})` : ''}. ` +
            'Lenders refuse credit on a file marked deceased, and the mark is often another person\'s, mixed into your file.',
          subject: 'Deceased indicator',
          bureaus: deceased,
          evidence: [
            ...(file.personal.deceased ?? []).map((b) => ({ item: 'personal' as const, ref: 'deceased', bureau: b, field: 'deceased', reported: 'deceased' })),
            ...deceasedAccounts.map((l) => line(l, 'ecoaCode', 'X (deceased)')),
          ],
        },
        {
          question: { text: 'Is this a mistake?', accurate: 'No, it is about a joint account holder who died', inaccurate: 'Yes, it is a mistake: I am alive' },
          reason: 'Incorrect personal information',
          correction: 'I am alive: the deceased indicator on my file is wrong and should be removed.',
          priority: { asked: 'high', disputed: 'high' },
        },
      ),
    );
  }
  return findings;
};
