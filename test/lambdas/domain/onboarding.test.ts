import { describe, expect, it } from 'vitest';
import { onboarding, personalInfoComplete, type OnboardingFacts } from '../../../lambdas/domain/onboarding.js';

const none: OnboardingFacts = { verified: false, personalInfoComplete: false, verifiedDocuments: 0, creditReports: 0, analyses: 0 };
const all: OnboardingFacts = { verified: true, personalInfoComplete: true, verifiedDocuments: 1, creditReports: 1, analyses: 1 };

describe('onboarding (spec section 4)', () => {
  it('starts at step 1, Current, the rest Locked, 0 of 5', () => {
    const view = onboarding(none);
    expect(view.currentStep).toBe(1);
    expect(view.steps.map((s) => s.badge)).toEqual(['current', 'locked', 'locked', 'locked', 'locked']);
    expect(view.steps.map((s) => s.title)).toEqual([
      'SMS Verification',
      'Complete Personal Information',
      'Upload Documents',
      'Authorize Credit Pull',
      'Unlock Credit Recommendations',
    ]);
    expect(view).toMatchObject({ completedCount: 0, percent: 0, progressText: '0 of 5 steps' });
  });

  it('the step is the first incomplete one; earlier steps Complete, later ones Locked', () => {
    const view = onboarding({ ...none, verified: true, personalInfoComplete: true, verifiedDocuments: 2 });
    expect(view.currentStep).toBe(4);
    expect(view.steps.map((s) => s.badge)).toEqual(['complete', 'complete', 'complete', 'current', 'locked']);
    expect(view).toMatchObject({ completedCount: 3, percent: 60, progressText: '3 of 5 steps' });
  });

  it('counts a later step that is done, but the badge follows the first incomplete step', () => {
    const view = onboarding({ ...none, personalInfoComplete: true, verifiedDocuments: 1 });
    expect(view.currentStep).toBe(1);
    expect(view.steps.map((s) => [s.badge, s.done])).toEqual([
      ['current', false],
      ['locked', true],
      ['locked', true],
      ['locked', false],
      ['locked', false],
    ]);
    expect(view).toMatchObject({ completedCount: 2, percent: 40, progressText: '2 of 5 steps' });
  });

  it('is step 6 and 100% when everything is done', () => {
    const view = onboarding(all);
    expect(view).toMatchObject({ currentStep: 6, completedCount: 5, percent: 100, progressText: '5 of 5 steps' });
    expect(view.steps.every((s) => s.badge === 'complete')).toBe(true);
  });

  it('each flag reads its own rule: a verified document, a credit report item, an analysis item', () => {
    expect(onboarding({ ...all, verifiedDocuments: 0 }).currentStep).toBe(3);
    expect(onboarding({ ...all, creditReports: 0 }).currentStep).toBe(4);
    expect(onboarding({ ...all, analyses: 0 }).currentStep).toBe(5);
  });

  it('personal info needs all seven fields, not blank', () => {
    const full = { fullName: 'Pat Doe', phoneNumber: '5551234567', dateOfBirth: '1990-01-02', street: '1 Main St', city: 'Austin', state: 'TX', zipCode: '78701' };
    expect(personalInfoComplete(full)).toBe(true);
    expect(personalInfoComplete(undefined)).toBe(false);
    for (const field of Object.keys(full)) {
      expect(personalInfoComplete({ ...full, [field]: undefined }), field).toBe(false);
      expect(personalInfoComplete({ ...full, [field]: '  ' }), field).toBe(false);
    }
  });
});
