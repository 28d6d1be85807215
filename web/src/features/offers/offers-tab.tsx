import { Alert, Button, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { matchRequestOf, offerIntakeForm, offersMessages as m, type OffersResponse } from '@contract/offers';
import { notify } from '../../components/notifications';
import { useZodForm } from '../../lib/form';
import { matchOffers, useOffers } from './api';
import { IntakeModal, intakeInitialValues } from './intake-modal';
import { OfferCard } from './offer-card';
import type { TabProps } from '../../lib/dashboard';

/** After switching tabs, brings the action plan into view once the Credit Tools tab has rendered it (if it has one). */
function showActionPlan(frames = 60) {
  const plan = document.querySelector('[data-testid="recommendation"], [data-testid="action-plan"]');
  if (plan) plan.scrollIntoView({ block: 'start' });
  else if (frames > 0) requestAnimationFrame(() => showActionPlan(frames - 1));
}

function OfferList({ result, matched }: { result: OffersResponse; matched: boolean }) {
  if (!result.hasReport) return <Text size="sm">{m.noReport}</Text>;
  if (result.offers.length === 0) return <Text size="sm">{m.noMatches}</Text>;
  // After the form: the best match, then the others under 'More Options' (spec section 4).
  const [best, ...more] = result.offers;
  const rest = matched ? more : result.offers;
  return (
    <Stack gap="md" data-testid={matched ? 'matched-offers' : 'default-offers'}>
      <Title order={3} fz="md">
        {matched ? m.yourMatches : m.defaultMatches}
      </Title>
      {matched && best && <OfferCard offer={best} />}
      {matched && rest.length > 0 && (
        <Title order={3} fz="md">
          {m.moreOptions}
        </Title>
      )}
      {rest.map((offer) => (
        <OfferCard key={offer.id} offer={offer} />
      ))}
    </Stack>
  );
}

/**
 * The Offers tab (spec section 2): the 'Personalized Offers' intro, the offers the latest
 * file qualifies for, the intake form whose answers the server matches (the loading card shows while it
 * does: no timer), the cards with their reasons and honest badge, and 'Better Credit = Better Offers'.
 */
export default function OffersTab({ dashboard, goTo }: TabProps) {
  const defaults = useOffers();
  const [open, setOpen] = useState(false);
  const [matched, setMatched] = useState<OffersResponse | null>(null);
  const { form, onSubmit, busy, formError } = useZodForm({
    schema: offerIntakeForm,
    initialValues: intakeInitialValues(dashboard),
    submit: async (values) => {
      setOpen(false);
      return matchOffers(matchRequestOf(values));
    },
    onSuccess: (result) => setMatched(result),
    errorMessage: () => {
      notify('error', m.failed);
      return m.failed;
    },
  });
  const failed = formError !== null;

  const list = busy ? null : matched ? <OfferList result={matched} matched /> : defaults.data ? <OfferList result={defaults.data} matched={false} /> : null;

  return (
    <Stack gap="md" py="md" data-testid="offers-tab">
      <Card withBorder padding="lg">
        <Stack gap="sm">
          <Title order={2} fz="lg">
            {m.introTitle}
          </Title>
          <Text size="sm">{m.intro}</Text>
          <Group>
            <Button onClick={() => setOpen(true)} disabled={busy}>
              {m.seeMyOffers}
            </Button>
          </Group>
        </Stack>
      </Card>

      <Card withBorder padding="sm" bg="gray.0" data-testid="advertiser-disclosure">
        <Text size="xs" fw={700}>
          {m.advertiserDisclosureTitle}
        </Text>
        <Text size="xs">{m.advertiserDisclosure}</Text>
        {(matched ?? defaults.data)?.sandbox && (
          <Text size="xs" mt={4}>
            {m.sandboxNotice}
          </Text>
        )}
      </Card>

      {busy && (
        <Card withBorder padding="lg" role="status" data-testid="offers-loading">
          <Group gap="md" wrap="nowrap">
            <Loader size="sm" aria-hidden />
            <div>
              <Text fw={700}>{m.loading}</Text>
              <Text size="sm" c="dimmed">
                {m.loadingDetail}
              </Text>
            </div>
          </Group>
        </Card>
      )}
      {failed && !busy && (
        <Alert color="red" role="alert">
          {m.failed}
        </Alert>
      )}
      {defaults.isError && !matched && !busy && (
        <Alert color="red" role="alert">
          {m.somethingWentWrong}
        </Alert>
      )}
      {defaults.isPending && !matched && !busy && <Loader size="sm" aria-label="Loading offers" />}
      {list}

      <Card withBorder padding="lg">
        <Stack gap="xs">
          <Title order={2} fz="md">
            {m.betterCreditTitle}
          </Title>
          <Text size="sm">{m.betterCreditText}</Text>
          <Group>
            <Button
              variant="light"
              onClick={() => {
                goTo('credit');
                requestAnimationFrame(() => showActionPlan());
              }}
            >
              {m.viewTips}
            </Button>
          </Group>
        </Stack>
      </Card>

      <IntakeModal
        opened={open}
        onClose={() => setOpen(false)}
        form={form}
        onSubmit={onSubmit}
        busy={busy}
      />
    </Stack>
  );
}
