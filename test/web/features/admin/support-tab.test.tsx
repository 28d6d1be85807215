import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SupportRequestRow } from '@contract/public';
import { SupportTab } from '../../../../web/src/features/admin/support-tab';
import { renderWithProviders } from '../../render';

const row = (n: number, over: Partial<SupportRequestRow> = {}): SupportRequestRow => ({
  id: `s${n}`,
  name: `Asker ${n}`,
  email: `asker${n}@example.com`,
  question: `Question ${n}`,
  page: null,
  createdAt: `2026-11-27T1${n}:00:00.000Z`,
  messages: [],
  plan: null,
  priority: false,
  respondBy: null,
  ...over,
});

describe('the admin Support tab', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows each request’s plan, Priority for Elite and Total, and the day to answer by, in the server’s order', async () => {
    const items = [row(1, { plan: 'total', priority: true, respondBy: '2026-11-30' }), row(2), row(3, { plan: 'starter', respondBy: '2026-12-01' })];
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ items, nextCursor: null }), { status: 200 })));
    renderWithProviders(<SupportTab />);
    await screen.findByRole('cell', { name: 'asker1@example.com' });
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell')[1]!.textContent)).toEqual(['Total Credit TransformationPriority', 'Visitor', 'Starter Boost Plan']);
    expect(rows.map((r) => within(r).getAllByRole('cell')[2]!.textContent)).toEqual(['Mon, Nov 30', 'N/A', 'Tue, Dec 1']);
  });
});
