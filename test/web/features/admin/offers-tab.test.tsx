import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { offersMessages as m, type CatalogueOffer } from '@contract/offers';
import { OffersTab } from '../../../../web/src/features/admin/offers-tab';
import { renderWithProviders } from '../../render';

afterEach(() => vi.unstubAllGlobals());

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });

const offer = (over: Partial<CatalogueOffer> = {}): CatalogueOffer => ({
  id: 'summit',
  title: 'Summit Voyager Rewards Card',
  provider: 'Summit Peak Bank',
  type: 'credit_card',
  reward: '3x points on travel',
  description: 'A travel card.',
  requirements: '670+ credit score',
  features: ['No foreign transaction fees', '$95 annual fee'],
  criteria: { minScore: 670, scoreModel: 'FICO Score 8', minAnnualIncomeCents: 4_000_000, purposes: ['travel'], states: [] },
  link: 'https://example.com/offers/summit',
  disclosure: 'APR 21%.',
  status: 'active',
  createdAt: '2026-11-01T09:00:00.000Z',
  updatedAt: '2026-11-02T09:00:00.000Z',
  retiredAt: null,
  ...over,
});

type Call = { method: string; path: string; body: unknown };
function serve(answer: (call: Call) => Response) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const call = { method: init.method ?? 'GET', path: new URL(input, 'http://localhost').pathname, body: init.body ? JSON.parse(String(init.body)) : undefined };
      calls.push(call);
      return answer(call);
    }),
  );
  return calls;
}

const type = (scope: HTMLElement, label: RegExp, value: string) => fireEvent.change(within(scope).getByLabelText(label), { target: { value } });

describe('the admin Offers tab', () => {
  it('lists the catalogue with what matching checks and each offer’s status', async () => {
    serve(() => json(200, { offers: [offer(), offer({ id: 'old', title: 'Old Card', status: 'retired', retiredAt: '2026-11-03T00:00:00.000Z' })] }));
    renderWithProviders(<OffersTab />);
    const row = (await screen.findByText('Summit Voyager Rewards Card')).closest('tr')!;
    expect(within(row).getByText('670+ FICO Score 8 · $40,000+ income · travel rewards · All states')).toBeTruthy();
    expect(within(row).getByRole('button', { name: 'Retire Summit Voyager Rewards Card' })).toBeTruthy();
    const old = screen.getByText('Old Card').closest('tr')!;
    expect(within(old).getByText('retired')).toBeTruthy();
    expect(within(old).queryByRole('button', { name: /Retire/ })).toBeNull();
  });

  it('adds an offer: the form refuses a link that is not https, then sends the offer with its features and criteria', async () => {
    const calls = serve((call) => (call.method === 'POST' ? json(201, { offer: offer({ id: 'new' }) }) : json(200, { offers: [] })));
    renderWithProviders(<OffersTab />);
    fireEvent.click(await screen.findByRole('button', { name: m.adminAdd }));
    const form = await screen.findByRole('form', { name: m.adminAdd });
    type(form, /^Title/, 'Harbor Secured Card');
    type(form, /^Provider/, 'Harbor Community Bank');
    type(form, /^Reward/, 'Build credit');
    type(form, /^Description/, 'A secured card.');
    type(form, /^Requirements/, 'No credit history required');
    type(form, /^Features/, 'Refundable deposit\n\nReports to all three bureaus ');
    type(form, /^Minimum annual income/, '12,000');
    type(form, /^Link/, 'http://example.com/harbor');
    type(form, /^Disclosure/, 'APR 27.99%.');
    fireEvent.click(within(form).getByRole('button', { name: 'Save offer' }));
    expect(await within(form).findByText(m.linkHttps)).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);

    type(form, /^Link/, 'https://example.com/harbor');
    fireEvent.click(within(form).getByRole('button', { name: 'Save offer' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')).toEqual({
      method: 'POST',
      path: '/api/admin/offers',
      body: {
        title: 'Harbor Secured Card',
        provider: 'Harbor Community Bank',
        type: 'credit_card',
        reward: 'Build credit',
        description: 'A secured card.',
        requirements: 'No credit history required',
        features: ['Refundable deposit', 'Reports to all three bureaus'],
        criteria: { minScore: null, scoreModel: null, minAnnualIncomeCents: 1_200_000, purposes: [], states: [] },
        link: 'https://example.com/harbor',
        disclosure: 'APR 27.99%.',
      },
    });
  });

  it('edits an offer from its saved values, and retires one after asking', async () => {
    const calls = serve((call) => (call.method === 'GET' ? json(200, { offers: [offer()] }) : json(200, { offer: offer() })));
    renderWithProviders(<OffersTab />);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Summit Voyager Rewards Card' }));
    const form = await screen.findByRole('form', { name: m.adminEdit });
    expect((within(form).getByLabelText(/^Features/) as HTMLTextAreaElement).value).toBe('No foreign transaction fees\n$95 annual fee');
    expect((within(form).getByLabelText(/^Minimum annual income/) as HTMLInputElement).value).toBe('40000');
    type(form, /^Reward/, '4x points on travel');
    fireEvent.click(within(form).getByRole('button', { name: 'Save offer' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')).toMatchObject({ path: '/api/admin/offers/summit', body: { reward: '4x points on travel', criteria: offer().criteria, features: offer().features } });

    await waitFor(() => expect(screen.queryByRole('form', { name: m.adminEdit })).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Retire Summit Voyager Rewards Card' }));
    const dialog = await screen.findByRole('dialog', { name: 'Retire Summit Voyager Rewards Card' });
    expect(within(dialog).getByText(m.adminRetireConfirm)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: m.adminRetire }));
    await waitFor(() => expect(calls.some((c) => c.path === '/api/admin/offers/summit/retire')).toBe(true));
  });
});
