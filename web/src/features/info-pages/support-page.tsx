import { Card, Stack, Table, Text, Title } from '@mantine/core';
import { publicPages } from '../../config/public-pages';
import { ContactOptions, chatOption, emailOption, phoneOption } from './contact-options';
import { InfoLayout } from './info-layout';

/** Spec section 2, exactly. */
export const supportHours = [
  { days: 'Mon-Fri', hours: '9:00 AM-8:00 PM EST' },
  { days: 'Sat', hours: '10:00 AM-6:00 PM EST' },
  { days: 'Sun', hours: 'closed' },
] as const;

export function SupportPage() {
  return (
    <InfoLayout page={publicPages.support} lead="Questions about your reports, your disputes or your account? Our credit specialists are here to help.">
      <Stack gap={48}>
        <Stack gap="md" component="section" aria-labelledby="options-title">
          <Title order={2} id="options-title" fz="xl">
            Ways to reach us
          </Title>
          <ContactOptions
            options={[
              { ...chatOption, availability: 'Chat with our assistant on any page; a specialist follows up by email.' },
              { ...phoneOption, availability: 'Talk to a credit specialist during support hours.' },
              { ...emailOption, availability: 'Write to us any time; we answer by email.' },
            ]}
          />
        </Stack>
        <Card withBorder radius="md" padding="xl" component="section" aria-labelledby="hours-title" maw={520}>
          <Title order={2} id="hours-title" fz="xl" mb="md">
            Support hours
          </Title>
          <Table>
            <Table.Tbody>
              {supportHours.map((h) => (
                <Table.Tr key={h.days}>
                  <Table.Th scope="row" w={120}>
                    {h.days}
                  </Table.Th>
                  <Table.Td>{h.hours}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <Text size="sm" c="dimmed" mt="md">
            All times are Eastern (EST).
          </Text>
        </Card>
      </Stack>
    </InfoLayout>
  );
}

export default SupportPage;
