import { Anchor, Box, Burger, Button, Container, Group, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { createContext, createElement, lazy, Suspense, useContext, useState, type ComponentType } from 'react';
import { paths } from '../../config/paths';
import { site } from '../../config/site';
import { useNav } from '../../islands/nav';
import { scrollToSection } from '../../lib/scroll';
import { useSession } from '../../lib/session-context';
import { loadFullStyles } from '../../styles/load-full-styles';
import classes from './app-layout.module.css';

/*
 * The site's header: in the app (app-layout.tsx) and, on a prerendered public page, an island of its own
 * (islands/island.tsx): no router here (islands/nav.tsx gives the links), and a visitor's session there.
 */

const MobileDrawer = lazy(() => Promise.all([import('./mobile-drawer'), loadFullStyles()]).then(([drawer]) => drawer));

export const sections = [
  { label: 'Features', hash: 'features' },
  { label: 'How It Works', hash: 'how-it-works' },
  { label: 'Testimonials', hash: 'testimonials' },
  { label: 'Pricing', hash: 'pricing' },
] as const;

export interface SignedInButtonsProps {
  onNavigate?: () => void;
  vertical?: boolean;
}

/**
 * The signed-in user's buttons (My Profile, Admin, Sign Out), given by the app (app-layout.tsx): signing out
 * uses the router, which the public pages' islands do without (their visitors are never signed in).
 */
export const SignedInButtons = createContext<ComponentType<SignedInButtonsProps> | null>(null);

/**
 * The logo's mark, drawn in the page (web/public/favicon.svg's drawing): as an image it was a request of its
 * own on the way to the first paint, and one that could fail (the name beside it is the text fallback).
 */
export function LogoMark() {
  return (
    <svg width={28} height={28} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="14" fill="#1c7ed6" />
      <path d="M14 44 L26 30 L34 38 L50 20" stroke="#fff" strokeWidth="6" fill="none" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

function Logo() {
  const { Link } = useNav();
  return (
    <Anchor component={Link} to={paths.home} underline="never" className={classes.brand} aria-label={`${site.name} home`}>
      <Group gap={8} wrap="nowrap">
        <LogoMark />
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
export function SectionLink({ hash, onNavigate, children, button }: { hash: string; onNavigate?: () => void; children: string; button?: boolean }) {
  const { pathname, Link } = useNav();
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

/** Marked as the current page on /coming-soon. */
function BusinessCreditLink({ onNavigate }: { onNavigate?: () => void }) {
  const { pathname, Link } = useNav();
  const current = pathname === paths.comingSoon;
  return (
    <Anchor
      component={Link}
      to={paths.comingSoon}
      c="dark"
      className={current ? `${classes.businessCredit} active` : classes.businessCredit}
      aria-current={current ? 'page' : undefined}
      onClick={onNavigate}
    >
      Business Credit
    </Anchor>
  );
}

function AuthButtons({ onNavigate, vertical }: SignedInButtonsProps) {
  const { status } = useSession();
  const { Link } = useNav();
  const SignedIn = useContext(SignedInButtons);
  // The app's one component, from its layout (not made here): rendered as an element of it.
  if (status === 'signedIn' && SignedIn) return createElement(SignedIn, { onNavigate, vertical });
  const Wrap = vertical ? Stack : Group;
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

export function Header() {
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
