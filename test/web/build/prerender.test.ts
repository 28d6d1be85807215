import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  criticalCssFor,
  criticalCssParts,
  criticalStylesOutOfOrder,
  injectPage,
  islandSources,
  missingCriticalStyles,
  pageScripts,
  pruneCustomProperties,
  spaShell,
  withInlineIcon,
  withoutUnreadCustomProperties,
} from '../../../scripts/build-web';
import { publicPageList, robotsTxt, sitemapXml } from '../../../web/src/config/public-pages';

const template = readFileSync(join(import.meta.dirname, '../../../web/index.html'), 'utf8');
const stylesDir = join(import.meta.dirname, '../../../node_modules/@mantine/core/styles');
const critical = readFileSync(join(import.meta.dirname, '../../../web/src/styles/critical.ts'), 'utf8');

describe('the prerenderer', () => {
  it('puts the page’s HTML, title, description and inlined stylesheet into the shell, escaped', () => {
    const html = injectPage(
      template,
      { path: '/faq', html: '<main><h1>FAQ</h1></main>', title: 'Q & A | Credit Repair', description: 'Say "hi" <now>' },
      { css: ['assets/faq.css'] },
      () => '.a{color:red}',
    );
    expect(html).toContain('<title>Q &amp; A | Credit Repair</title>');
    expect(html).toContain('<meta name="description" content="Say &quot;hi&quot; &lt;now&gt;" />');
    expect(html).toContain('<div id="root" data-prerendered="/faq"><main><h1>FAQ</h1></main></div>');
    expect(html).toContain('<style data-from="/assets/faq.css">.a{color:red}</style>');
    expect(html.match(/<title>/g)).toHaveLength(1);
  });

  it('inlines the shell’s stylesheet and drops its modulepreload links, so the page paints from its HTML alone', () => {
    const built = template.replace(
      '</head>',
      '<script type="module" crossorigin src="/assets/index-1.js"></script>\n<link rel="modulepreload" crossorigin href="/assets/react-dom-2.js">\n<link rel="stylesheet" crossorigin href="/assets/index-3.css">\n</head>',
    );
    const css: Record<string, string> = { 'assets/index-3.css': '.critical{}', 'assets/faq.css': '.page{}' };
    const html = injectPage(built, { path: '/faq', html: '<h1>FAQ</h1>', title: 'FAQ', description: 'd' }, { css: ['assets/index-3.css', 'assets/faq.css'] }, (f) => css[f]!);
    expect(html).not.toMatch(/rel="stylesheet"|rel="modulepreload"/);
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-1.js"></script>');
    // The critical styles where the link was, then the page's own, each once.
    expect(html.indexOf('<style data-from="/assets/index-3.css">.critical{}</style>')).toBeLessThan(html.indexOf('<style data-from="/assets/faq.css">.page{}</style>'));
    expect(html.match(/\.critical\{\}/g)).toHaveLength(1);
  });

  it('preloads the app’s chunks in the shell of the pages that are not prerendered', () => {
    const built = template.replace('</head>', '<script type="module" crossorigin src="/assets/index-1.js"></script>\n</head>');
    const html = spaShell(built, ['assets/boot-1.js', 'assets/index-1.js', 'assets/react-dom-2.js']);
    expect(html.match(/rel="modulepreload"[^>]*href="([^"]+)"/g)).toEqual(['rel="modulepreload" crossorigin href="/assets/boot-1.js"', 'rel="modulepreload" crossorigin href="/assets/react-dom-2.js"']);
  });

  it('writes the icon into a prerendered page’s head as a data: URL, so the browser fetches nothing for it', () => {
    const svg = readFileSync(join(import.meta.dirname, '../../../web/public/favicon.svg'), 'utf8');
    const html = withInlineIcon(template, svg);
    const href = /<link rel="icon" href="([^"]+)" type="image\/svg\+xml" \/>/.exec(html)![1]!;
    expect(href).toMatch(/^data:image\/svg\+xml,%3Csvg /);
    expect(decodeURIComponent(href.slice('data:image/svg+xml,'.length))).toBe(svg.trim().replace(/"/g, "'"));
    expect(html).not.toContain('/favicon.svg');
    expect(() => withInlineIcon('<head></head>', svg)).toThrow(/no longer links/);
  });

  it('refuses a shell it cannot fill', () => {
    expect(() => injectPage('<html><body></body></html>', { path: '/', html: 'x', title: 't', description: 'd' }, { css: [] }, () => '')).toThrow(/no longer has/);
  });

  it('finds Mantine components rendered without their critical styles', () => {
    const html = '<div class="m_1 mantine-Button-root"><span class="mantine-Button-label"></span></div><div class="mantine-Tabs-root"></div><div class="mantine-InputWrapper-root"></div>';
    // Button is in critical.ts; Tabs is not; InputWrapper has no stylesheet of its own.
    expect(missingCriticalStyles(html, critical, stylesDir)).toEqual(['Tabs']);
  });

  it('inlines into a page only the critical styles of what it renders, with the base and the Loader, in Mantine’s order', () => {
    const css = criticalCssFor('<a class="m_1 mantine-Button-root m_2 mantine-UnstyledButton-root"></a>', critical, stylesDir);
    const at = (file: string) => css.indexOf(readFileSync(join(stylesDir, `${file}.layer.css`), 'utf8').replace(/\s*\n\s*/g, ' '));
    for (const kept of ['baseline', 'default-css-variables', 'global', 'UnstyledButton', 'Loader', 'Button']) expect(at(kept), kept).toBeGreaterThanOrEqual(0);
    expect(at('UnstyledButton')).toBeLessThan(at('Button'));
    for (const left of ['Accordion', 'Table', 'Input']) expect(at(left), left).toBe(-1);
  });

  it('drops the custom properties nothing on the page reads, following what the kept ones read, and the rules left empty', () => {
    const sheets = [
      '@layer mantine {:root { --size: var(--size-md); --size-md: 2rem; --size-xl: 4rem; --red: #f00; --pink: #f0f; --gap: var(--space); --space: 1px; } :root[data-dark] { --pink: #a0a; } .a { padding: var(--gap); --a-height-xs: 1px; --a-height-lg: 9px } @media (min-width: 1px) { .b { --b: 1 } } }',
      ':root{--title: var(--red);--unused: var(--size-xl);}',
    ];
    const readers = '<div style="--a-height:var(--a-height-lg);width:var(--size)"></div><style>.x{color:var(--title)}</style>';
    const [css, theme] = pruneCustomProperties(sheets, readers);
    expect(css).toBe('@layer mantine {:root { --size: var(--size-md); --size-md: 2rem; --red: #f00; --gap: var(--space); --space: 1px; } .a { padding: var(--gap); --a-height-lg: 9px } }');
    expect(theme).toBe(':root{--title: var(--red);}');
  });

  it('keeps in a page’s critical styles and theme variables every custom property its HTML or stylesheets read, and the Loader’s', () => {
    const html =
      '<style data-mantine-styles="true">:root{--mantine-color-anchor: var(--mantine-color-blue-8);--mantine-color-grape-filled: var(--mantine-color-grape-8);}</style>' +
      '<a class="m_1 mantine-Button-root m_2 mantine-UnstyledButton-root" style="--button-height:var(--button-height-lg)"><span class="brand">Home</span></a>';
    const parts = criticalCssParts(html, critical, stylesDir);
    const { css, html: page } = withoutUnreadCustomProperties(parts, html, ['.brand { color: var(--mantine-color-anchor); }']);
    const declared = (text: string) => new Set([...text.matchAll(/(--[\w-]+)\s*:/g)].map((m) => m[1]!));
    const kept = declared(css);
    // The page's reads, and what they read in turn (a theme colour reads the palette).
    for (const name of ['--button-height-lg', '--mantine-color-blue-8', '--mantine-scale', '--mantine-font-family', '--mantine-color-text']) expect(kept, name).toContain(name);
    // The Loader's sizes, though the HTML shows no loader.
    for (const name of ['--loader-size-xs', '--loader-size-xl']) expect(kept, name).toContain(name);
    for (const name of ['--button-height-xs', '--mantine-color-grape-8', '--mantine-color-pink-0']) expect(kept, name).not.toContain(name);
    expect(page).toContain(':root{--mantine-color-anchor: var(--mantine-color-blue-8);}</style><a class="m_1');
    expect(css.length).toBeLessThan(criticalCssFor(html, critical, stylesDir).length / 2);
    // Every rule survives: only declarations of custom properties go.
    const rules = (text: string) => text.replace(/(--[\w-]+)\s*:\s*([^;{}]*)(;|(?=\}))/g, '').replace(/\s+/g, '').replace(/[^{}]*\{\}/g, '');
    expect(rules(css)).toBe(rules(criticalCssFor(html, critical, stylesDir)));
  });

  it('checks the critical styles keep Mantine’s order (later rules win in the layer)', () => {
    const full = readFileSync(join(stylesDir, '..', 'styles.layer.css'), 'utf8');
    expect(criticalStylesOutOfOrder(critical, stylesDir, full)).toEqual([]);
    const swapped = "import '@mantine/core/styles/Button.layer.css';\nimport '@mantine/core/styles/UnstyledButton.layer.css';\n";
    expect(criticalStylesOutOfOrder(swapped, stylesDir, full)).toEqual(['UnstyledButton']);
  });

  it('counts as a page’s first load the entry and, if an island hydrates at an idle moment, those islands with the hydration code', () => {
    const sources = islandSources(readFileSync(join(import.meta.dirname, '../../../web/src/islands/registry.ts'), 'utf8'));
    expect(sources.header).toBe('src/app/layout/header.tsx');
    expect(sources.averageResults).toBe('src/components/average-results.tsx');
    const quiet = pageScripts([{ name: 'header', when: 'interaction' }, { name: 'toasts', when: 'page' }], sources);
    expect(quiet.firstLoad).toEqual(['index.html']);
    expect(quiet.interactive).toEqual(['src/islands/hydrate.tsx', 'src/app/layout/header.tsx', 'src/components/notifications.tsx']);
    const figures = pageScripts([{ name: 'header', when: 'interaction' }, { name: 'averageResults', when: 'idle', gate: 'figures' }], sources);
    expect(figures.firstLoad).toEqual(['index.html', 'src/islands/hydrate.tsx', 'src/islands/figures.ts', 'src/components/average-results.tsx']);
    expect(() => pageScripts([{ name: 'nowhere', when: 'idle' }], sources)).toThrow(/not in web\/src\/islands\/registry.ts/);
  });
});

describe('sitemap.xml and robots.txt', () => {
  it('list every public page, absolute, from the one list', () => {
    const xml = sitemapXml('https://example.com');
    expect([...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])).toEqual(publicPageList.map((p) => `https://example.com${p.path}`));
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(robotsTxt('https://example.com')).toContain('Sitemap: https://example.com/sitemap.xml');
  });

  it('cover the pages the issue names', () => {
    expect(publicPageList.map((p) => p.path).sort()).toEqual(
      ['/', '/about', '/coming-soon', '/contact', '/credit-guide', '/faq', '/press', '/privacy', '/sitemap', '/success-stories', '/support', '/terms'].sort(),
    );
    // Each has its own title and description.
    expect(new Set(publicPageList.map((p) => p.title)).size).toBe(publicPageList.length);
    expect(new Set(publicPageList.map((p) => p.description)).size).toBe(publicPageList.length);
  });
});
