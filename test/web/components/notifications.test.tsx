import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SWIPE_DISMISS_PX, TOAST_AUTO_CLOSE_MS, TOAST_LIMIT, shouldDismissOnSwipe } from '../../../web/src/components/notifications';
import { renderWithProviders } from '../render';

describe('toasts', () => {
  it('follow the spec: one at a time, 5 s, 50 px swipe', () => {
    expect([TOAST_LIMIT, TOAST_AUTO_CLOSE_MS, SWIPE_DISMISS_PX]).toEqual([1, 5000, 50]);
  });

  it('dismiss on a swipe right of 50 px or more, never left', () => {
    expect(shouldDismissOnSwipe(49)).toBe(false);
    expect(shouldDismissOnSwipe(50)).toBe(true);
    expect(shouldDismissOnSwipe(120)).toBe(true);
    expect(shouldDismissOnSwipe(-200)).toBe(false);
  });

  it('F8 focuses the notification region', async () => {
    renderWithProviders(<p>page</p>);
    await screen.findByText('page');
    act(() => {
      fireEvent.keyDown(window, { key: 'F8' });
    });
    expect(document.activeElement).toBe(screen.getByRole('region', { name: 'Notifications (F8)' }));
  });
});
