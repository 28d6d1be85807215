import { Avatar } from '@mantine/core';
import type { AdvisorView } from '@contract/secure-messages';
import { staffPhotoMessages } from '@contract/staff-photo-messages';

/**
 * The advisor's own photo (a short-lived link the thread's answer carries), or their initials: never a stock photo
 * standing in for a person. A photo that fails to load shows the initials too (Mantine renders the children then).
 */
export function AdvisorAvatar({ advisor, size = 'lg' }: { advisor: AdvisorView; size?: 'sm' | 'md' | 'lg' }) {
  return advisor.photoUrl ? (
    <Avatar src={advisor.photoUrl} alt={staffPhotoMessages.advisorPhotoAlt(advisor.name)} size={size} radius="xl" color="blue">
      {advisor.initials}
    </Avatar>
  ) : (
    <Avatar size={size} radius="xl" color="blue" aria-hidden>
      {advisor.initials}
    </Avatar>
  );
}
