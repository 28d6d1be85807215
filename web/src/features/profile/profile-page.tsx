import { Alert, Anchor, Breadcrumbs, Button, Card, Container, Grid, Loader, Center, Skeleton, Stack, Tabs, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { usePageMeta } from '../../lib/page-meta';
import { DashboardHeader } from './header/dashboard-header';
import { CreditOverview } from '../credit';
import { DisputesTab } from '../disputes';
import { DocumentsPanel } from '../documents';
import { OffersTab } from '../offers';
import { PendingVerification, VerificationLoading } from '../onboarding';
import { prefetchDashboard, profileTabs, useDashboard, type ProfileTab, type TabProps } from '../../lib/dashboard';
import { preloadContract } from '../../lib/api-client';
import { prefetchBesideGuard } from '../../lib/guarded-prefetch';
import { storage, storageKeys } from '../../lib/storage';
import { useSubscription } from '../../lib/subscription';
import { useActiveTab } from './use-active-tab';

// The dashboard's read starts beside the route guard's subscription check, not after it; the schemas both answers
// are parsed with start loading now, beside the session check, rather than with the first call.
prefetchBesideGuard(paths.profile, prefetchDashboard);
preloadContract('dashboard', 'subscription');

// Dialogs load when first shown: Settings at its first opening, the agreement only while it is still to be accepted.
const SettingsDialog = lazy(() => import('./header/settings-dialog').then((m) => ({ default: m.SettingsDialog })));
const ServiceAgreementModal = lazy(() => import('./service-agreement-modal').then((m) => ({ default: m.ServiceAgreementModal })));

// Each tab's code loads when the tab opens (its own chunk); the features' tabs are lazy in their public entries.
// The tab the page opens on starts loading with the page, beside the dashboard read, instead of after it.
const tabLoaders: Partial<Record<ProfileTab, () => Promise<{ default: ComponentType<TabProps> }>>> = {
  credit: () => import('./tabs/credit-tab'),
  info: () => import('./tabs/info-tab'),
  status: () => import('./tabs/status-tab'),
};
const tabComponents: Record<ProfileTab, ComponentType<TabProps>> = {
  credit: lazy(tabLoaders.credit!),
  offers: OffersTab,
  info: lazy(tabLoaders.info!),
  documents: DocumentsPanel,
  disputes: DisputesTab,
  status: lazy(tabLoaders.status!),
};

/**
 * The side column (the plan, the advisor's messages, help, settings) loads when the page shows: its own chunk, not
 * the page's, so the greeting and the tabs do not wait for it. Its placeholder is the column's height as measured
 * (1,350 px wide: 957 px, and 1,397 with the advisor's messages card), so the footer is not on the screen to be
 * pushed down when the column arrives.
 */
const SideCards = lazy(() => import('./side-cards'));
const SIDE_CARDS_HEIGHT = 957;
/** The messages card's height and the gap above it (side-cards.tsx), with the Total plan's dedicated advisor. */
const ADVISOR_CARD_HEIGHT = 440;

/** The tab panel's height while its code loads: about a short tab's, so the cards below do not jump as it arrives. */
const TAB_MIN_HEIGHT = 360;

/**
 * The dashboard's outline while its read is on the way, at the loaded page's sizes (header, breadcrumbs, greeting,
 * overview, the tabs' card and the side cards), at least a screen tall: nothing below it (the footer) is on the
 * screen to be pushed down when the page arrives.
 */
function ProfileSkeleton() {
  return (
    <Stack gap="lg" mih="100vh" aria-busy="true" aria-label="Loading your dashboard" data-testid="profile-skeleton">
      <Skeleton height={58} radius="md" />
      <Skeleton height={20} width={140} />
      <Stack gap={6}>
        <Skeleton height={44} width="70%" />
        <Skeleton height={20} width="50%" />
      </Stack>
      <Skeleton height={180} radius="md" />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Skeleton height={TAB_MIN_HEIGHT + 60} radius="md" />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Skeleton height={374} radius="md" />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

function TabLoading() {
  return (
    <Center mih={TAB_MIN_HEIGHT}>
      <Loader aria-label="Loading" />
    </Center>
  );
}

export function ProfilePage() {
  usePageMeta('My Profile');
  const dashboard = useDashboard();
  const [tab, setTab] = useActiveTab();
  // The first tab's chunk, fetched now rather than once the dashboard's read is in (lazy() reuses the same import).
  useEffect(() => void tabLoaders[tab]?.(), []); // eslint-disable-line react-hooks/exhaustive-deps -- the opening tab only
  const [settingsOpen, settings] = useDisclosure(false);
  // Once opened, the dialog stays mounted (it closes with its transition, as before).
  const [settingsUsed, setSettingsUsed] = useState(false);
  const openSettings = () => {
    setSettingsUsed(true);
    settings.open();
  };
  const [agreementDue] = useState(() => storage.get(storageKeys.legalAgreementAccepted) === null);
  // The dedicated advisor is the Total plan's (the server refuses the others with 403 too).
  const withAdvisor = useSubscription().data?.tier === 'total';

  let body;
  if (dashboard.isPending) body = <ProfileSkeleton />;
  else if (dashboard.isError)
    body = (
      <Alert color="red" role="alert" title="We could not load your dashboard">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">Please try again in a moment.</Text>
          <Button size="xs" variant="light" onClick={() => void dashboard.refetch()}>
            Try again
          </Button>
        </Stack>
      </Alert>
    );
  else {
    const data = dashboard.data;
    const name = data.profile.fullName.trim() || data.profile.email;
    const Active = tabComponents[tab];
    body = (
      <Stack gap="lg">
        <DashboardHeader dashboard={data} onProfile={() => setTab('info')} onSettings={openSettings} />
        <Breadcrumbs>
          <Anchor component={Link} to={paths.home}>
            Home
          </Anchor>
          <Text component="span" aria-current="page">
            Profile
          </Text>
        </Breadcrumbs>
        <div>
          <Title order={1}>Welcome back, {name}!</Title>
          <Text c="dimmed">Your credit overview and your next steps.</Text>
        </div>
        {data.verification.pending ? (
          // While identity verification is pending only the verification form is shown (docs/dashboard.md).
          <Suspense fallback={<VerificationLoading />}>
            <PendingVerification phoneLast4={data.verification.phoneLast4} />
          </Suspense>
        ) : (
          <>
            {/* The credit overview sits above the tabs, so every tab shows the scores once a report exists (spec section 2). */}
            <CreditOverview dashboard={data} goTo={setTab} />
            <Grid gap="lg">
              <Grid.Col span={{ base: 12, md: 8 }}>
                <Card withBorder padding="md">
                  <Tabs value={tab} onChange={setTab} keepMounted={false}>
                    <Tabs.List>
                      {profileTabs.map((t) => (
                        <Tabs.Tab key={t.key} value={t.key}>
                          {t.label}
                        </Tabs.Tab>
                      ))}
                    </Tabs.List>
                    {/* Every panel exists (each tab's aria-controls names one); only the active one renders, so only its chunk loads. */}
                    {profileTabs.map((t) => (
                      <Tabs.Panel key={t.key} value={t.key} pt="md">
                        {t.key === tab && (
                          <Suspense fallback={<TabLoading />}>
                            <Active dashboard={data} goTo={setTab} />
                          </Suspense>
                        )}
                      </Tabs.Panel>
                    ))}
                  </Tabs>
                </Card>
              </Grid.Col>
              <Grid.Col span={{ base: 12, md: 4 }}>
                <Suspense fallback={<Skeleton height={SIDE_CARDS_HEIGHT + (withAdvisor ? ADVISOR_CARD_HEIGHT : 0)} radius="md" data-testid="side-cards-skeleton" />}>
                  <SideCards documents={data.documents} withAdvisor={withAdvisor} />
                </Suspense>
              </Grid.Col>
            </Grid>
          </>
        )}
        {settingsUsed && (
          <Suspense fallback={null}>
            <SettingsDialog opened={settingsOpen} onClose={settings.close} />
          </Suspense>
        )}
        {agreementDue && (
          <Suspense fallback={null}>
            <ServiceAgreementModal agreement={data.agreement} />
          </Suspense>
        )}
      </Stack>
    );
  }
  return (
    <Container size="lg" py={32}>
      {body}
    </Container>
  );
}

export default ProfilePage;
