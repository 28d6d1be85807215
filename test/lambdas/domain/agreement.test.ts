import { describe, expect, it } from 'vitest';
import { AGREEMENT_VERSION, CANCELLATION_STATEMENT, agreementText, serviceAgreement } from '../../../lambdas/domain/agreement.js';
import { PLANS, planByTier } from '../../../lambdas/domain/plans.js';

const company = { name: 'Example Credit LLC', address: '1 Main St, Springfield, IL 62701' };

describe('the service agreement (CROA)', () => {
  it.each(PLANS.map((p) => [p.tier, p] as const))('%s: disclosure, parties, total price, services, duration, the right to cancel and the cancellation form', (_tier, plan) => {
    const agreement = serviceAgreement(plan, company, 'upfront');
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

  it('after-service: charges only for work completed, per item deleted (Total) or per month rendered (monthly plans), with its own checkout note', () => {
    const total = serviceAgreement(planByTier('total')!, company, 'after-service');
    expect(total.chargeTiming).toBe('after-service');
    expect(agreementText(total)).toContain('Price: $100.00 for each item a credit bureau deletes from its report after our dispute');
    expect(agreementText(total)).toContain('never more than $649.00 in all');
    expect(agreementText(total)).toContain('nothing is charged before the work it pays for has been performed');
    expect(agreementText(total)).not.toContain('when you check out');
    expect(total.checkoutNote).toBe(
      'Nothing is charged at checkout: your card is saved, and you are charged $100.00 only for each item a credit bureau deletes, never more than $649.00 in all. You can cancel within 3 business days of signing, or end the plan at any time.',
    );
    const elite = serviceAgreement(planByTier('elite')!, company, 'after-service');
    expect(agreementText(elite)).toContain('Price: $99.00 for each full month of service, charged only after that month has been rendered.');
    expect(elite.checkoutNote).toContain('you are charged $99.00 only after each full month of service');
    // The same plan sold upfront says so, and the signed text differs (its hash does).
    const upfront = serviceAgreement(planByTier('total')!, company, 'upfront');
    expect(agreementText(upfront)).toContain('You pay the total price when you check out');
    expect(upfront.checkoutNote).toBe('You can cancel within 3 business days of signing for a full refund.');
    expect(agreementText(upfront)).not.toBe(agreementText(total));
  });
});
