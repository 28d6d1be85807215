import { paths } from './paths';
import { site } from './site';

export interface PublicPage {
  path: string;
  /** The page's own <title> (the site name is appended, except on the home page). */
  title: string;
  /** Its meta description: what a search result shows. */
  description: string;
  /** What the /sitemap page calls it. */
  label: string;
}

/**
 * THE list of public pages. The build prerenders each of them to HTML (scripts/build-web.ts),
 * writes /sitemap.xml and /robots.txt from it, CloudFront serves their files for extensionless
 * paths (lib/web.ts), the /sitemap page lists it, and each page takes its title and description
 * from here.
 */
export const publicPages = {
  home: {
    path: paths.home,
    label: 'Home',
    title: 'Credit Repair',
    description:
      'Credit repair that follows the law: we find errors and negative items on your credit reports, write your dispute letters and give you a personal plan to raise your score.',
  },
  faq: {
    path: paths.faq,
    label: 'FAQ',
    title: 'Frequently Asked Questions',
    description: 'How we improve credit scores, how soon you will see results, how your data is protected, and how to cancel at any time.',
  },
  about: {
    path: paths.about,
    label: 'About Us',
    title: 'About Us',
    description: 'Who we are and why we built a credit repair service that is transparent, secure and on your side.',
  },
  creditGuide: {
    path: paths.creditGuide,
    label: 'Credit Guide',
    title: 'Credit Guide',
    description: 'Credit score ranges, the five factors that make up your score and how much each weighs, and practical tips to raise it.',
  },
  support: {
    path: paths.support,
    label: 'Support',
    title: 'Support',
    description: 'Support hours and the ways to reach our team: chat, phone and email.',
  },
  contact: {
    path: paths.contact,
    label: 'Contact Us',
    title: 'Contact Us',
    description: 'Call, email or chat with our credit specialists. Phone support Mon-Fri 9AM-6PM EST; email answered on business days; a chat assistant at any hour.',
  },
  press: {
    path: paths.press,
    label: 'Press',
    title: 'Press',
    description: 'Press releases and media contact for our credit repair service.',
  },
  terms: {
    path: paths.terms,
    label: 'Terms of Service',
    title: 'Terms of Service',
    description: 'The terms of our credit repair service, including your right to cancel within 3 business days and our 30-day money-back guarantee.',
  },
  privacy: {
    path: paths.privacy,
    label: 'Privacy Policy',
    title: 'Privacy Policy',
    description: 'What personal data we collect, why, how it is protected (encryption at rest and in transit) and how to export or delete it.',
  },
  successStories: {
    path: paths.successStories,
    label: 'Success Stories',
    title: 'Success Stories',
    description: 'How our clients removed errors from their credit reports and raised their scores.',
  },
  comingSoon: {
    path: paths.comingSoon,
    label: 'Business Credit (coming soon)',
    title: 'Business Credit: Coming Soon',
    description: `Business credit building: expected launch ${site.businessCreditLaunch}. Join the list and we will email you when it launches.`,
  },
  sitemap: {
    path: paths.sitemap,
    label: 'Sitemap',
    title: 'Sitemap',
    description: 'Every public page of the site in one list.',
  },
} as const satisfies Record<string, PublicPage>;

export const publicPageList: readonly PublicPage[] = Object.values(publicPages);

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** /sitemap.xml for a site origin (https://example.com, no trailing slash). */
export function sitemapXml(origin: string): string {
  const urls = publicPageList.map((p) => `  <url><loc>${escapeXml(`${origin}${p.path}`)}</loc></url>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

/** /robots.txt: the public pages may be crawled; the signed-in areas and the API are of no use to crawlers. */
export function robotsTxt(origin: string): string {
  const disallow = [paths.profile, paths.admin, paths.partnerDashboard, paths.paymentRequired, '/api/'];
  return `User-agent: *\nAllow: /\n${disallow.map((d) => `Disallow: ${d}`).join('\n')}\n\nSitemap: ${origin}/sitemap.xml\n`;
}

const appPaths: ReadonlySet<string> = new Set(Object.values(paths));

/**
 * Whether the SPA has a page at this path (config/paths.ts; a trailing slash is allowed). Any other
 * extensionless path is answered with the SPA shell and HTTP 404, and the SPA shows "Oops! Page not found".
 */
export function isAppPath(path: string): boolean {
  return appPaths.has(path.length > 1 ? path.replace(/\/+$/, '') : path);
}
