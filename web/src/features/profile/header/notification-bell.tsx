import { ActionIcon, Indicator } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ButtonHTMLAttributes, Ref } from 'react';
import type { DashboardResponse } from '@contract/dashboard';
import { dashboardKey } from '../../../lib/dashboard';
import { markNotificationsRead } from '../api';
import { menuOnDemand } from './menu-on-demand';

type Notifications = DashboardResponse['notifications'];

function BellIcon() {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden>
      <path d="M18 8a6 6 0 0 0-12 0c0 7-3 9-3 9h18s-3-2-3-9" />
      <path d="M13.73 21a2 2 0 0 1-3.46 0" />
    </svg>
  );
}

/** The bell's button with the unread count on its icon (the stand-in before the menu loads, and the menu's target after). */
export function BellButton({ count, ...rest }: { count: number; ref?: Ref<HTMLButtonElement> } & ButtonHTMLAttributes<HTMLButtonElement>) {
  return (
    <ActionIcon variant="subtle" color="gray" size="lg" aria-label={count > 0 ? `Notifications, ${count} unread` : 'Notifications'} {...rest}>
      <Indicator label={count} size={16} color="red.8" disabled={count === 0} offset={2} data-testid="bell-count">
        <BellIcon />
      </Indicator>
    </ActionIcon>
  );
}

const NotificationMenuOnDemand = menuOnDemand(() => import('./notification-menu'));

/** The bell: the real unread count; opening it lists the notifications and marks the unread ones read (the list's code loads at the first opening). */
export function NotificationBell({ notifications }: { notifications: Notifications }) {
  const queryClient = useQueryClient();
  const unread = notifications.items.filter((n) => !n.readAt).map((n) => n.id);
  const markRead = useMutation({
    mutationFn: () => markNotificationsRead(unread),
    onSettled: () => queryClient.invalidateQueries({ queryKey: dashboardKey }),
  });
  const onOpen = () => unread.length > 0 && markRead.mutate();
  const count = notifications.unreadCount;
  return (
    <NotificationMenuOnDemand
      menu={{ notifications, count, onOpen }}
      trigger={({ onClick, ...handlers }) => (
        <BellButton
          count={count}
          aria-haspopup="menu"
          aria-expanded={false}
          {...handlers}
          onClick={() => {
            // The first opening is this click: the menu mounts opened, so its own onOpen does not fire for it.
            onOpen();
            onClick();
          }}
        />
      )}
    />
  );
}
