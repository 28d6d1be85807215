import { Anchor, Group, Paper, Text } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { site } from '../../../config/site';
import type { DashboardResponse } from '@contract/dashboard';
import { AvatarMenu } from './avatar-menu';
import { NotificationBell } from './notification-bell';

interface Props {
  dashboard: DashboardResponse;
  onProfile: () => void;
  onSettings: () => void;
}

/** The dashboard's header: the logo (home), the bell and the avatar menu. */
export function DashboardHeader({ dashboard, onProfile, onSettings }: Props) {
  return (
    <Paper withBorder radius="md" px="md" py="xs">
      <Group justify="space-between" wrap="nowrap">
        <Anchor component={Link} to={paths.home} underline="never" aria-label={`${site.name} home`}>
          <Group gap={8} wrap="nowrap">
            <img src="/favicon.svg" alt="" width={24} height={24} />
            <Text fw={800} component="span" c="dark">
              {site.name}
            </Text>
          </Group>
        </Anchor>
        <Group gap="sm" wrap="nowrap">
          <NotificationBell notifications={dashboard.notifications} />
          <AvatarMenu fullName={dashboard.profile.fullName} onProfile={onProfile} onSettings={onSettings} />
        </Group>
      </Group>
    </Paper>
  );
}
