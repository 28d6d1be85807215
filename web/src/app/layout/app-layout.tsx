import { Anchor, Box, Burger, Button, Container, Group, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense, useState } from 'react';
import { Link, NavLink, Outlet, useLocation } from 'react-router';
import { paths } from '../../config/paths';
import { useSignOut } from '../../features/auth/use-sign-out';
import { useSession } from '../../lib/session';
import classes from './app-layout.module.css';

const MobileDrawer = lazy(() => import('./mobile-drawer'));

const sections = [
  { label: 'Features', hash: 'features' },
  { label: 'How It Works', hash: 'how-it-works' },
  { label: 'Testimonials', hash: 'testimonials' },
  { label: 'Pricing', hash: 'pricing' },
] as const;

function Logo() {
  const [failed, setFailed] = useState(false);
  return (
    <Anchor component={Link} to={paths.home} underline="never" className={classes.brand} aria-label="Credit Repair home">
      {failed ? (
        <Text fw={800} fz="lg">
          Credit Repair
        </Text>
      ) : (
        <Group gap={8} wrap="nowrap">
          <img src="/favicon.svg" alt="" width={28} height={28} onError={() => setFailed(true)} />
          <Text fw={800} fz="lg">
            Credit Repair
          </Text>
        </Group>
      )}
    </Anchor>
  );
}

/** On the landing page the section links scroll smoothly; elsewhere they navigate to it. */
function SectionLink({ label, hash, onNavigate }: { label: string; hash: string; onNavigate?: () => void }) {
  const { pathname } = useLocation();
  return (
    <Anchor
      component={Link}
      to={`/#${hash}`}
      c="dark"
      onClick={(event) => {
        onNavigate?.();
        if (pathname !== paths.home) return;
        const target = document.getElementById(hash);
        if (target) {
          event.preventDefault();
          target.scrollIntoView({ behavior: 'smooth' });
          history.replaceState(null, '', `#${hash}`);
        }
      }}
    >
      {label}
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
        <Button component={Link} to={paths.profile} variant="light" onClick={onNavigate}>
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
  return (
    <Wrap gap="sm">
      <Button component={Link} to={paths.login} variant="default" onClick={onNavigate}>
        Log in
      </Button>
      <Button component={Link} to={`/#pricing`} onClick={onNavigate}>
        Get Started
      </Button>
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
              <SectionLink key={s.hash} {...s} />
            ))}
            <Anchor component={NavLink} to={paths.comingSoon} c="dark" className={classes.businessCredit}>
              Business Credit
            </Anchor>
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
                <SectionLink key={s.hash} {...s} onNavigate={close} />
              ))}
              <Anchor component={NavLink} to={paths.comingSoon} c="dark" onClick={close} className={classes.businessCredit}>
                Business Credit
              </Anchor>
              <AuthButtons onNavigate={close} vertical />
            </Stack>
          </MobileDrawer>
        </Suspense>
      )}
    </Box>
  );
}

function Footer() {
  const links = [
    ['Features', '/#features'],
    ['Pricing', '/#pricing'],
    ['FAQ', paths.faq],
    ['About', paths.about],
    ['Press', paths.press],
    ['Credit Guide', paths.creditGuide],
    ['Support', paths.support],
    ['Contact', paths.contact],
    ['Terms', paths.terms],
  ] as const;
  return (
    <Box component="footer" className={classes.footer}>
      <Container size="lg" py="xl">
        <Group justify="space-between" align="flex-start">
          <Text c="dimmed" size="sm">
            © {new Date().getUTCFullYear()} Credit Repair. All rights reserved.
          </Text>
          <Group gap="md" component="nav" aria-label="Footer">
            {links.map(([label, to]) => (
              <Anchor key={to} component={Link} to={to} size="sm" c="dimmed">
                {label}
              </Anchor>
            ))}
          </Group>
        </Group>
      </Container>
    </Box>
  );
}

export function AppLayout() {
  return (
    <Box className={classes.shell}>
      <Header />
      <Box component="main" className={classes.main}>
        <Outlet />
      </Box>
      <Footer />
    </Box>
  );
}
