import { Avatar, Card, Group, Stack, Text } from '@mantine/core';
import { IconStar } from './icons';

export interface Testimonial {
  name: string;
  role: string;
  content: string;
  rating: number;
  /** Avatar colour: the photo is an initials avatar (no third-party image requests). */
  color: string;
}

/** The three client stories of the landing page (spec section 1), also opening the Success Stories page. */
export const testimonials: readonly Testimonial[] = [
  {
    name: 'Sarah Johnson',
    role: 'Small Business Owner',
    content:
      'Within two months three collection accounts that were not mine were gone from my reports. My score went from 580 to 690, and I finally qualified for a business loan.',
    rating: 5,
    color: 'blue',
  },
  {
    name: 'Michael Rodriguez',
    role: 'First-Time Homebuyer',
    content:
      'The credit analysis found two late payments reported twice. The dispute letters were ready the same day. Six weeks later my score was up 74 points and we closed on our first home.',
    rating: 5,
    color: 'teal',
  },
  {
    name: 'Emily Chen',
    role: 'Graduate Student',
    content:
      'I had no idea where to start. The personal plan told me exactly what to pay down first and the monitoring alerts kept me on track. I went from Fair to Good in about 40 days.',
    rating: 5,
    color: 'grape',
  },
];

const initials = (name: string) =>
  name
    .split(/\s+/)
    .map((w) => w[0])
    .join('')
    .slice(0, 2)
    .toUpperCase();

export function Stars({ rating }: { rating: number }) {
  return (
    <Group gap={2} c="yellow.6" role="img" aria-label={`Rated ${rating} out of 5 stars`}>
      {Array.from({ length: 5 }, (_, i) => (
        <IconStar key={i} size={18} style={{ opacity: i < rating ? 1 : 0.25 }} />
      ))}
    </Group>
  );
}

export function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  const { name, role, content, rating, color } = testimonial;
  return (
    <Card withBorder radius="md" padding="lg" h="100%" component="figure" m={0}>
      <Stack gap="md" h="100%">
        <Stars rating={rating} />
        <Text component="blockquote" m={0} style={{ flex: 1 }}>
          “{content}”
        </Text>
        <Group gap="sm" component="figcaption" wrap="nowrap">
          <Avatar color={`${color}.9`} variant="filled" radius="xl" aria-hidden>
            {initials(name)}
          </Avatar>
          <div>
            <Text fw={600}>{name}</Text>
            <Text size="sm" c="dimmed">
              {role}
            </Text>
          </div>
        </Group>
      </Stack>
    </Card>
  );
}
