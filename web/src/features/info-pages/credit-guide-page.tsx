import { Anchor, Box, Card, Group, List, Progress, SimpleGrid, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router';
import { formatScoreRange, SCORE_BAND_TABLES, SCORE_MODEL_FAMILIES, type ScoreBandLabel } from '@domain/score-bands';
import { IconBook, IconHelp, IconMessage, IconShieldCheck } from '../../components/icons';
import { paths } from '../../config/paths';
import { publicPages } from '../../config/public-pages';
import { InfoLayout } from './info-layout';

const bandColor: Record<ScoreBandLabel, string> = { Exceptional: 'teal', Excellent: 'teal', 'Very Good': 'green', Good: 'green', Fair: 'yellow', Poor: 'orange', 'Very Poor': 'red' };

/** The scoring models' own ranges, best first: the product's one band table (the dashboard rates scores with it too). */
export const scoreRanges = SCORE_MODEL_FAMILIES.map((family) => ({
  family,
  model: SCORE_BAND_TABLES[family].name,
  bands: [...SCORE_BAND_TABLES[family].bands].reverse().map((b) => ({ label: b.label, range: formatScoreRange(b), color: bandColor[b.label] })),
}));

export const scoreFactors = [
  { label: 'Payment history', weight: 35, text: 'Paying every bill on time is the biggest single factor. Late payments, collections and charge-offs weigh heavily.' },
  { label: 'Credit utilization', weight: 30, text: 'How much of your available credit you use. Aim under 30%; lower is better.' },
  { label: 'Length of credit history', weight: 15, text: 'The age of your oldest account and the average age of all of them.' },
  { label: 'Credit mix', weight: 10, text: 'A healthy mix of revolving credit (cards) and installment loans (auto, student, mortgage).' },
  { label: 'New credit', weight: 10, text: 'Recent hard inquiries and newly opened accounts.' },
] as const;

const tips = [
  'Check your credit reports from all three bureaus and dispute anything that is wrong.',
  'Pay every bill on time; set up automatic payments for at least the minimum.',
  'Keep your credit utilization under 30% of your limits, and under 10% if you can.',
  'Keep old accounts open: they lengthen your credit history.',
  'Apply for new credit only when you need it; each hard inquiry can lower your score for a while.',
];

type Resource = { icon: typeof IconBook; title: string; text: string; label: string } & ({ to: string } | { href: string });

const resources: Resource[] = [
  { icon: IconHelp, title: 'Frequently asked questions', text: 'How our service works, how long it takes and how we protect your data.', to: paths.faq, label: 'Read the FAQ' },
  { icon: IconMessage, title: 'Talk to a specialist', text: 'Our support team answers by chat, phone and email.', to: paths.support, label: 'Get support' },
  { icon: IconShieldCheck, title: 'Your free credit reports', text: 'Get your reports from Equifax, Experian and TransUnion for free at the official site.', href: 'https://www.annualcreditreport.com/', label: 'AnnualCreditReport.com' },
  { icon: IconBook, title: 'Know your rights', text: 'The Consumer Financial Protection Bureau explains how to dispute errors on your reports.', href: 'https://www.consumerfinance.gov/consumer-tools/credit-reports-and-scores/', label: 'CFPB: credit reports and scores' },
];

export function CreditGuidePage() {
  return (
    <InfoLayout page={publicPages.creditGuide} lead="What your credit score means, what it is made of, and what you can do to raise it.">
      <Stack gap={56}>
        <Stack gap="md" component="section" aria-labelledby="ranges-title">
          <Title order={2} id="ranges-title">
            Credit score ranges
          </Title>
          <Text c="dimmed">
            Scores run from 300 to 850. Each scoring model names its own ranges: lenders most often use a FICO Score, and many
            free credit services show a VantageScore. Where yours falls decides the rates and offers you get.
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg" maw={960}>
            {scoreRanges.map((table) => (
              <Table key={table.family} withTableBorder verticalSpacing="sm" captionSide="top" data-testid={`score-ranges-${table.family}`}>
                <Table.Caption>{table.model} ranges</Table.Caption>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Rating</Table.Th>
                    <Table.Th>Score</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {table.bands.map((r) => (
                    <Table.Tr key={r.label}>
                      <Table.Td>
                        <Group gap="xs" wrap="nowrap">
                          <Box w={12} h={12} bg={`${r.color}.6`} style={{ borderRadius: '50%', flex: 'none' }} aria-hidden />
                          <Text fw={600}>{r.label}</Text>
                        </Group>
                      </Table.Td>
                      <Table.Td fw={600}>{r.range}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            ))}
          </SimpleGrid>
        </Stack>

        <Stack gap="md" component="section" aria-labelledby="factors-title">
          <Title order={2} id="factors-title">
            What makes up your score
          </Title>
          <Stack gap="lg">
            {scoreFactors.map((f) => (
              <div key={f.label}>
                <Group justify="space-between" mb={4}>
                  <Text fw={600} component="h3" m={0} fz="md">
                    {f.label}
                  </Text>
                  <Text fw={700}>{f.weight}%</Text>
                </Group>
                <Progress value={f.weight} size="lg" radius="xl" aria-label={`${f.label}: ${f.weight}% of your score`} />
                <Text size="sm" c="dimmed" mt={4}>
                  {f.text}
                </Text>
              </div>
            ))}
          </Stack>
        </Stack>

        <Stack gap="md" component="section" aria-labelledby="tips-title">
          <Title order={2} id="tips-title">
            Five tips to raise your score
          </Title>
          <List type="ordered" spacing="sm">
            {tips.map((t) => (
              <List.Item key={t}>{t}</List.Item>
            ))}
          </List>
        </Stack>

        <Stack gap="md" component="section" aria-labelledby="resources-title">
          <Title order={2} id="resources-title">
            Resources
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
            {resources.map((resource) => {
              const { icon: Icon, title, text, label } = resource;
              return (
                <Card key={title} withBorder radius="md" padding="lg">
                  <Group gap="sm" mb="xs" wrap="nowrap">
                    <Icon size={22} />
                    <Text component="h3" fw={700} m={0} fz="md">
                      {title}
                    </Text>
                  </Group>
                  <Text size="sm" c="dimmed" mb="sm">
                    {text}
                  </Text>
                  {'to' in resource ? (
                    <Anchor component={Link} to={resource.to} fw={600} size="sm">
                      {label}
                    </Anchor>
                  ) : (
                    <Anchor href={resource.href} target="_blank" rel="noopener noreferrer" fw={600} size="sm">
                      {label} <span aria-hidden>↗</span>
                      <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
                    </Anchor>
                  )}
                </Card>
              );
            })}
          </SimpleGrid>
        </Stack>
      </Stack>
    </InfoLayout>
  );
}

export default CreditGuidePage;
