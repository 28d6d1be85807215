import { Avatar, Menu, UnstyledButton } from '@mantine/core';
import { useManageSubscription } from '../../../components/subscription/use-manage-subscription';
import { useSession } from '../../../lib/session';
import { useSignOut } from '../../../lib/sign-out';

/** The avatar's letter: the first letter of the full name, else 'U' (spec section 2). */
export const avatarInitial = (fullName: string | null | undefined) => fullName?.trim().charAt(0).toUpperCase() || 'U';

interface Props {
  fullName: string | null | undefined;
  onProfile: () => void;
  onSettings: () => void;
}

/** Profile (the Personal Info tab), Settings (the dialog), Manage Subscription (the billing portal) and Sign out. */
export function AvatarMenu({ fullName, onProfile, onSettings }: Props) {
  const { status } = useSession();
  const signOut = useSignOut();
  const portal = useManageSubscription();
  return (
    <Menu position="bottom-end" withinPortal shadow="md" width={220}>
      <Menu.Target>
        <UnstyledButton aria-label="Account menu" data-testid="avatar-menu">
          <Avatar color="blue" radius="xl" data-testid="avatar-initial">
            {avatarInitial(fullName)}
          </Avatar>
        </UnstyledButton>
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
