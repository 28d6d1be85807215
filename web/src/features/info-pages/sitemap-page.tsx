import { Anchor, SimpleGrid, Stack, Title } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { publicPageList, publicPages } from '../../config/public-pages';
import { InfoLayout } from './info-layout';

const accountLinks = [
  ['Log in', paths.login],
  ['Sign up', paths.signup],
  ['Partner Programme', paths.partners],
] as const;

/** Every public page, from the same list as /sitemap.xml. */
export function SitemapPage() {
  return (
    <InfoLayout page={publicPages.sitemap} lead="Every page of the site in one place.">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xl">
        <Stack gap="xs" component="nav" aria-labelledby="sitemap-pages">
          <Title order={2} fz="xl" id="sitemap-pages">
            Pages
          </Title>
          <Stack gap={6} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {publicPageList.map((p) => (
              <li key={p.path}>
                <Anchor component={Link} to={p.path}>
                  {p.label}
                </Anchor>
              </li>
            ))}
          </Stack>
        </Stack>
        <Stack gap="xs" component="nav" aria-labelledby="sitemap-account">
          <Title order={2} fz="xl" id="sitemap-account">
            Your account
          </Title>
          <Stack gap={6} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {accountLinks.map(([label, to]) => (
              <li key={to}>
                <Anchor component={Link} to={to}>
                  {label}
                </Anchor>
              </li>
            ))}
          </Stack>
        </Stack>
      </SimpleGrid>
    </InfoLayout>
  );
}

export default SitemapPage;
