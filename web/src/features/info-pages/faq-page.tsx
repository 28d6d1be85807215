import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { publicPages } from '../../config/public-pages';
import { Island } from '../../islands/island';
import { FaqAccordion } from './faq-accordion';
import { InfoLayout } from './info-layout';

export { faqs } from './faq-accordion';

export function FaqPage() {
  return (
    <InfoLayout page={publicPages.faq} lead="Answers to the questions we hear most. Can’t find yours? Our team is one chat away.">
      <Island name="faq" when="interaction" component={FaqAccordion} />
      <Text mt="xl" c="dimmed">
        More questions? Read our{' '}
        <Anchor component={Link} to={paths.creditGuide} underline="always">
          Credit Guide
        </Anchor>{' '}
        or visit{' '}
        <Anchor component={Link} to={paths.support} underline="always">
          Support
        </Anchor>
        .
      </Text>
    </InfoLayout>
  );
}

export default FaqPage;
