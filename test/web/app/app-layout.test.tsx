import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { routes } from '../../../web/src/app/router';
import { renderRoutes } from '../render';

describe('app layout', () => {
  it('opens the mobile menu, whose code loads on the first tap', async () => {
    renderRoutes(routes, '/');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Toggle navigation menu' }));
    const menu = await screen.findByRole('navigation', { name: 'Mobile' });
    expect(menu.textContent).toContain('Business Credit');
  });
});
