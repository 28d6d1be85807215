import { Accordion, Text } from '@mantine/core';
import { PLANS } from '@domain/plans';
import { cancellationTerms, MONITORING_CADENCE, sensitiveDataStatement } from '../../config/site';

/** Spec section 2: five questions; one answer open at a time. */
export const faqs = [
  {
    value: 'how',
    question: 'How does your service improve my credit score?',
    answer:
      `We check your credit reports from all three bureaus against the reporting rules and find errors, inaccuracies and negative items that can be challenged. We generate dispute letters for each of them, refresh your reports ${MONITORING_CADENCE} to see what changed, and give you a personalized plan (what to pay down, what to dispute, what to leave alone) so your score keeps improving after the disputes are done.`,
  },
  {
    value: 'time',
    question: 'How long does it take to see results?',
    answer:
      'The credit bureaus must investigate a dispute within 30 days of receiving it (45 when you send more information meanwhile) and send you the results within 5 business days after that, so the first answers usually arrive within one or two dispute rounds. How much your score moves depends on what is on your reports; no one can promise a result.',
  },
  {
    value: 'security',
    question: 'Is my personal information secure?',
    answer:
      `Yes. Everything travels over encrypted connections (TLS) and everything we store is encrypted at rest; the credentials of any account you connect are encrypted with envelope encryption, so they are never readable in our database. We never sell your data. ${sensitiveDataStatement}`,
  },
  {
    value: 'different',
    question: 'What makes you different from other credit repair companies?',
    answer:
      'We combine a rule-based analysis with real dispute tooling: every item on your reports is checked, letters are written for you in minutes instead of weeks, and you can follow every dispute and every score change on your dashboard. Pricing is transparent, you sign a written contract you can cancel within 3 business days for a full refund, and every plan is backed by our 30-day money-back guarantee.',
  },
  {
    value: 'cancel',
    question: 'Can I cancel at any time?',
    answer: cancellationTerms(PLANS),
  },
] as const;

/** The FAQ's answers, one open at a time (the FAQ page's island). */
export function FaqAccordion() {
  // Closed answers stay in the HTML (display: none), so the prerendered page and crawlers have them.
  return (
    <Accordion variant="separated" radius="md" defaultValue={null} chevronPosition="right" order={2} keepMountedMode="display-none">
      {faqs.map((f) => (
        <Accordion.Item key={f.value} value={f.value}>
          <Accordion.Control>
            <Text fw={600} component="span">
              {f.question}
            </Text>
          </Accordion.Control>
          <Accordion.Panel>
            <Text>{f.answer}</Text>
          </Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}
