import { screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { ladderMessages as l, type FurnisherAnswer } from '@contract/dispute-ladder';
import type { StaffDisputeView } from '@contract/disputes';
import { DisputeLadderDesk } from '../../../../web/src/features/admin/dispute-ladder-desk';
import { renderWithProviders } from '../../render';
import { disputeItemView, disputeView } from '../../disputes';

const OWN_WORDS = 'My statement shows $1,240.00, not the $1,610.00 you report.';

function staffDispute(answer: FurnisherAnswer | null = null): StaffDisputeView {
  const items = [disputeItemView('experian', { sentAt: '2026-11-03', result: 'verified', respondedAt: '2026-11-20', verificationRequestedAt: '2026-11-21T15:00:00.000Z' })];
  const ladder = { furnisher: { statement: OWN_WORDS, affirmation: l.affirmation, affirmedAt: '2026-11-22T15:00:00.000Z', answer }, complaintAt: null, attorneyAt: null };
  return {
    ...disputeView({ updatedAt: '2026-11-22T09:00:00.000Z', items }, { stored: ladder, asOf: '2026-11-23' }),
    client: { userId: 'c1', name: 'Pat Client', email: 'pat@example.com' },
    userId: 'c1',
    advisor: null,
    priority: false,
    letters: ['experian'],
    mine: false,
  };
}


describe('the escalation ladder on the dispute desk', () => {
  it("shows why it opened, each step's state and date, the next step and the client's own words to the creditor; passes axe", async () => {
    renderWithProviders(<DisputeLadderDesk dispute={staffDispute()} />);
    const ladder = await screen.findByTestId('desk-ladder');
    expect(within(ladder).getByText('Experian: answered "verified" on Nov 20, 2026')).toBeTruthy();
    const rows = within(ladder).getAllByRole('row').slice(1).map((r) => [...r.querySelectorAll('td')].map((c) => c.textContent));
    expect(rows).toEqual([
      [l.stepTitles.verification, l.stateLabels.done, 'Nov 21, 2026'],
      [l.stepTitles.furnisher, l.stateLabels.done, 'Nov 22, 2026'],
      [l.stepTitles.complaint, l.next, '—'],
      [l.stepTitles.attorney, l.stateLabels.not_applicable, '—'],
    ]);
    expect(ladder.textContent).toContain(OWN_WORDS);
    const results = await axe.run(ladder, { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } });
    expect(results.violations.map((v) => v.id)).toEqual([]);
  });

  it("shows the creditor's answer as the client recorded it, with their note", async () => {
    const before = renderWithProviders(<DisputeLadderDesk dispute={staffDispute()} />);
    await screen.findByTestId('desk-ladder');
    expect(screen.queryByTestId('desk-furnisher-answer')).toBeNull();
    before.unmount();
    renderWithProviders(<DisputeLadderDesk dispute={staffDispute({ outcome: 'frivolous', on: '2026-11-27', note: 'They asked for my statement.', recordedAt: '2026-11-28T10:00:00.000Z' })} />);
    const answer = await screen.findByTestId('desk-furnisher-answer');
    expect(answer.textContent).toContain(l.answered('Nov 27, 2026', l.answerOutcomeLabels.frivolous));
    expect(answer.textContent).toContain('They asked for my statement.');
  });
});
