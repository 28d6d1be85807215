import { Button, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconShieldCheck } from '../../components/icons';
import { heroProof, usePublicFigures } from '../../lib/public-figures';
import { scrollToSection } from '../../lib/scroll';
import { formatLongDate } from '../../lib/today';

/* The landing page's islands (islands/island.tsx): the parts that change or act, hydrated on their own. */

const bureauName = { equifax: 'Equifax', experian: 'Experian', transunion: 'TransUnion' } as const;

/** The hero's line: a measured count once the figures are in, words that claim nothing before. */
export function HeroProof() {
  return <span aria-live="polite">{heroProof(usePublicFigures())}</span>;
}

/** Real results, anonymised (an initial and a state at most); nothing at all below the minimum sample. */
export function RecentResults() {
  const activity = usePublicFigures()?.activity ?? [];
  if (!activity.length) return null;
  return (
    <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label="Recent results of our clients">
      {activity.map((a, i) => (
        <Group key={`${a.at}-${i}`} component="li" gap="sm" wrap="nowrap">
          <ThemeIcon color="teal" variant="light" radius="xl" size={28} aria-hidden>
            <IconShieldCheck size={16} />
          </ThemeIcon>
          <div>
            <Text size="sm" fw={600}>
              Negative item deleted by {bureauName[a.bureau]}
            </Text>
            <Text size="xs" c="dimmed">
              {[a.initial && `${a.initial}.`, a.state].filter(Boolean).join(', ') || 'A client'} · {formatLongDate(a.at.slice(0, 10))}
            </Text>
          </div>
        </Group>
      ))}
    </Stack>
  );
}

export function HowItWorksButton() {
  return (
    <Button size="lg" variant="default" onClick={() => scrollToSection('how-it-works')}>
      See How It Works
    </Button>
  );
}
