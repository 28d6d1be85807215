import { Button, Card, Center, List, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { DialogOnDemand } from '../../components/dialog/dialog-on-demand';
import { useState } from 'react';
import { LockedOverlay } from './locked-overlay';

interface Tool {
  key: string;
  title: string;
  action: string;
  summary: string;
  /** What it is, how it builds credit, what it costs; general information, no provider's offer. */
  details: { heading: string; text: string }[];
}

export const BUILDER_TOOLS: Tool[] = [
  {
    key: 'secured-card',
    title: 'Secured Credit Cards',
    action: 'View Options',
    summary: 'A card backed by a deposit you make, reported to the bureaus like any card.',
    details: [
      { heading: 'What it is', text: 'You pay a refundable deposit (often $200-$500) and it becomes your credit limit. You use the card and pay the bill like any credit card.' },
      { heading: 'How it builds credit', text: 'The issuer reports your payments and balance to Equifax, Experian and TransUnion each month. On-time payments and a balance under 30% of the limit (under 10% is better) add positive history. Many issuers review the account after 6-12 months and return the deposit when they move you to an unsecured card.' },
      { heading: 'What it costs', text: 'The deposit is returned when you close the account in good standing or upgrade. Look for no annual fee; interest applies only to balances you carry past the due date, so paying in full each month costs nothing. Check that the issuer reports to all three bureaus.' },
    ],
  },
  {
    key: 'builder-loan',
    title: 'Credit Builder Loans',
    action: 'Learn More',
    summary: 'A small loan held in savings while you repay it, then released to you.',
    details: [
      { heading: 'What it is', text: 'A lender (often a credit union or community bank) puts a small amount, typically $300-$1,000, in a locked savings account or certificate. You repay it in monthly instalments over 6-24 months and receive the money at the end.' },
      { heading: 'How it builds credit', text: 'Each payment is reported as an instalment account. It adds payment history and a second type of credit (credit mix) next to cards. A late payment is reported too, so choose a payment you can always make.' },
      { heading: 'What it costs', text: 'You pay interest and sometimes an administration fee; the total is usually tens of dollars over the loan. The money is yours at the end, so it works as forced savings.' },
    ],
  },
  {
    key: 'rent-reporting',
    title: 'Rent Reporting',
    action: 'Get Started',
    summary: 'Your on-time rent added to your credit file.',
    details: [
      { heading: 'What it is', text: 'A rent-reporting service (or your landlord or property manager) sends your monthly rent payments to one or more credit bureaus.' },
      { heading: 'How it builds credit', text: 'Rent appears as a tradeline with payment history. It helps most with a thin file. Not every scoring model counts rent: newer VantageScore and FICO models do, many lenders still use older FICO versions that do not. Some services can add up to 24 months of past payments.' },
      { heading: 'What it costs', text: 'Some landlords report for free; services usually charge a sign-up fee and a monthly fee of a few dollars. Check which bureaus they report to and whether they report late payments as well.' },
    ],
  },
  {
    key: 'authorized-user',
    title: 'Authorized User',
    action: 'How It Works',
    summary: 'Being added to someone else’s card with a long, well-paid history.',
    details: [
      { heading: 'What it is', text: 'A family member or partner adds you to their credit card as an authorized user. You may get a card of your own but are not liable for the debt.' },
      { heading: 'How it builds credit', text: 'Most issuers report the account on your file with its full history, limit and balance. If the owner pays on time and keeps the balance low, your file gains age and low utilisation. If they miss payments or run a high balance, that hurts you too, and some lenders give authorized-user accounts less weight.' },
      { heading: 'What it costs', text: 'Usually nothing; some issuers charge a fee for extra cards. It needs trust on both sides: agree how (or whether) you will use the card, and ask to be removed if the account goes bad.' },
    ],
  },
];

function ToolCards({ onOpen, disabled }: { onOpen?: (tool: Tool) => void; disabled: boolean }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      {BUILDER_TOOLS.map((tool) => (
        <Card key={tool.key} withBorder padding="md" data-testid="builder-tool">
          <Stack gap="xs" h="100%">
            <Text fw={700}>{tool.title}</Text>
            <Text size="sm" c="dimmed" style={{ flex: 1 }}>
              {tool.summary}
            </Text>
            <Button size="xs" variant="light" disabled={disabled} onClick={() => onOpen?.(tool)} style={{ alignSelf: 'flex-start' }}>
              {tool.action}
            </Button>
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  );
}

/**
 * Credit Builder Tools (spec sections 2, 4): the four cards with a plain explanation of each, for plans with
 * `credit_builder_tools`; a spinner while the access check (the dashboard read) runs; else blurred 'Coming Soon'.
 */
export function CreditBuilderTools({ unlocked, checking }: { unlocked: boolean; checking: boolean }) {
  const [open, setOpen] = useState<Tool | null>(null);
  return (
    <Card withBorder padding="lg" data-testid="credit-builder">
      <Title order={3} fz="md" mb={4}>
        Credit Builder Tools
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        Ways to add positive history to your file.
      </Text>
      {checking ? (
        <Center py="xl">
          <Loader aria-label="Checking access" />
        </Center>
      ) : unlocked ? (
        <ToolCards onOpen={setOpen} disabled={false} />
      ) : (
        <LockedOverlay
          testId="credit-builder-locked"
          overlay={
            <>
              <Text fw={700}>Coming Soon</Text>
              <Button disabled>Coming Soon</Button>
            </>
          }
        >
          <ToolCards disabled />
        </LockedOverlay>
      )}
      <DialogOnDemand opened={open !== null} onClose={() => setOpen(null)} title={open?.title} size="lg">
        {open && (
          <Stack gap="sm" data-testid="builder-tool-details">
            {open.details.map((d) => (
              <div key={d.heading}>
                <Text fw={600} size="sm">
                  {d.heading}
                </Text>
                <Text size="sm">{d.text}</Text>
              </div>
            ))}
            <List size="xs" c="dimmed">
              <List.Item>General information, not an offer. Compare terms before you apply; any application may be a hard inquiry.</List.Item>
            </List>
          </Stack>
        )}
      </DialogOnDemand>
    </Card>
  );
}
