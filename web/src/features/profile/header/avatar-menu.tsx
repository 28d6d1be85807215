import { Avatar, UnstyledButton } from '@mantine/core';
import type { ButtonHTMLAttributes, Ref } from 'react';
import { menuOnDemand } from './menu-on-demand';

/** The avatar's letter: the first letter of the full name, else 'U' (spec section 2). */
export const avatarInitial = (fullName: string | null | undefined) => fullName?.trim().charAt(0).toUpperCase() || 'U';

interface Props {
  fullName: string | null | undefined;
  onProfile: () => void;
  onSettings: () => void;
}

const AvatarMenuOnDemand = menuOnDemand(() => import('./avatar-menu-dropdown'));

/** Profile (the Personal Info tab), Settings (the dialog), Manage Subscription (the billing portal) and Sign out; the menu's code loads at its first opening. */
export function AvatarMenu(props: Props) {
  return (
    <AvatarMenuOnDemand
      menu={props}
      trigger={(handlers) => <AvatarButton fullName={props.fullName} aria-haspopup="menu" aria-expanded={false} {...handlers} />}
    />
  );
}

/** The menu's button: the avatar with the name's initial (the stand-in before the menu loads, and the menu's target after). */
export function AvatarButton({ fullName, ...rest }: { fullName: string | null | undefined; ref?: Ref<HTMLButtonElement> } & ButtonHTMLAttributes<HTMLButtonElement>) {
  return (
    <UnstyledButton aria-label="Account menu" data-testid="avatar-menu" {...rest}>
      <Avatar color="blue" radius="xl" data-testid="avatar-initial">
        {avatarInitial(fullName)}
      </Avatar>
    </UnstyledButton>
  );
}
