import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { files, textsOf } from './visible-texts';

/**
 * "24/7" is said only of what really runs all the time (the site, the monitoring job), never of people:
 * support, chat answers, advisors and specialists work business days. A text that says it of anyone fails.
 */
const root = join(import.meta.dirname, '../../..');
const ROUND_THE_CLOCK = /24\s*\/\s*7|24x7|24 hours a day|around the clock|round-the-clock/i;
const PEOPLE = /\b(support|team|staff|specialists?|advisors?|agents?|experts?|people|humans?|live|respond(s|ed)?|response|answer(s|ed)?|help|phone|calls?|reply|replies|contact|priority)\b/i;

/** A text that promises people around the clock. */
const saysItOfPeople = (text: string) => ROUND_THE_CLOCK.test(text) && PEOPLE.test(text);

const offending = (paths: string[]) =>
  paths.flatMap((path) =>
    textsOf(path)
      .filter(saysItOfPeople)
      .map((text) => `${relative(root, path)}: ${text.trim().slice(0, 120)}`),
  );

describe('"24/7" never of people', () => {
  it('fails on support, chat or advisors around the clock, not on the site or the monitoring job', () => {
    expect(['24/7 Priority Support', 'We respond 24/7', 'Live chat 24/7', 'Our specialists are available around the clock'].filter(saysItOfPeople)).toHaveLength(4);
    expect(['The site is available 24/7', 'The monitoring job runs 24/7'].filter(saysItOfPeople)).toEqual([]);
  });

  it('in the web app’s strings', () => {
    expect(offending(files(join(root, 'web/src')))).toEqual([]);
  });

  it('in the plans, the contract’s messages and every email the server sends', () => {
    const emailModules = files(join(root, 'lambdas')).filter((path) => /subject:/.test(readFileSync(path, 'utf8')));
    expect(emailModules.length).toBeGreaterThan(3);
    expect(offending([join(root, 'lambdas/domain/plans.ts'), join(root, 'lambdas/domain/agreement.ts'), ...files(join(root, 'lambdas/contract')), ...emailModules])).toEqual([]);
  });

  it.skipIf(!existsSync(join(root, 'web/dist')))('in the built pages’ text', () => {
    const pages = files(join(root, 'web/dist'), /\.html$/);
    const texts = pages.map((path) => [path, readFileSync(path, 'utf8').replace(/<(script|style)[\s\S]*?<\/\1>/g, '').replace(/<[^>]+>/g, ' ')] as const);
    const found = texts.flatMap(([path, text]) => (text.match(/[^.]*?(24\s*\/\s*7|around the clock)[^.]*/gi) ?? []).filter(saysItOfPeople).map((s) => `${relative(root, path)}: ${s.trim()}`));
    expect(found).toEqual([]);
  });
});
