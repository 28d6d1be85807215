import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { files, visibleTexts } from './visible-texts';

/**
 * "AI" only where a model writes the text (DESIGN.md, "Claims"): the analysis, the recommendations and the
 * letters are rules, so no text a user can read may call them AI. Comments may; strings and JSX text may not.
 */
const root = join(import.meta.dirname, '../../..');
const AI = /\bAI\b/;

/** A page's text without its scripts, styles and tags. */
const pageText = (html: string) => html.replace(/<(script|style)[\s\S]*?<\/\1>/g, '').replace(/<[^>]+>/g, ' ');
/** The attribute values a person reads: meta descriptions (search results, shared links), alternative texts, titles, labels. */
const readableAttributes = (html: string) => [...html.matchAll(/\s(?:content|alt|title|aria-label|placeholder)="([^"]*)"/g)].map((m) => m[1]!);

const offending = (paths: string[]) =>
  paths.flatMap((path) =>
    visibleTexts(readFileSync(path, 'utf8'), path)
      .filter((text) => AI.test(text))
      .map((text) => `${relative(root, path)}: ${text.trim().slice(0, 120)}`),
  );

describe('no "AI" for rule-based output', () => {
  it('finds "AI" in a string and in JSX text, not in a comment or a longer word', () => {
    expect(visibleTexts(`// AI here is fine\nconst a = 'AI Analysis'; const b = <p>Our AI</p>; const c = 'AIRLINE, said';`).filter((t) => AI.test(t))).toEqual(['AI Analysis', 'Our AI']);
  });

  it('in the web app’s strings', () => {
    expect(offending(files(join(root, 'web/src')))).toEqual([]);
  });

  it('in the contract’s messages, the plans and every email the server sends', () => {
    const emailModules = files(join(root, 'lambdas')).filter((path) => /subject:/.test(readFileSync(path, 'utf8')));
    expect(emailModules.length).toBeGreaterThan(3);
    expect(offending([...files(join(root, 'lambdas/contract')), join(root, 'lambdas/domain/plans.ts'), ...emailModules])).toEqual([]);
  });

  it('in the HTML shell’s title and meta texts (what search results and shared links show)', () => {
    expect(readableAttributes('<meta name="description" content="Our AI finds errors" /><img alt="AI" src="x"><a title="Fair">')).toEqual(['Our AI finds errors', 'AI', 'Fair']);
    const shell = readFileSync(join(root, 'web/index.html'), 'utf8');
    expect([...readableAttributes(shell), pageText(shell)].filter((text) => AI.test(text))).toEqual([]);
  });

  it.skipIf(!existsSync(join(root, 'web/dist')))('in the built pages’ text and meta texts', () => {
    const pages = files(join(root, 'web/dist'), /\.html$/);
    const found = pages.filter((path) => {
      const html = readFileSync(path, 'utf8');
      return AI.test(pageText(html)) || readableAttributes(html).some((text) => AI.test(text));
    });
    expect(found.map((p) => relative(root, p))).toEqual([]);
  });
});
