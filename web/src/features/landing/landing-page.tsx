import { Badge, Box, Button, Card, Container, Group, SimpleGrid, Stack, Text, ThemeIcon, Title, VisuallyHidden } from '@mantine/core';
import { useEffect, type ComponentType } from 'react';
import { SCORE_BANDS, scoreBandOf } from '@domain/score-bands';
import { Link, useLocation } from 'react-router';
import {
  IconArrowUp,
  IconBell,
  IconChartLine,
  IconClock,
  IconFileText,
  IconShieldCheck,
  IconSparkles,
  IconTarget,
  IconUserPlus,
} from '../../components/icons';
import { AverageResults } from '../../components/average-results';
import { TestimonialCard, testimonials } from '../../components/testimonials';
import { paths } from '../../config/paths';
import { publicPages } from '../../config/public-pages';
import { usePageMeta } from '../../lib/page-meta';
import { Island } from '../../islands/island';
import { HeroProof, HowItWorksButton, RecentResults } from './islands';
import { GUARANTEE_STATEMENT } from '../../config/site';
import { scrollToSection } from '../../lib/scroll';
import { PricingSection } from '../../components/pricing/pricing-section';
import classes from './landing.module.css';

/** One guarantee statement across the site (the written contract's 3-business-day right to cancel is on /terms). */
export const GUARANTEE = GUARANTEE_STATEMENT;

/** The score card is an illustration (it says so); the activity under it is real, or not shown. */
const SAMPLE = { score: 720, change: 42 };

const features: { icon: ComponentType<{ size?: number }>; title: string; text: string }[] = [
  { icon: IconSparkles, title: 'Credit Analysis', text: 'We check your credit reports line by line against the reporting rules and flag errors, inaccuracies and negative items that hold your score down.' },
  { icon: IconFileText, title: 'Automatic Dispute Letters', text: 'Dispute letters for every item your file shows is wrong, or that you confirm, generated for you and ready to send to each bureau.' },
  { icon: IconBell, title: 'Monthly Credit Monitoring', text: 'We refresh your credit files once a month and alert you to what changed since the last refresh.' },
  { icon: IconClock, title: 'Disputes on the Law’s Clock', text: 'Bureaus must investigate a dispute within 30 days of receiving it; we track each deadline and tell you when an answer is due.' },
  { icon: IconTarget, title: 'Personalized Improvement Plan', text: 'A step-by-step plan built from your own reports: what to pay down, what to dispute and what to leave alone.' },
  { icon: IconShieldCheck, title: 'Money-Back Guarantee', text: 'Backed by our 30-day money-back guarantee, on top of your right to cancel the written contract within 3 business days for a full refund.' },
];

const steps = [
  { title: 'Sign Up & Connect', text: 'Create your account in minutes and securely connect your financial accounts and credit reports.', icon: IconUserPlus },
  { title: 'Credit Analysis', text: 'We review every account, inquiry and public record against the reporting rules, and find the items that can be disputed.', icon: IconSparkles },
  { title: 'Personalized Plan', text: 'Get your dispute letters and a clear plan to raise your score, and track every improvement as it happens.', icon: IconChartLine },
];

function SectionHeading({ id, title, text }: { id: string; title: string; text: string }) {
  return (
    <Stack gap={6} align="center" ta="center" mb="xl">
      <Title order={2} id={id}>
        {title}
      </Title>
      <Text c="dimmed" maw={620}>
        {text}
      </Text>
    </Stack>
  );
}

function ScoreCard() {
  const band = scoreBandOf(SAMPLE.score).label;
  return (
    <Card withBorder shadow="md" radius="lg" padding="xl" className={classes.scoreCard} aria-label="Sample credit score">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start">
          <div>
            <Text size="sm" c="dimmed" fw={500}>
              Your Credit Score
            </Text>
            <Group gap="xs" align="baseline">
              <Text className={classes.score}>{SAMPLE.score}</Text>
              <Badge color="teal.9" size="lg" leftSection={<IconArrowUp size={14} />}>
                +{SAMPLE.change}
              </Badge>
            </Group>
          </div>
          <Badge variant="outline" color="teal.9">
            {band}
          </Badge>
        </Group>
        <div>
          <div className={classes.bands} aria-hidden>
            {SCORE_BANDS.map((b) => (
              <span key={b.label} className={`${classes.band} ${b.label === band ? classes.bandActive : ''}`} />
            ))}
          </div>
          <Group justify="space-between" mt={4} wrap="nowrap">
            {SCORE_BANDS.map((b) => (
              <Text key={b.label} size="xs" c={b.label === band ? 'teal.9' : 'dimmed'} fw={b.label === band ? 700 : 400}>
                {b.label}
              </Text>
            ))}
          </Group>
        </div>
        <Text size="xs" c="dimmed">
          Sample score, for illustration.
        </Text>
        <Island name="recentResults" when="idle" gate="figures" component={RecentResults} />
      </Stack>
    </Card>
  );
}

