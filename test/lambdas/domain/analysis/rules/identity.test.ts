import { describe, expect, it } from 'vitest';
import type { CreditFile } from '../../../../../lambdas/contract/credit.js';
import { checkRules } from '../../../../../lambdas/domain/analysis/analyze.js';
import type { AnalysisInput } from '../../../../../lambdas/domain/analysis/rules.js';
import { ALL, analysisInput, answered, card, CLIENT, file } from '../../../../support/credit-files.js';

const run = (f: CreditFile, over: Partial<AnalysisInput> = {}) => checkRules(analysisInput(f, over));
const only = (f: CreditFile, rule: string, over: Partial<AnalysisInput> = {}) => run(f, over).filter((x) => x.rule === rule);
const personal = (over: Partial<CreditFile['personal']>): CreditFile['personal'] => ({ names: [], addresses: [], birthDates: [], employers: [], ...over });

describe('names, addresses and employers only the client can recognise', () => {
  const f = file({
    personal: personal({
      names: [{ value: 'JANE TYPICAL', bureaus: ALL }, { value: 'JOHN DOE', bureaus: ['experian'] }],
      addresses: [
        { street: '12 MAIN ST', city: 'SPRINGFIELD', state: 'IL', zipCode: '62701', firstReported: null, bureaus: ALL },
        { street: '4410 W ELM ST APT 2', city: 'SPRINGFIELD', state: 'IL', zipCode: '62704', firstReported: null, bureaus: ['transunion'] },
      ],
      employers: [{ value: 'ACME LOGISTICS', bureaus: ['equifax'] }, { value: 'INITECH', bureaus: ['experian'] }],
    }),
  });

  it('asks about each one not in the profile, in its own words, without a dispute', () => {
    const asked = only(f, 'unrecognised_personal_info');
    expect(asked.map((x) => [x.id, x.question!.text])).toEqual([
      ['unrecognised_personal_info:name:JOHN DOE', 'Is "JOHN DOE" a name you have used?'],
      ['unrecognised_personal_info:address:4410 W ELM ST APT 2 SPRINGFIELD IL 62704', 'Have you lived at 4410 W ELM ST APT 2, SPRINGFIELD, IL 62704?'],
      ['unrecognised_personal_info:employer:INITECH', 'Have you worked for INITECH?'],
    ]);
    expect(asked.every((x) => x.needsConfirmation && x.dispute === null)).toBe(true);
  });

  it('drops what the client recognises and turns what they do not into a dispute that carries their answer', () => {
    const no = answered(false, 'No, I do not recognise it');
    const answeredRun = only(f, 'unrecognised_personal_info', { confirmations: { 'unrecognised_personal_info:name:JOHN DOE': answered(true), 'unrecognised_personal_info:employer:INITECH': no } });
    expect(answeredRun.find((x) => x.id.includes('JOHN DOE'))).toBeUndefined();
    expect(answeredRun.find((x) => x.id.includes('INITECH'))).toMatchObject({ needsConfirmation: false, priority: 'medium', answer: no, dispute: { reason: 'Incorrect personal information', bureaus: ['experian'] } });
  });

  it('compares nothing personal without a profile', () => {
    expect(only(f, 'unrecognised_personal_info', { client: null })).toEqual([]);
  });
});

describe('a mixed file', () => {
  it('asks about a second birth date (the one not in the profile), and disputes it on "not mine"', () => {
    const f = file({ personal: personal({ birthDates: [{ value: '1985-04-12', bureaus: ALL }, { value: '1958-04-12', bureaus: ['transunion'] }] }) });
    const [x] = only(f, 'mixed_file');
    expect(x).toMatchObject({ id: 'mixed_file:birth:1958-04-12', bureaus: ['transunion'], needsConfirmation: true, dispute: null, question: { text: 'Is 1958-04-12 your date of birth?' } });
    expect(only(f, 'mixed_file', { client: { ...CLIENT, dateOfBirth: '1958-04-12' } }).map((y) => y.id)).toEqual(['mixed_file:birth:1985-04-12']);
    expect(only(f, 'mixed_file', { confirmations: { [x!.id]: answered(false) } })[0]!.dispute).toMatchObject({ reason: 'Incorrect personal information', bureaus: ['transunion'] });
    expect(only(file({ personal: personal({ birthDates: [{ value: '1985-04-12', bureaus: ALL }] }) }), 'mixed_file')).toEqual([]);
  });

  it('asks about an SSN variation (never showing a number) and a deceased indicator', () => {
    const f = file({ tradelines: [card('equifax', { ecoaCode: 'X' })], personal: personal({ ssnVariations: [{ bureaus: ['experian'] }], deceased: ['transunion'] }) });
    const found = only(f, 'mixed_file');
    expect(found.map((x) => [x.id, x.bureaus, x.needsConfirmation, x.dispute])).toEqual([
      ['mixed_file:ssn:experian', ['experian'], true, null],
      ['mixed_file:deceased', ['equifax', 'transunion'], true, null],
    ]);
    expect(found[1]!.question!.inaccurate).toBe('Yes, it is a mistake: I am alive');
  });
});
