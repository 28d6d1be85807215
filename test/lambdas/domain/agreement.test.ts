import { describe, expect, it } from 'vitest';
import { AGREEMENT_VERSION, CANCELLATION_STATEMENT, agreementText, serviceAgreement } from '../../../lambdas/domain/agreement.js';
import { PLANS, planByTier, type Plan } from '../../../lambdas/domain/plans.js';

const company = { name: 'Example Credit LLC', address: '1 Main St, Springfield, IL 62701' };

describe('the service agreement (CROA)', () => {
  it.each(PLANS.map((p) => [p.tier, p] as const))('%s: disclosure, parties, total price, services, duration, the right to cancel and the cancellation form', (_tier, plan) => {
    const agreement = serviceAgreement(plan, company);
    const text = agreementText(agreement);
    expect(agreement.version).toBe(AGREEMENT_VERSION);
    expect(agreement.sections[0]!.heading).toBe('Consumer Credit File Rights Under State and Federal Law');
    expect(text).toContain('You have the right to cancel your contract with any credit repair organization for any reason within 3 business days from the date you signed it.');
    expect(text).toContain(`${company.name}, ${company.address}`);
    expect(text).toContain(`$${(plan.priceCents / 100).toFixed(2)}`);
    for (const feature of plan.features) expect(text).toContain(feature);
    expect(text).toContain(plan.estimatedDuration);
    expect(agreement.sections.find((s) => s.conspicuous)?.paragraphs).toEqual([CANCELLATION_STATEMENT]);
    const notice = agreement.sections.find((s) => s.heading === 'Notice of Cancellation')!;
    expect(notice.paragraphs.join(' ')).toMatch(/before midnight of the 3rd business day .*I hereby cancel this transaction\..*Date:.*signature/);
  });

  it('says how and when an after-service plan is charged', () => {
    const plan = { ...planByTier('total')!, chargeTiming: 'after-service' } as Plan;
    expect(agreementText(serviceAgreement(plan, company))).toContain('nothing is charged until the services described below have been fully performed');
    expect(agreementText(serviceAgreement(planByTier('total')!, company))).toContain('refunded automatically');
  });
});
