import { notifications } from '@mantine/notifications';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SWIPE_DISMISS_PX, TOAST_AUTO_CLOSE_MS, TOAST_LIMIT, notify, shouldDismissOnSwipe } from '../../../web/src/components/notifications';
import { renderWithProviders } from '../render';

const swipe = async (from: HTMLElement, dx: number) => {
  fireEvent.pointerDown(from, { clientX: 100, pointerId: 1 });
  fireEvent.pointerMove(from, { clientX: 100 + dx, pointerId: 1 });
  fireEvent.pointerUp(from, { clientX: 100 + dx, pointerId: 1 });
  // Let a dismissal reach the store (it goes through the lazily loaded library).
  await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
};

describe('toasts', () => {
  afterEach(() => {
    notifications.clean();
  });

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

  it('shows one toast at a time; swiping it right shows the next, swiping left does nothing', async () => {
    renderWithProviders(<p>page</p>);
    await screen.findByText('page');
    act(() => {
      notify('success', 'Logged in successfully');
      notify('info', 'Setting up your document folders...');
    });
    const first = await screen.findByText('Logged in successfully');
    expect(screen.queryByText('Setting up your document folders...')).toBeNull();

    await swipe(first, -120);
    await swipe(first, SWIPE_DISMISS_PX - 1);
    expect(screen.queryByText('Setting up your document folders...')).toBeNull();

    await swipe(first, SWIPE_DISMISS_PX);
    expect(await screen.findByText('Setting up your document folders...')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Logged in successfully')).toBeNull());
  });
});
