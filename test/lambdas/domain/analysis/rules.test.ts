import { describe, expect, it } from 'vitest';
import { sandboxAt } from '../../../support/credit-fakes.js';
import type { CreditFile } from '../../../../lambdas/contract/credit.js';
import { FINDING_RULES, finding as findingSchema } from '../../../../lambdas/contract/analysis.js';
import { analyze, checkRules } from '../../../../lambdas/domain/analysis/analyze.js';
import { RULES } from '../../../../lambdas/domain/analysis/rules.js';
import { ALL, analysisInput, card, CLIENT, file } from '../../../support/credit-files.js';

/** A clean three-bureau file: three cards at 4% of their limits at each bureau, no negatives, pulled 2026-10-15. */
const base = () => file({ tradelines: ['a', 'b', 'c'].flatMap((key) => ALL.map((b) => card(b, { key, balanceCents: 20_000 }))) });

async function persona(lastName: string, at = '2026-11-26T12:00:00.000Z'): Promise<CreditFile> {
  const report = await sandboxAt(at).pull({
    firstName: 'Jane', lastName, ssn: '123456789', dateOfBirth: '1985-04-12',
    address: { street: '12 Main Street', city: 'Springfield', state: 'IL', zipCode: '62701' },
  });
  return report.file;
}

describe('the rules', () => {
  it('find nothing on a clean three-bureau file, and are checked in the contract\'s order', () => {
    expect(checkRules(analysisInput(base()))).toEqual([]);
    expect(RULES.map((r) => r.rule)).toEqual([...FINDING_RULES]);
  });

  it('ask or prove, never both: a question has no dispute until the client answers it is wrong', () => {
    const f = everyKind();
    for (const x of checkRules(analysisInput(f))) {
      if (x.needsConfirmation) expect([x.id, x.dispute, x.answer]).toEqual([x.id, null, null]);
      else if (x.question) expect(x.answer).not.toBeNull();
      findingSchema.parse({ ...x, estimatedPoints: { low: 0, high: 0 } });
    }
  });
});

/** A file with one of most kinds of finding, to check the shape every rule gives. */
function everyKind(): CreditFile {
  return file({
    tradelines: [card('equifax', { paymentHistory: '010000000000000000000000', creditLimitCents: null }), card('experian', { accountStatus: '13', balanceCents: 5_000, dateClosed: '2025-01-01' })],
    inquiries: [{ bureau: 'experian', subscriber: 'CARMAX', date: '2026-09-01', kind: 'hard' }],
    personal: { names: [{ value: 'JOHN DOE', bureaus: ['experian'] }], addresses: [], birthDates: [], employers: [], deceased: ['equifax'] },
  });
}

describe('the sandbox personas', () => {
  it('Typical: each documented case is found, asserted only where the file proves it', async () => {
    const f = await persona('Typical');
    const findings = checkRules(analysisInput(f, { client: { ...CLIENT, fullName: 'Jane Typical', employerName: 'Acme Logistics' } }));
    const byRule = (rule: string) => findings.filter((x) => x.rule === rule).map((x) => `${x.accountKey?.split('-')[0] ?? x.subject}@${x.bureaus.join('+')}${x.dispute ? '' : '?'}`);
    const key = (furnisher: string) => f.tradelines.concat(f.collections).find((l) => l.furnisher === furnisher)!.key.split('-')[0];
    // Proven (no '?'): the overdue charge-off, the paid loan's balance at Equifax, the lates on a card closed with nothing owed.
    expect(byRule('obsolete_negative')).toEqual([`${key('SYNCB/OLD NAVY')}@transunion`]);
    expect(byRule('balance_on_paid_account')).toEqual([`${key('SANTANDER CONSUMER USA')}@equifax`]);
    expect(byRule('late_after_closure')).toEqual([`${key('DISCOVER BANK')}@equifax+transunion`]);
    // Asked ('?'): the bureaus' differences, the original creditor that may have sold its debt to Midland, the address and the inquiries.
    expect(byRule('cross_bureau_mismatch')).toEqual([`${key('CAPITAL ONE')}@equifax+experian+transunion?`, `${key('SANTANDER CONSUMER USA')}@equifax+experian?`]);
    expect(byRule('duplicate_debt')).toEqual([`${key('CREDIT ONE BANK')}@experian+transunion?`]);
    expect(byRule('unrecognised_personal_info')).toEqual(['4410 W ELM ST APT 2, SPRINGFIELD, IL 62704@transunion?']);
    expect(byRule('unrecognised_inquiry')).toHaveLength(3);
    for (const rule of ['past_due_on_current_account', 'reaged_delinquency', 'reaged_by_collector', 'mixed_file', 'derogatory_without_dofd', 'medical_collection_not_reportable']) expect(byRule(rule)).toEqual([]);
    for (const x of analyze(analysisInput(f)).findings) findingSchema.parse(x);
  });

  it('Clean finds nothing when the profile names its employer; Thin is a thin file', async () => {
    expect(checkRules(analysisInput(await persona('Clean'), { client: { ...CLIENT, fullName: 'Jane Clean', employerName: 'Northwind Traders' } }))).toEqual([]);
    expect(checkRules(analysisInput(await persona('Thin'))).map((x) => x.rule)).toContain('thin_file');
  });
});
