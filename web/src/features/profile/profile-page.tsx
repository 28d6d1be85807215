import { Container, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { usePageMeta } from '../../lib/page-meta';
import { useSession } from '../../lib/session';
import { SubscriptionCard } from '../../components/subscription/subscription-card';
import { AccountSettingsCard } from './account-settings-card';
import { DocumentsCard } from './documents/documents-card';

export function ProfilePage() {
  usePageMeta('My Profile');
  const { user } = useSession();
  return (
    <Container size="lg" py={40}>
      <Stack gap="lg">
        <div>
          <Title order={1}>My Profile</Title>
          <Text c="dimmed">{user?.email}</Text>
        </div>
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          <SubscriptionCard />
          <AccountSettingsCard />
        </SimpleGrid>
        <DocumentsCard />
      </Stack>
    </Container>
  );
}

export default ProfilePage;
