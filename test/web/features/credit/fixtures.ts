import { CREDIT_PULL_CONSENT, type CreditReportView, type DashboardCredit } from '@contract/credit';

/** A latest report as the server's domain builds it: three bureaus, factors of each impact, accounts at each utilisation band. */
export function reportView(over: Partial<CreditReportView> = {}): CreditReportView {
  const card = (bureau: 'equifax' | 'experian' | 'transunion', value: number, pointsDifference: number | null) => ({
    bureau,
    outcome: 'ok' as const,
    score: { model: 'VantageScore 3.0', value, min: 300, max: 850 },
    pointsDifference,
    rating: 'Good',
    lastUpdated: '2026-11-23T10:00:00.000Z',
    nextUpdate: '2026-12-23T10:00:00.000Z',
    availableCreditCents: 1_250_000,
    oldestCreditLine: '2015-03-01',
    recentInquiries: 2,
    openAccounts: 4,
  });
  return {
    id: 'r2',
    pulledAt: '2026-11-23T10:00:00.000Z',
    provider: 'sandbox',
    sandbox: true,
    bureaus: [card('equifax', 688, 14), card('experian', 671, -9), card('transunion', 702, 0)],
    factors: [
      { title: 'Too many recent inquiries', description: 'Two hard inquiries in the last year.', impact: 'negative', bureaus: ['equifax', 'experian'] },
      { title: 'No late payments in 24 months', description: 'Every account paid on time.', impact: 'positive', bureaus: ['equifax'] },
      { title: 'Length of credit history', description: 'Average age 6 years.', impact: 'neutral', bureaus: ['transunion'] },
    ],
    accounts: [
      { key: 'a', name: 'Capital One Quicksilver', type: 'Credit card', status: 'Good Standing', balanceCents: 80_000, limitCents: 100_000, openDate: '2018-05-01', utilization: 80, bureaus: ['equifax', 'experian', 'transunion'] },
      { key: 'b', name: 'Discover It', type: 'Credit card', status: 'Late', balanceCents: 50_000, limitCents: 100_000, openDate: '2019-01-01', utilization: 50, bureaus: ['experian'] },
      { key: 'c', name: 'Toyota Financial', type: 'Auto loan', status: 'Good Standing', balanceCents: 900_000, limitCents: null, openDate: '2022-07-01', utilization: 0, bureaus: ['equifax'] },
    ],
    ...over,
  };
}

/** The verified identity a pull names (read-only in the modal), ready to pull. */
export const READY_SUBJECT: DashboardCredit['subject'] = {
  ready: true,
  identity: { fullName: 'Jane Q Client', dateOfBirth: '1988-04-12', street: '12 Main St', city: 'Springfield', state: 'IL', zipCode: '62701' },
  missing: [],
  locked: false,
  changePending: false,
};

export function dashboardCredit(latest: CreditReportView | null = reportView(), subject: DashboardCredit['subject'] = READY_SUBJECT): DashboardCredit {
  return {
    latest,
    history: latest
      ? [
          { reportId: 'r1', pulledAt: '2026-10-23T10:00:00.000Z', scores: { equifax: 674, experian: 680, transunion: 702 } },
          { reportId: 'r2', pulledAt: '2026-11-23T10:00:00.000Z', scores: { equifax: 688, experian: 671, transunion: 702 } },
        ]
      : [],
    consent: { version: CREDIT_PULL_CONSENT.version, text: CREDIT_PULL_CONSENT.text },
    sandbox: true,
    subject,
  };
}
