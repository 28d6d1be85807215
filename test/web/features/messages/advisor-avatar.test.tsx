import { screen } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { staffPhotoMessages } from '@contract/staff-photo';
import { AdvisorAvatar } from '../../../../web/src/features/messages/advisor-avatar';
import { renderWithProviders } from '../../render';

const advisor = { userId: 'a1', name: 'Morgan Advisor', initials: 'MA' };
const axeClean = async (root: Element) =>
  (await axe.run(root, { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } })).violations.map((v) => v.id);

describe('the advisor’s avatar on the dashboard', () => {
  it('shows the advisor’s own photo, named for who it is', async () => {
    const { container } = renderWithProviders(<AdvisorAvatar advisor={{ ...advisor, photoUrl: 'https://files.example/users/a1/profile-photo/u1?X-Amz-Expires=300' }} />);
    const image = screen.getByRole('img', { name: staffPhotoMessages.advisorPhotoAlt('Morgan Advisor') });
    expect(image.getAttribute('alt')).toBe('Morgan Advisor, your advisor');
    expect(image.getAttribute('src')).toContain('/users/a1/profile-photo/u1');
    expect(await axeClean(container)).toEqual([]);
  });

  it('falls back to the initials, hidden from screen readers (the name is beside it), without a photo', async () => {
    const { container } = renderWithProviders(<AdvisorAvatar advisor={{ ...advisor, photoUrl: null }} />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByText('MA')).toBeTruthy();
    expect(await axeClean(container)).toEqual([]);
  });
});
