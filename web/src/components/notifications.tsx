import { Notifications, notifications } from '@mantine/notifications';
import { useEffect, useRef, type PointerEvent, type ReactNode } from 'react';

/** Spec section 8: one toast at a time, 5 s each, swipe right 50 px to dismiss, F8 focuses the region. */
export const TOAST_LIMIT = 1;
export const TOAST_AUTO_CLOSE_MS = 5000;
export const SWIPE_DISMISS_PX = 50;

/** A horizontal drag dismisses only when it goes right far enough. */
export const shouldDismissOnSwipe = (dx: number) => dx >= SWIPE_DISMISS_PX;

type Tone = 'success' | 'error' | 'info' | 'warning';
const colors: Record<Tone, string> = { success: 'teal', error: 'red', info: 'blue', warning: 'yellow' };

/** The one way features show a toast. */
export function notify(tone: Tone, message: ReactNode, title?: string): string {
  const id = `toast-${Math.random().toString(36).slice(2)}`;
  notifications.show({
    id,
    color: colors[tone],
    ...(title ? { title } : {}),
    message: <span data-notification-id={id}>{message}</span>,
  });
  return id;
}

export function ToastRegion() {
  const region = useRef<HTMLDivElement>(null);
  const drag = useRef<{ x: number; id: string } | null>(null);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'F8') {
        event.preventDefault();
        region.current?.focus();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    const toast = (event.target as HTMLElement).closest('.mantine-Notification-root');
    const id = toast?.querySelector('[data-notification-id]')?.getAttribute('data-notification-id');
    drag.current = id ? { x: event.clientX, id } : null;
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    if (drag.current && shouldDismissOnSwipe(event.clientX - drag.current.x)) notifications.hide(drag.current.id);
    drag.current = null;
  };

  return (
    <div
      ref={region}
      tabIndex={-1}
      role="region"
      aria-label="Notifications (F8)"
      onPointerDown={onPointerDown}
      onPointerUp={onPointerUp}
      onPointerCancel={() => (drag.current = null)}
    >
      <Notifications limit={TOAST_LIMIT} autoClose={TOAST_AUTO_CLOSE_MS} position="bottom-right" withinPortal={false} />
    </div>
  );
}
