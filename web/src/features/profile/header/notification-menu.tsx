import { Menu, Stack, Text } from '@mantine/core';
import type { DashboardResponse } from '@contract/dashboard';
import { notificationMessages } from '@contract/notifications-messages';
import { BellButton } from './notification-bell';

type Notifications = DashboardResponse['notifications'];

const when = (iso: string) => new Date(iso).toLocaleString('en-US', { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });

interface Props {
  notifications: Notifications;
  count: number;
  onOpen: () => void;
  defaultOpened: boolean;
}

/** The bell's menu itself (loaded at its first opening, notification-bell.tsx): the notifications, newest first. */
export default function NotificationMenu({ notifications, count, onOpen, defaultOpened }: Props) {
  return (
    <Menu position="bottom-end" withinPortal shadow="md" width={320} onOpen={onOpen} defaultOpened={defaultOpened}>
      <Menu.Target>
        {/* The button is the menu's target (it carries aria-expanded); the count sits on the icon inside it. */}
        <BellButton count={count} />
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
