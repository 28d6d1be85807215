import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { publicPages } from '../../config/public-pages';
import { ContactOptions, chatOption, emailOption, phoneOption } from './contact-options';
import { InfoLayout } from './info-layout';

export function ContactPage() {
  return (
    <InfoLayout page={publicPages.contact} lead="Call, write or chat: whichever suits you, a credit specialist will help.">
      <Stack gap={48}>
        <ContactOptions
          options={[
            { ...phoneOption, availability: 'Mon-Fri 9AM-6PM EST' },
            // People answer on business days; only the chat assistant (software) is there at any hour.
            { ...emailOption, availability: 'Write any time; we answer on business days' },
            { ...chatOption, availability: 'Our chat assistant answers at any hour; a specialist follows up by email on business days' },
          ]}
        />
        <Stack gap="xs" component="section" aria-labelledby="self-help-title">
          <Title order={2} id="self-help-title" fz="xl">
            Looking for a quick answer?
          </Title>
          <Text c="dimmed">Most questions are answered in our FAQ and Credit Guide.</Text>
          <Group gap="lg">
            <Anchor component={Link} to={paths.faq} fw={600}>
              Read the FAQ
            </Anchor>
            <Anchor component={Link} to={paths.creditGuide} fw={600}>
              Open the Credit Guide
            </Anchor>
          </Group>
        </Stack>
      </Stack>
    </InfoLayout>
  );
}

export default ContactPage;
