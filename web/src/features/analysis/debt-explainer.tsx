import { Accordion, Stack, Text, Title } from '@mantine/core';
import { goalMessages } from '@contract/goals-messages';

const m = goalMessages.explainer;

/** Old debts (the statute of limitations against the 7-year reporting period), settlements and pay-for-delete: general information, sourced in docs/analysis.md. */
export function DebtExplainer() {
  return (
    <Accordion variant="contained" data-testid="debt-explainer">
      <Accordion.Item value="old-debts">
        <Accordion.Control>
          <Text size="sm" fw={600}>
            {m.title}
          </Text>
        </Accordion.Control>
        <Accordion.Panel>
          <Stack gap="sm">
            {m.sections.map((section) => (
              <Stack gap={4} key={section.heading}>
                <Title order={4} fz="sm">
                  {section.heading}
                </Title>
                {section.paragraphs.map((p) => (
                  <Text size="sm" key={p}>
                    {p}
                  </Text>
                ))}
              </Stack>
            ))}
            <Text size="xs" c="dimmed">
              {m.note}
            </Text>
          </Stack>
        </Accordion.Panel>
      </Accordion.Item>
    </Accordion>
  );
}
