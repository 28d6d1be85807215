import { Anchor, List, Stack, Text, Title } from '@mantine/core';
import { sensitiveDataStatement, site } from '../../config/site';
import { publicPages } from '../../config/public-pages';
import { InfoLayout } from './info-layout';

/**
 * What this service actually collects and how it is actually protected (see docs/decisions.md and
 * docs/data-model.md): no SSN field, Cognito for passwords, SSE-KMS documents, envelope-encrypted
 * credentials, TLS, no PII in logs, hashed addresses for rate limits.
 */
const sections: { id: string; title: string; intro?: string; items?: string[]; outro?: string }[] = [
  {
    id: 'collect',
    title: 'What we collect',
    items: [
      'Account details: your name, email address, phone number and postal address.',
      'Phone verification: your phone number, to which we send a one-time code by SMS.',
      'Documents you upload: for example a government-issued ID, proof of address, proof of income or bank statements.',
      'Credit information: the reports and scores from the soft credit pull you authorize (a soft pull does not affect your score), and the analysis, recommendations and disputes we produce from them.',
      'Connected accounts: if you connect a credit-monitoring service, the sign-in details it needs.',
      'Support and launch list: the name, email address and question you type into the chat, and the email address you leave for the Business Credit launch.',
    ],
    outro:
      sensitiveDataStatement,
  },
  {
    id: 'use',
    title: 'How we use it',
    items: [
      'To provide the service: analyze your reports, prepare your dispute letters, monitor your credit and build your plan.',
      'To verify your identity and keep your account secure.',
      'To answer your questions and tell you about the things you asked to hear about (such as the Business Credit launch).',
      'To bill you for your plan.',
    ],
    outro: 'We never sell your personal data, and we do not use advertising trackers.',
  },
  {
    id: 'protect',
    title: 'How we protect it',
    items: [
      'Encryption in transit: every connection to our site and our API uses TLS (HTTPS only).',
      'Encryption at rest: our database is encrypted, and your documents are kept in private storage encrypted with dedicated keys (AWS KMS); they can be opened only through short-lived links issued to you.',
      'Credentials you connect are sealed with envelope encryption: each one with its own data key, itself protected by a master key in AWS KMS and bound to your account, so they are never stored in readable form.',
      'Passwords are handled by Amazon Cognito; we never see or store them ourselves.',
      'Our logs record what happened (a request, its result and duration), never your personal data.',
      'To stop abuse of our public forms we count requests per network address; the address is stored only as a one-way hash and deleted within minutes.',
    ],
  },
  {
    id: 'share',
    title: 'Who we share it with',
    items: [
      'The credit bureaus and creditors you ask us to dispute with, and only what each dispute needs.',
      'Service providers who process data for us under contract: Amazon Web Services (hosting, email and SMS), our credit-data provider (your soft pull) and Stripe (payments; your card details go straight to Stripe and never reach us).',
      'Authorities, when the law requires it.',
    ],
  },
  {
    id: 'rights',
    title: 'Your choices and rights',
    items: [
      'Download a copy of your data at any time from your profile.',
      'Delete your account from your profile: your profile, documents, credit data and connected accounts are erased.',
      'Ask us to correct anything that is wrong, or to remove you from the launch list.',
    ],
    outro: 'Your browser keeps your sign-in session and a few settings in its local storage; we use no advertising cookies.',
  },
];

export function PrivacyPage() {
  return (
    <InfoLayout page={publicPages.privacy} lead="What personal data we collect, why, and how we keep it safe.">
      <Stack gap={40}>
        {sections.map((s) => (
          <Stack key={s.id} gap="xs" component="section" aria-labelledby={`privacy-${s.id}`}>
            <Title order={2} fz="xl" id={`privacy-${s.id}`}>
              {s.title}
            </Title>
            {s.items && (
              <List spacing={6}>
                {s.items.map((item) => (
                  <List.Item key={item}>{item}</List.Item>
                ))}
              </List>
            )}
            {s.outro && <Text>{s.outro}</Text>}
          </Stack>
        ))}
        <Stack gap="xs" component="section" aria-labelledby="privacy-contact">
          <Title order={2} fz="xl" id="privacy-contact">
            Contact
          </Title>
          <Text>
            Questions about your privacy? Write to{' '}
            <Anchor href={`mailto:${site.privacyEmail}`} fw={600} underline="always">
              {site.privacyEmail}
            </Anchor>
            .
          </Text>
        </Stack>
      </Stack>
    </InfoLayout>
  );
}

export default PrivacyPage;
