import type * as NotificationsLibrary from '@mantine/notifications';
import { useMediaQuery } from '@mantine/hooks';
import { lazy, Suspense, useEffect, useRef, useSyncExternalStore, type PointerEvent, type ReactNode } from 'react';
import { loadFullStyles } from '../styles/load-full-styles';

/** Spec section 8: one toast at a time, 5 s each, swipe right 50 px to dismiss, F8 focuses the region. */
export const TOAST_LIMIT = 1;
export const TOAST_AUTO_CLOSE_MS = 5000;
export const SWIPE_DISMISS_PX = 50;

/** A horizontal drag dismisses only when it goes right far enough; a drag left never does. */
export const shouldDismissOnSwipe = (dx: number) => dx >= SWIPE_DISMISS_PX;

type Tone = 'success' | 'error' | 'info' | 'warning';
const colors: Record<Tone, string> = { success: 'teal', error: 'red', info: 'blue', warning: 'yellow' };

/*
 * Mantine's notifications (store, transitions, timers) are not needed to paint a page, so they load
 * with the first toast rather than with the landing page.
 */
let library: Promise<typeof NotificationsLibrary> | undefined;
const loadLibrary = () =>
  (library ??= Promise.all([import('@mantine/notifications'), loadFullStyles()]).then(([mod]) => {
    // Toasts shown before the renderer mounts wait in the store, which must know the limit already.
    mod.notificationsStore.updateState((state) => ({ ...state, limit: TOAST_LIMIT }));
    return mod;
  }));
const Notifications = lazy(() => loadLibrary().then((mod) => ({ default: mod.Notifications })));

let wanted = false;
const listeners = new Set<() => void>();
const want = () => {
  if (wanted) return;
  wanted = true;
  listeners.forEach((listener) => listener());
};
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The one way features show a toast. Returns its id. */
export function notify(tone: Tone, message: ReactNode, title?: string): string {
  const id = `toast-${Math.random().toString(36).slice(2)}`;
  want();
  void loadLibrary().then(({ notifications }) =>
    notifications.show({
      id,
      color: colors[tone],
      ...(title ? { title } : {}),
      message: <span data-notification-id={id}>{message}</span>,
    }),
  );
  return id;
}

/** Dismisses a toast (or drops it from the queue). */
export function dismiss(id: string): void {
  void loadLibrary().then(({ notifications }) => notifications.hide(id));
}

const toastAt = (target: EventTarget) => (target instanceof Element ? target.closest<HTMLElement>('.mantine-Notification-root') : null);

/**
 * Where toasts appear. Mantine's own drag-to-dismiss works both ways at a third of the toast's
 * width, so it is off; this region applies the spec's rule instead (right only, 50 px).
 */
export function ToastRegion() {
  const region = useRef<HTMLDivElement>(null);
  const rendered = useSyncExternalStore(subscribe, () => wanted, () => false);
  // On phones toasts come from the top: at the bottom they would cover the chat drawer's buttons.
  const phone = useMediaQuery('(max-width: 767.98px)');
  const drag = useRef<{ x: number; id: string; toast: HTMLElement } | null>(null);

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

  const release = () => {
    if (drag.current) drag.current.toast.style.translate = '';
    drag.current = null;
  };
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    const toast = toastAt(event.target);
    const id = toast?.querySelector('[data-notification-id]')?.getAttribute('data-notification-id');
    if (!toast || !id) return;
    drag.current = { x: event.clientX, id, toast };
    // A mouse drag would otherwise select the toast's text, and the next drag would become a native drag-and-drop.
    if (event.pointerType === 'mouse' && !(event.target instanceof Element && event.target.closest('button'))) event.preventDefault();
    // Keep receiving the move and the release even when the finger leaves the toast.
    event.currentTarget.setPointerCapture?.(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (drag.current) drag.current.toast.style.translate = `${Math.max(0, event.clientX - drag.current.x)}px 0`;
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    const current = drag.current;
    release();
    if (current && shouldDismissOnSwipe(event.clientX - current.x)) dismiss(current.id);
  };

  return (
    <div
      ref={region}
      tabIndex={-1}
      role="region"
      aria-label="Notifications (F8)"
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={release}
    >
      {rendered && (
        <Suspense fallback={null}>
          <Notifications
            limit={TOAST_LIMIT}
            autoClose={TOAST_AUTO_CLOSE_MS}
            allowDragDismiss={false}
            allowScrollDismiss={false}
            position={phone ? 'top-center' : 'bottom-right'}
            withinPortal={false}
          />
        </Suspense>
      )}
    </div>
  );
}
