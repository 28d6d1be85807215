import { Anchor, Box, Button, Container, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { IconInstagram } from '../../components/icons';
import { paths } from '../../config/paths';
import { site } from '../../config/site';
import { ChatLauncher } from '../../features/chat/chat-launcher';
import { Island } from '../../islands/island';
import { useSignOut } from '../../lib/sign-out';
import { homePathFor, isStaff } from '../../lib/home-path';
import { useSession } from '../../lib/session';
import { RouterNav } from '../router-nav';
import { SessionProblems } from '../session-problems';
import { useToday } from '../../lib/today';
import { Header, SignedInButtons, type SignedInButtonsProps } from './header';
import classes from './app-layout.module.css';

export { sections } from './header';


// Staff only: its code (and the contract's schemas it reads the idle limit from) stays off the public pages' first load.
const StaffIdleSignOut = lazy(() => import('../staff-idle-sign-out').then((m) => ({ default: m.StaffIdleSignOut })));

function StaffIdleWatch() {
  const { user } = useSession();
  if (!isStaff(user?.groups ?? [])) return null;
  return (
    <Suspense fallback={null}>
      <StaffIdleSignOut />
    </Suspense>
  );
}

/** The signed-in buttons of the header (header.tsx): the app's only, since signing out uses the router. */
function AccountButtons({ onNavigate, vertical }: SignedInButtonsProps) {
  const { user } = useSession();
  const signOut = useSignOut();
  const Wrap = vertical ? Stack : Group;
  const admin = user?.groups.includes('admin');
  return (
    <Wrap gap="sm">
      {admin && (
        <Button component={Link} to={paths.admin} variant="subtle" onClick={onNavigate}>
          Admin
        </Button>
      )}
      <Button component={Link} to={homePathFor(user?.groups ?? [])} variant="light" onClick={onNavigate}>
        My Profile
      </Button>
      <Button
        variant="default"
        onClick={() => {
          onNavigate?.();
          void signOut();
        }}
      >
        Sign Out
      </Button>
    </Wrap>
  );
}

/** Spec section 2's footer links, plus the pages the original left dead (now real). */
export const footerColumns = [
  {
    title: 'Product',
    links: [
      ['Features', '/#features'],
      ['Pricing', '/#pricing'],
      ['Business Credit', paths.comingSoon],
      ['Success Stories', paths.successStories],
    ],
  },
  {
    title: 'Company',
    links: [
      ['About', paths.about],
      ['Press', paths.press],
      ['Contact', paths.contact],
    ],
  },
  {
    title: 'Resources',
    links: [
      ['FAQ', paths.faq],
      ['Credit Guide', paths.creditGuide],
      ['Support', paths.support],
      ['Sitemap', paths.sitemap],
    ],
  },
  {
    title: 'Legal',
    links: [
      ['Terms', paths.terms],
      ['Privacy Policy', paths.privacy],
    ],
  },
] as const;

function Footer() {
  const year = useToday().slice(0, 4);
  return (
    <Box component="footer" className={classes.footer}>
      <Container size="lg" py={48}>
        <SimpleGrid cols={{ base: 2, sm: 3, md: 5 }} spacing="xl">
          <Stack gap="sm" className={classes.footerBrand}>
            <Text fw={800} fz="lg" c="blue.9">
              {site.name}
            </Text>
            <Text size="sm" c="dimmed">
              Credit repair for US consumers.
            </Text>
            <Anchor href={site.instagram} target="_blank" rel="noopener noreferrer" c="dark" size="sm" aria-label={`${site.name} on Instagram (opens in a new tab)`}>
              <Group gap={6} wrap="nowrap">
                <IconInstagram size={20} />
                Instagram
              </Group>
            </Anchor>
          </Stack>
          {footerColumns.map((column) => (
            <nav key={column.title} aria-label={`Footer: ${column.title}`}>
              <Text fw={700} size="sm" mb="xs" component="h2" m={0}>
                {column.title}
              </Text>
              <Stack gap={6} mt="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
                {column.links.map(([label, to]) => (
                  <li key={to}>
                    <Anchor component={Link} to={to} size="sm" c="dimmed">
                      {label}
                    </Anchor>
                  </li>
                ))}
              </Stack>
            </nav>
          ))}
        </SimpleGrid>
        <Text c="dimmed" size="sm" mt={40}>
          © <span data-current-year>{year}</span> {site.name}. All rights reserved.
        </Text>
      </Container>
    </Box>
  );
}

/** A new page starts at its top (a same-page section link or a hash link keeps its own scrolling). */
function useScrollToTopOnNavigate() {
  const { pathname, hash } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (!hash) window.scrollTo(0, 0);
  }, [pathname, hash]);
}

export function AppLayout() {
  useScrollToTopOnNavigate();
  useEffect(() => {
    // React has taken over the page (browser tests wait for this; nothing else reads it).
    document.documentElement.dataset.appReady = 'true';
  }, []);
  return (
    <RouterNav>
      <SignedInButtons.Provider value={AccountButtons}>
        <Box className={classes.shell}>
          <Anchor href="#main" className={classes.skipLink}>
            Skip to content
          </Anchor>
          <Island name="header" when="interaction" component={Header} />
          <Box component="main" id="main" className={classes.main} tabIndex={-1}>
            <Outlet />
          </Box>
          <Footer />
          <Island name="chat" when="interaction" component={ChatLauncher} />
          <SessionProblems />
          <StaffIdleWatch />
        </Box>
      </SignedInButtons.Provider>
    </RouterNav>
  );
}
