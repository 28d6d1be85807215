import { Badge, Button, Card, Group, List, Stack, Text, Title } from '@mantine/core';
import { offersMessages as m, offerTypeLabels, type MatchedOffer } from '@contract/offers';
import { notify } from '../../components/notifications';
import { clickOffer } from './api';

/**
 * 'Apply Now' and 'Learn More': the click is recorded, then the issuer's page opens in a new tab. The tab
 * is opened within the click (a tab opened after an await is a popup the browser blocks) and pointed at
 * the link once the server answers it.
 */
async function openOffer(id: string, button: 'apply' | 'learn_more') {
  const tab = window.open('', '_blank');
  try {
    const { link } = await clickOffer(id, button);
    if (tab) {
      tab.opener = null;
      tab.location.href = link;
    } else {
      window.open(link, '_blank', 'noopener,noreferrer');
    }
  } catch {
    tab?.close();
    notify('error', m.somethingWentWrong);
  }
}

/** One offer (spec section 2): title, provider, type, reward, description, requirements, features, badge; why it matches; the issuer's terms. */
export function OfferCard({ offer, headingLevel = 3 }: { offer: MatchedOffer; headingLevel?: 3 | 4 }) {
  return (
    <Card withBorder padding="lg" data-testid="offer-card" aria-label={offer.title} component="article">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <div>
            <Title order={headingLevel} fz="md">
              {offer.title}
            </Title>
            <Text size="sm" c="dimmed">
              {offer.provider} · {offerTypeLabels[offer.type]}
            </Text>
          </div>
          {/* A dot of the badge's colour beside dark text: the text alone reads at full contrast. */}
          <Badge color={offer.badgeColor} variant="dot" style={{ flexShrink: 0 }}>
            {offer.badge}
          </Badge>
        </Group>
        <Text fw={600}>{offer.reward}</Text>
        <Text size="sm">{offer.description}</Text>
        <Text size="sm">
          <b>{m.requirementsLabel}:</b> {offer.requirements}
        </Text>
        {offer.features.length > 0 && (
          <List size="sm" spacing={2} aria-label={`${m.featuresLabel} of ${offer.title}`}>
            {offer.features.map((f) => (
              <List.Item key={f}>{f}</List.Item>
            ))}
          </List>
        )}
        <div>
          <Text size="sm" fw={600}>
            {m.whyMatched}
          </Text>
          <List size="sm" spacing={2} data-testid="offer-reasons">
            {offer.reasons.map((r) => (
              <List.Item key={r}>{r}</List.Item>
            ))}
          </List>
        </div>
        <Group gap="sm">
          <Button onClick={() => void openOffer(offer.id, 'apply')} aria-label={`${m.applyNow}: ${offer.title} (opens in a new tab)`}>
            {m.applyNow}
          </Button>
          <Button variant="default" onClick={() => void openOffer(offer.id, 'learn_more')} aria-label={`${m.learnMore}: ${offer.title} (opens in a new tab)`}>
            {m.learnMore}
          </Button>
        </Group>
        <Text size="xs" c="dimmed">
          {offer.disclosure}
        </Text>
      </Stack>
    </Card>
  );
}
