import { ScrollArea, Stack, Text, Title } from '@mantine/core';
import type { AgreementResponse } from '@contract/billing';

/** The service agreement's text in a scrolling box: shown before signing (agreement-dialog) and, as signed, on the profile. */
export function AgreementText({ agreement, showVersion = false }: { agreement: Pick<AgreementResponse, 'title' | 'sections' | 'version'>; showVersion?: boolean }) {
  return (
    <ScrollArea.Autosize mah={360} type="auto" offsetScrollbars>
      <Stack gap="sm" pr="xs" data-testid="agreement-text">
        <Title order={3} fz="md">
          {agreement.title}
        </Title>
        {agreement.sections.map((section) => (
          <div key={section.heading}>
            <Text fw={700} size="sm">
              {section.heading}
            </Text>
            {section.paragraphs.map((p, i) => (
              <Text key={i} size="sm" fw={section.conspicuous ? 700 : undefined} mt={4}>
                {p}
              </Text>
            ))}
          </div>
        ))}
        {showVersion && (
          <Text size="xs" c="dimmed">
            Version {agreement.version}
          </Text>
        )}
      </Stack>
    </ScrollArea.Autosize>
  );
}
