import { Alert, Anchor, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { PLANS } from '@domain/plans';
import { paths } from '../../config/paths';
import { CHARGING_MODE, cancellationTerms } from '../../config/site';
import { publicPages } from '../../config/public-pages';
import { formatLongDate, useToday } from '../../lib/today';
import { InfoLayout } from './info-layout';

/**
 * Spec section 2: five sections, and the current date as the last-updated date. The right to
 * cancel within 3 business days (Credit Repair Organizations Act) is stated on its own, apart from
 * the 30-day money-back guarantee.
 */
export const termsSections = [
  {
    title: '1. Our services',
    body: [
      'We provide credit repair: analysis of your credit reports for errors and negative items, dispute letters, monthly credit monitoring with alerts and a personalized improvement plan.',
      'We cannot remove accurate, timely and verifiable information from your credit reports, and we do not promise any particular score or result. You have the right to dispute inaccurate information with the credit bureaus yourself, free of charge.',
    ],
  },
  {
    title: '2. Your account',
    body: [
      'You must be at least 18 years old and a resident of the United States. You agree to give accurate information and to keep your password secret; you are responsible for what happens under your account.',
      'Documents and information you provide are used only to deliver the service, as described in our Privacy Policy.',
    ],
  },
  {
    title: '3. Payment, cancellation and refunds',
    body: [
      `${CHARGING_MODE === 'after-service' ? 'Charges are in US dollars, only for work completed.' : 'Subscriptions are billed monthly in US dollars; one-time services are billed once.'} ${cancellationTerms(PLANS)}`,
      '30-day money-back guarantee: if you are not satisfied, ask for a refund within 30 days of your first payment and we will refund it in full.',
    ],
  },
  {
    title: '4. Acceptable use',
    body: [
      'You may use the service only for your own credit files, and only to dispute information you believe in good faith to be inaccurate, incomplete or unverifiable. You may not use it to submit false information to a credit bureau or creditor.',
    ],
  },
  {
    title: '5. Liability and changes',
    body: [
      'The service is provided as is. To the extent the law allows, our liability is limited to the amounts you paid us in the 12 months before a claim. We may update these terms; we will tell you by email before material changes take effect.',
    ],
  },
] as const;

export function TermsPage() {
  const today = useToday();
  return (
    <InfoLayout
      page={publicPages.terms}
      lead={
        <>
          Please read these terms before using our service.{' '}
          <Text span fw={600}>
            Last updated: <time dateTime={today}>{formatLongDate(today)}</time>
          </Text>
        </>
      }
    >
      <Stack gap="xl">
        <Alert variant="light" color="blue" title="Your right to cancel" radius="md" component="section">
          <Text size="sm">
            You may cancel your contract with us without penalty or obligation at any time before midnight of the 3rd business day after
            the date on which you signed it. To cancel, write to us by email or letter within that time; we will refund anything you paid.
          </Text>
        </Alert>
        {termsSections.map((section) => (
          <Stack key={section.title} gap="xs" component="section">
            <Title order={2} fz="xl">
              {section.title}
            </Title>
            {section.body.map((p) => (
              <Text key={p.slice(0, 24)}>{p}</Text>
            ))}
          </Stack>
        ))}
        <Text size="sm" c="dimmed">
          Questions about these terms?{' '}
          <Anchor component={Link} to={paths.contact} underline="always">
            Contact us
          </Anchor>
          .
        </Text>
      </Stack>
    </InfoLayout>
  );
}

export default TermsPage;
