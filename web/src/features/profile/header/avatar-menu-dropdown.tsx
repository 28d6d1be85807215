import { Menu } from '@mantine/core';
import { useManageSubscription } from '../../../components/subscription/use-manage-subscription';
import { useSession } from '../../../lib/session';
import { useSignOut } from '../../../lib/sign-out';
import { AvatarButton } from './avatar-menu';

interface Props {
  fullName: string | null | undefined;
  onProfile: () => void;
  onSettings: () => void;
  defaultOpened: boolean;
}

/** The avatar menu itself (loaded at its first opening, avatar-menu.tsx). */
export default function AvatarMenuDropdown({ fullName, onProfile, onSettings, defaultOpened }: Props) {
  const { status } = useSession();
  const signOut = useSignOut();
  const portal = useManageSubscription();
  return (
    <Menu position="bottom-end" withinPortal shadow="md" width={220} defaultOpened={defaultOpened}>
      <Menu.Target>
        <AvatarButton fullName={fullName} />
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item onClick={onProfile}>Profile</Menu.Item>
        <Menu.Item onClick={onSettings}>Settings</Menu.Item>
        <Menu.Item onClick={portal.open} disabled={status !== 'signedIn' || portal.loading}>
          Manage Subscription
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item color="red" onClick={() => void signOut()}>
          Sign out
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
