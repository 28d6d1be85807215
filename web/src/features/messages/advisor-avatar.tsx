import { Avatar } from '@mantine/core';
import type { AdvisorView } from '@contract/secure-messages';

/** The advisor's own photo, or their initials: never a stock photo standing in for a person. */
export function AdvisorAvatar({ advisor, size = 'lg' }: { advisor: AdvisorView; size?: 'sm' | 'md' | 'lg' }) {
  return advisor.photoUrl ? (
    <Avatar src={advisor.photoUrl} alt={advisor.name} size={size} radius="xl" />
  ) : (
    <Avatar size={size} radius="xl" color="blue" aria-hidden>
      {advisor.initials}
    </Avatar>
  );
}
