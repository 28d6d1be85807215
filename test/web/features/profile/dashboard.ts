import type { DashboardResponse } from '@contract/dashboard';
import { identityMessages } from '@contract/identity';
import { CREDIT_PULL_CONSENT } from '@contract/credit';
import { onboardingMessages, ONBOARDING_STEPS } from '@contract/dashboard';

/** A paying client's dashboard read, as the server answers it; `completed` steps done, the next current. */
export function dashboardFixture(completed = 0, overrides: Partial<DashboardResponse> = {}): DashboardResponse {
  return {
    profile: {
      fullName: 'Jane Client',
      email: 'jane@example.com',
      signInEmail: 'jane@example.com',
      phoneNumber: null,
      dateOfBirth: null,
      street: null,
      city: null,
      state: null,
      zipCode: null,
    },
    client: {
      identityIqUsername: null,
      identityIqPasswordSaved: false,
      creditKarmaUsername: null,
      creditKarmaPasswordSaved: false,
      creditRepair: null,
      annualIncomeCents: null,
      employmentStatus: null,
      employerName: null,
      jobTitle: null,
      additionalInfo: null,
      savedAt: null,
    },
    verification: {
      status: completed >= 1 ? 'verified' : 'unverified',
      pending: false,
      verifiedAt: completed >= 1 ? '2026-11-20T10:00:00.000Z' : null,
      skippedAt: null,
      method: completed >= 1 ? 'sms' : null,
      phoneLast4: completed >= 1 ? '4567' : null,
      codeExpiresAt: null,
      attemptsLeft: null,
      resendAvailableAt: null,
    },
    onboarding: {
      steps: ONBOARDING_STEPS.map((key, i) => ({
        key,
        number: i + 1,
        title: onboardingMessages.titles[key],
        badge: i < completed ? 'complete' : i === completed ? 'current' : 'locked',
        done: i < completed,
      })),
      currentStep: completed + 1,
      completedCount: completed,
      percent: (completed / 5) * 100,
      progressText: onboardingMessages.progress(completed),
    },
    documents: [],
    notifications: { unreadCount: 0, items: [] },
    subscription: { tier: 'total', planName: 'Total Credit Transformation', status: 'active', active: true, startedAt: '2026-11-20T09:00:00.000Z', cardFeatures: [] },
    features: [],
    agreement: { id: 'a1', tier: 'total', version: '2025-11-01', signedAt: '2026-11-20T08:59:00.000Z' },
    applicationStatus: {
      applicationId: 'APP-1234',
      status: 'in_progress',
      steps: [
        { key: 'verification', label: 'Phone Verification', status: completed >= 1 ? 'complete' : 'in_progress', completedAt: null },
        { key: 'personal_info', label: 'Personal Information', status: 'not_started', completedAt: null },
        { key: 'documents', label: 'Documents', status: 'not_started', completedAt: null },
        { key: 'credit_check', label: 'Credit Check', status: 'not_started', completedAt: null },
        { key: 'decision', label: 'Review', status: 'pending', completedAt: null },
      ],
      startedAt: '2026-11-20T09:00:00.000Z',
    },
    credit: {
      latest: null,
      history: [],
      consent: { version: CREDIT_PULL_CONSENT.version, text: CREDIT_PULL_CONSENT.text },
      sandbox: true,
      subject: { ready: false, identity: null, missing: [identityMessages.phoneNotVerified, identityMessages.documentNotVerified], locked: false, changePending: false },
    },
    insights: null,
    ...overrides,
  };
}

export interface Call {
  method: string;
  path: string;
  body: unknown;
}

type Answer = { status?: number; body: unknown } | ((call: Call) => { status?: number; body: unknown });

/** Stubs fetch: each `METHOD /path` answers from `answers` (the dashboard by default); every call is recorded. */
export function stubApi(dashboard: DashboardResponse, answers: Record<string, Answer> = {}) {
  const calls: Call[] = [];
  const table: Record<string, Answer> = {
    'GET /api/dashboard': () => ({ body: dashboard }),
    'GET /api/disputes': { body: { disputes: [], usage: { month: '2026-11', used: 0, limit: null } } },
    'GET /api/credit/analysis': { body: { analysis: null } },
    'GET /api/billing/subscription': {
      body: { tier: 'total', status: 'active', startedAt: null, started_at: null, hasActiveSubscription: true, hasBillingAccount: true, cancellation: null },
    },
    ...answers,
  };
  const fetch = async (url: string, init: RequestInit = {}) => {
    const { pathname } = new URL(url, 'http://localhost');
    const call = { method: init.method ?? 'GET', path: pathname, body: init.body ? JSON.parse(String(init.body)) : undefined };
    calls.push(call);
    const answer = table[`${call.method} ${pathname}`];
    const { status = 200, body } = typeof answer === 'function' ? answer(call) : (answer ?? { status: 404, body: { message: 'Not found', requestId: 'r' } });
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  };
  return { calls, fetch };
}
