import { Anchor, Box, Burger, Button, Container, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link, NavLink, Outlet, useLocation } from 'react-router';
import { IconInstagram } from '../../components/icons';
import { paths } from '../../config/paths';
import { site } from '../../config/site';
import { ChatLauncher } from '../../features/chat/chat-launcher';
import { useSignOut } from '../../lib/sign-out';
import { homePathFor, isStaff } from '../../lib/home-path';
import { scrollToSection } from '../../lib/scroll';
import { useSession } from '../../lib/session';
import { SessionProblems } from '../session-problems';
import { useToday } from '../../lib/today';
import { loadFullStyles } from '../../styles/load-full-styles';
import classes from './app-layout.module.css';

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

const MobileDrawer = lazy(() => Promise.all([import('./mobile-drawer'), loadFullStyles()]).then(([drawer]) => drawer));

export const sections = [
  { label: 'Features', hash: 'features' },
  { label: 'How It Works', hash: 'how-it-works' },
  { label: 'Testimonials', hash: 'testimonials' },
  { label: 'Pricing', hash: 'pricing' },
] as const;

function Logo() {
  const [failed, setFailed] = useState(false);
  return (
    <Anchor component={Link} to={paths.home} underline="never" className={classes.brand} aria-label={`${site.name} home`}>
      <Group gap={8} wrap="nowrap">
        {!failed && <img src="/favicon.svg" alt="" width={28} height={28} onError={() => setFailed(true)} />}
        <Text fw={800} fz="lg" component="span" data-testid="logo-text">
          {site.name}
        </Text>
      </Group>
    </Anchor>
  );
}

/**
 * A link to a landing-page section: on the landing page it scrolls there smoothly; elsewhere it
 * navigates to `/#section` (the landing page then scrolls to it).
 */
function SectionLink({ hash, onNavigate, children, button }: { hash: string; onNavigate?: () => void; children: string; button?: boolean }) {
  const { pathname } = useLocation();
  const onClick = (event: React.MouseEvent) => {
    onNavigate?.();
    if (pathname !== paths.home) return;
    if (scrollToSection(hash)) {
      event.preventDefault();
      history.replaceState(history.state, '', `#${hash}`);
    }
  };
  if (button) {
    return (
      <Button component={Link} to={`/#${hash}`} onClick={onClick}>
        {children}
      </Button>
    );
  }
  return (
    <Anchor component={Link} to={`/#${hash}`} c="dark" onClick={onClick}>
      {children}
    </Anchor>
  );
}

function BusinessCreditLink({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <Anchor component={NavLink} to={paths.comingSoon} c="dark" className={classes.businessCredit} onClick={onNavigate}>
      Business Credit
    </Anchor>
  );
}

function AuthButtons({ onNavigate, vertical }: { onNavigate?: () => void; vertical?: boolean }) {
  const { status, user } = useSession();
  const signOut = useSignOut();
  const Wrap = vertical ? Stack : Group;
  if (status === 'signedIn') {
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
  // While a stored session is being read, hold the place without showing the visitor's buttons.
  return (
    <Wrap gap="sm" style={status === 'loading' ? { visibility: 'hidden' } : undefined} aria-hidden={status === 'loading' || undefined}>
      <Button component={Link} to={paths.login} variant="default" onClick={onNavigate}>
        Log in
      </Button>
      <SectionLink hash="pricing" onNavigate={onNavigate} button>
        Get Started
      </SectionLink>
    </Wrap>
  );
}

function Header() {
  const [opened, { toggle, close }] = useDisclosure(false);
  // The drawer's code loads on the first tap of the burger, not with the page.
  const [menuUsed, setMenuUsed] = useState(false);
  return (
    <Box component="header" className={classes.header}>
      <Container size="lg" h="100%">
        <Group h="100%" justify="space-between" wrap="nowrap">
          <Logo />
          <Group gap="lg" visibleFrom="md" component="nav" aria-label="Main">
            {sections.map((s) => (
              <SectionLink key={s.hash} hash={s.hash}>
                {s.label}
              </SectionLink>
            ))}
            <BusinessCreditLink />
          </Group>
          <Box visibleFrom="md">
            <AuthButtons />
          </Box>
          <Burger
            opened={opened}
            onClick={() => {
              setMenuUsed(true);
              toggle();
            }}
            hiddenFrom="md"
            aria-label="Toggle navigation menu"
          />
        </Group>
      </Container>
      {menuUsed && (
        <Suspense fallback={null}>
          <MobileDrawer opened={opened} onClose={close}>
            <Stack gap="md" component="nav" aria-label="Mobile">
              {sections.map((s) => (
                <SectionLink key={s.hash} hash={s.hash} onNavigate={close}>
                  {s.label}
                </SectionLink>
              ))}
              <BusinessCreditLink onNavigate={close} />
              <AuthButtons onNavigate={close} vertical />
            </Stack>
          </MobileDrawer>
        </Suspense>
      )}
    </Box>
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
          © {year} {site.name}. All rights reserved.
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
    <Box className={classes.shell}>
      <Anchor href="#main" className={classes.skipLink}>
        Skip to content
      </Anchor>
      <Header />
      <Box component="main" id="main" className={classes.main} tabIndex={-1}>
        <Outlet />
      </Box>
      <Footer />
      <ChatLauncher />
      <SessionProblems />
      <StaffIdleWatch />
    </Box>
  );
}
