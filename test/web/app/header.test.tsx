import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../render';

/** The auth library, as the session provider sees it: a stored session or none. */
const auth = vi.hoisted(() => ({
  stored: false,
  groups: ['client'] as string[],
}));
vi.mock('../../../web/src/lib/auth', () => ({
  hasStoredSession: () => auth.stored,
  loadAuth: async () => ({}),
  currentSession: async () =>
    auth.stored ? { idToken: 'token', user: { id: 'u1', email: 'c@example.com', groups: auth.groups, emailVerified: true } } : null,
  signOut: async () => {},
}));
vi.mock('aws-amplify/utils', () => ({ Hub: { listen: () => () => {} } }));

const { routes } = await import('../../../web/src/app/router');

const main = () => screen.getByRole('navigation', { name: 'Main' });

describe('the header', () => {
  let scrolled: string[];
  beforeEach(() => {
    scrolled = [];
    window.HTMLElement.prototype.scrollIntoView = function (this: HTMLElement) {
      scrolled.push(this.id);
    };
  });
  afterEach(() => {
    auth.stored = false;
    auth.groups = ['client'];
  });

  it('shows a visitor Log in and Get Started (to pricing), and no signed-in buttons', async () => {
    renderRoutes(routes, '/');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getAllByRole('link', { name: 'Log in' })[0]!.getAttribute('href')).toBe('/login');
    expect(screen.getAllByRole('link', { name: 'Get Started' })[0]!.getAttribute('href')).toBe('/#pricing');
    expect(screen.queryByRole('link', { name: 'My Profile' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Sign Out' })).toBeNull();
  });

  it('shows a signed-in user My Profile (for staff, their admin area) and Sign Out (and Admin to admins), and no Log in', async () => {
    auth.stored = true;
    auth.groups = ['admin'];
    renderRoutes(routes, '/faq');
    expect((await screen.findAllByRole('link', { name: 'My Profile' }))[0]!.getAttribute('href')).toBe('/admin');
    expect(screen.getAllByRole('button', { name: 'Sign Out' }).length).toBeGreaterThan(0);
    expect(screen.getAllByRole('link', { name: 'Admin' })[0]!.getAttribute('href')).toBe('/admin');
    expect(screen.queryByRole('link', { name: 'Log in' })).toBeNull();
  });

  it('hides the Admin button from clients, whose My Profile is their profile', async () => {
    auth.stored = true;
    renderRoutes(routes, '/faq');
    expect((await screen.findAllByRole('link', { name: 'My Profile' }))[0]!.getAttribute('href')).toBe('/profile');
    expect(screen.queryByRole('link', { name: 'Admin' })).toBeNull();
  });

  it('scrolls smoothly to a section on the landing page, without navigating', async () => {
    const { router } = renderRoutes(routes, '/');
    await screen.findByRole('heading', { level: 1 });
    for (const [label, id] of [
      ['Features', 'features'],
      ['How It Works', 'how-it-works'],
      ['Testimonials', 'testimonials'],
      ['Pricing', 'pricing'],
    ] as const) {
      fireEvent.click(within(main()).getByRole('link', { name: label }));
      expect(scrolled.at(-1)).toBe(id);
      expect(router.state.location.pathname).toBe('/');
    }
    fireEvent.click(screen.getAllByRole('link', { name: 'Get Started' })[0]!);
    expect(scrolled.at(-1)).toBe('pricing');
    fireEvent.click(screen.getByRole('button', { name: 'See How It Works' }));
    expect(scrolled.at(-1)).toBe('how-it-works');
  });

  it('navigates to the landing page’s section from another page, which then scrolls to it', async () => {
    const { router } = renderRoutes(routes, '/faq');
    await screen.findByRole('heading', { name: 'Frequently Asked Questions' });
    fireEvent.click(within(main()).getByRole('link', { name: 'Testimonials' }));
    await waitFor(() => expect(router.state.location).toMatchObject({ pathname: '/', hash: '#testimonials' }));
    await waitFor(() => expect(scrolled).toContain('testimonials'));
  });

  it('highlights Business Credit on /coming-soon only', async () => {
    renderRoutes(routes, '/coming-soon');
    await screen.findByRole('heading', { name: 'Business Credit is coming soon' });
    expect(within(main()).getByRole('link', { name: 'Business Credit' }).getAttribute('aria-current')).toBe('page');
  });

  it('does not highlight Business Credit elsewhere', async () => {
    renderRoutes(routes, '/faq');
    await screen.findByRole('heading', { name: 'Frequently Asked Questions' });
    expect(within(main()).getByRole('link', { name: 'Business Credit' }).getAttribute('aria-current')).toBeNull();
  });

  it('draws the logo’s mark in the page, as the favicon draws it, beside its name: no image to wait for or to fail', async () => {
    renderRoutes(routes, '/faq');
    const home = await screen.findByRole('link', { name: 'Credit Repair home' });
    expect(home.querySelector('img')).toBeNull();
    expect(home.textContent).toBe('Credit Repair');
    const mark = home.querySelector('svg')!;
    expect(mark.getAttribute('aria-hidden')).toBe('true');
    const favicon = new DOMParser().parseFromString(readFileSync(join(import.meta.dirname, '../../../web/public/favicon.svg'), 'utf8'), 'image/svg+xml').documentElement;
    const drawing = (svg: Element) => [svg.getAttribute('viewBox'), ...[...svg.children].map((shape) => [shape.tagName, Object.fromEntries([...shape.attributes].map((a) => [a.name, a.value]))])];
    expect(drawing(mark)).toEqual(drawing(favicon));
  });

  it('has the footer’s links, real pages for Privacy Policy, Success Stories and Sitemap, and only the Instagram social link', async () => {
    renderRoutes(routes, '/faq');
    await screen.findByRole('heading', { name: 'Frequently Asked Questions' });
    const footer = screen.getByRole('contentinfo');
    const hrefs = within(footer)
      .getAllByRole('link')
      .map((a) => a.getAttribute('href'));
    for (const href of ['/#features', '/#pricing', '/faq', '/about', '/press', '/credit-guide', '/support', '/contact', '/terms', '/privacy', '/success-stories', '/sitemap']) {
      expect(hrefs).toContain(href);
    }
    const external = hrefs.filter((h) => h?.startsWith('http'));
    expect(external).toHaveLength(1);
    expect(external[0]).toMatch(/^https:\/\/www\.instagram\.com\//);
    expect(hrefs).not.toContain('#');
  });
});
