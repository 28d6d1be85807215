import { ActionIcon, Indicator, Menu, Stack, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DashboardResponse } from '@contract/dashboard';
import { notificationMessages } from '@contract/notifications-messages';
import { dashboardKey } from '../../../lib/dashboard';
import { markNotificationsRead } from '../api';

type Notifications = DashboardResponse['notifications'];

const when = (iso: string) => new Date(iso).toLocaleString('en-US', { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });

function BellIcon() {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden>
      <path d="M18 8a6 6 0 0 0-12 0c0 7-3 9-3 9h18s-3-2-3-9" />
      <path d="M13.73 21a2 2 0 0 1-3.46 0" />
    </svg>
  );
}

/** The bell: the real unread count; opening it lists the notifications and marks the unread ones read. */
export function NotificationBell({ notifications }: { notifications: Notifications }) {
  const queryClient = useQueryClient();
  const unread = notifications.items.filter((n) => !n.readAt).map((n) => n.id);
  const markRead = useMutation({
    mutationFn: () => markNotificationsRead(unread),
    onSettled: () => queryClient.invalidateQueries({ queryKey: dashboardKey }),
  });
  const count = notifications.unreadCount;
  return (
    <Menu position="bottom-end" withinPortal shadow="md" width={320} onOpen={() => unread.length > 0 && markRead.mutate()}>
      <Menu.Target>
        {/* The button is the menu's target (it carries aria-expanded); the count sits on the icon inside it. */}
        <ActionIcon variant="subtle" color="gray" size="lg" aria-label={count > 0 ? `Notifications, ${count} unread` : 'Notifications'}>
          <Indicator label={count} size={16} color="red.8" disabled={count === 0} offset={2} data-testid="bell-count">
            <BellIcon />
          </Indicator>
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{notificationMessages.title}</Menu.Label>
        {notifications.items.length === 0 ? (
          <Text size="sm" c="dimmed" px="sm" py="xs">
            {notificationMessages.empty}
          </Text>
        ) : (
          notifications.items.map((n) => (
            <Menu.Item key={n.id} component="div" data-testid="notification">
              <Stack gap={2}>
                <Text size="sm" fw={n.readAt ? 400 : 700}>
                  {n.title}
                </Text>
                <Text size="xs">{n.body}</Text>
                <Text size="xs" c="dimmed">
                  {when(n.createdAt)}
                </Text>
              </Stack>
            </Menu.Item>
          ))
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