function Hero() {
  return (
    <Box component="section" className={classes.hero} aria-labelledby="hero-title">
      <Container size="lg" py={{ base: 48, md: 88 }}>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing={48} style={{ alignItems: 'center' }}>
          <Stack gap="lg" align="flex-start">
            <Text className={classes.proof} fw={600} size="sm">
              <IconArrowUp size={14} /> <Island name="heroProof" when="idle" gate="figures" component={HeroProof} inline />
            </Text>
            <Title order={1} id="hero-title" fz={{ base: 36, md: 52 }} lh={1.1}>
              Repair your credit, one accurate dispute at a time
            </Title>
            <Text size="lg" c="dimmed">
              We analyze your credit reports for errors and negative items, write your dispute letters automatically and refresh your
              credit files every month. Bureaus must investigate each dispute within 30 days of receiving it.
            </Text>
            <Group gap="sm">
              <Button component={Link} to={paths.signup} size="lg">
                Get Started Free
              </Button>
              <Island name="howItWorks" when="interaction" component={HowItWorksButton} />
            </Group>
            <Text size="sm" c="dimmed">
              {GUARANTEE}
            </Text>
          </Stack>
          <ScoreCard />
        </SimpleGrid>
      </Container>
    </Box>
  );
}

function Features() {
  return (
    <Container size="lg" py={80} component="section" id="features" aria-labelledby="features-title">
      <SectionHeading id="features-title" title="Everything you need to repair your credit" text="Tools that find what is wrong, fix it, and keep it fixed." />
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
        {features.map(({ icon: Icon, title, text }) => (
          <Card key={title} withBorder radius="md" padding="lg">
            <ThemeIcon size={44} radius="md" variant="light" mb="md" aria-hidden>
              <Icon size={24} />
            </ThemeIcon>
            <Text component="h3" fw={700} fz="lg" m={0} mb={6}>
              {title}
            </Text>
            <Text c="dimmed" size="sm">
              {text}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
    </Container>
  );
}

function HowItWorks() {
  return (
    <Box component="section" id="how-it-works" bg="gray.0" aria-labelledby="how-title">
      <Container size="lg" py={80}>
        <SectionHeading id="how-title" title="How it works" text="Three steps from your first login to a higher score." />
        <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg" component="ol" m={0} p={0} style={{ listStyle: 'none' }}>
          {steps.map((step, i) => (
            <Card key={step.title} component="li" radius="md" padding="lg" withBorder>
              <Group gap="md" mb="sm" wrap="nowrap">
                <span className={classes.stepNumber} aria-hidden>
                  {i + 1}
                </span>
                <Text component="h3" fw={700} fz="lg" m={0}>
                  <VisuallyHidden>Step {i + 1}: </VisuallyHidden>
                  {step.title}
                </Text>
              </Group>
              <Text c="dimmed" size="sm">
                {step.text}
              </Text>
            </Card>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
}

function Testimonials() {
  return (
    <Container size="lg" py={80} component="section" id="testimonials" aria-labelledby="testimonials-title">
      <SectionHeading id="testimonials-title" title="What our clients say" text="Real people, real reports, real results." />
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
        {testimonials.map((t) => (
          <TestimonialCard key={t.name} testimonial={t} />
        ))}
      </SimpleGrid>
      <Box mt={48}>
        <Island name="averageResults" when="idle" gate="figures" component={AverageResults} />
      </Box>
    </Container>
  );
}

function FinalCta() {
  return (
    <Box component="section" className={classes.cta} aria-labelledby="cta-title">
      <Container size="md" py={80}>
        <Stack align="center" ta="center" gap="md">
          <Title order={2} id="cta-title">
            Ready to raise your score?
          </Title>
          <Text c="dimmed" maw={560}>
            Create your account, choose a plan, and we analyze your reports and start on the items worth disputing.
          </Text>
          <Button component={Link} to={paths.signup} size="lg">
            Start Your Free Analysis
          </Button>
          <Text size="sm" c="dimmed">
            {GUARANTEE}
          </Text>
        </Stack>
      </Container>
    </Box>
  );
}

export function LandingPage() {
  usePageMeta(publicPages.home.title, publicPages.home.description);
  const { hash } = useLocation();
  // Arriving from another page at /#pricing (or any section): go to it once the page is there.
  useEffect(() => {
    if (hash) scrollToSection(decodeURIComponent(hash.slice(1)));
  }, [hash]);
  return (
    <>
      <Hero />
      <Features />
      <HowItWorks />
      <Testimonials />
      <PricingSection />
      <FinalCta />
    </>
  );
}

export default LandingPage;
