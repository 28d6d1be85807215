import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type * as Site from '../../../web/src/config/site';
import { renderWithProviders } from '../render';

// A deployment set to after-service (CHARGING_MODE at build time).
vi.mock('../../../web/src/config/site', async (original) => ({ ...(await original<typeof Site>()), CHARGING_MODE: 'after-service' }));
const { PlanCards } = await import('../../../web/src/components/pricing/plan-cards');

describe('plan cards in an after-service deployment', () => {
  it('state the price of completed work: per month after it is rendered, or per item deleted up to the plan’s price', () => {
    renderWithProviders(<PlanCards busyKey={null} onChoose={() => {}} />);
    expect(screen.getAllByText('per month of service, charged after the month')).toHaveLength(2);
    expect(screen.getByText('per item the bureaus delete, up to $649.00')).toBeTruthy();
    expect(screen.getByText('$100.00')).toBeTruthy();
    expect(screen.queryByText('one-time')).toBeNull();
  });
});
