import { Skeleton, Stack } from '@mantine/core';
import { Suspense } from 'react';
import type { DashboardResponse } from '@contract/dashboard';
import { SubscriptionCard } from '../../components/subscription/subscription-card';
import { MessagesCard } from '../messages';
import { AccountSettingsCard } from './account-settings-card';
import { NeedAssistanceCard } from './need-assistance-card';

/** The messages card's height with its advisor and composer, held while its code loads (no layout shift). */
export const MESSAGES_CARD_HEIGHT = 420;

/**
 * The dashboard's side column: the plan (with its cancellation control), the dedicated advisor's messages, help and
 * the account's settings. Its code loads when the page shows, not with the page's own (profile-page.tsx).
 */
export default function SideCards({ documents, withAdvisor }: { documents: DashboardResponse['documents']; withAdvisor: boolean }) {
  return (
    <Stack gap="lg" data-testid="side-cards">
      <SubscriptionCard />
      {withAdvisor && (
        <Suspense fallback={<Skeleton height={MESSAGES_CARD_HEIGHT} radius="md" data-testid="messages-skeleton" />}>
          <MessagesCard documents={documents} />
        </Suspense>
      )}
      <NeedAssistanceCard />
      <AccountSettingsCard />
    </Stack>
  );
}
