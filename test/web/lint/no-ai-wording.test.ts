import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * "AI" only where a model writes the text (DESIGN.md, "Claims"): the analysis, the recommendations and the
 * letters are rules, so no text a user can read may call them AI. Comments may; strings and JSX text may not.
 */
const root = join(import.meta.dirname, '../../..');
const AI = /\bAI\b/;

function files(dir: string, ext = /\.(ts|tsx)$/): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path, ext) : ext.test(name) ? [path] : [];
  });
}

/** Every piece of text in a module a reader could see: string and template literals, and JSX text. */
function visibleTexts(source: string, fileName = 'x.tsx'): string[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const texts: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) return;
    if (ts.isStringLiteralLike(node) || ts.isTemplateHead(node) || ts.isTemplateMiddle(node) || ts.isTemplateTail(node)) texts.push(node.text);
    else if (ts.isJsxText(node)) texts.push(node.text);
    ts.forEachChild(node, visit);
  };
  visit(file);
  return texts;
}

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

  it.skipIf(!existsSync(join(root, 'web/dist')))('in the built pages’ text', () => {
    const pages = files(join(root, 'web/dist'), /\.html$/);
    const found = pages.filter((path) => AI.test(readFileSync(path, 'utf8').replace(/<(script|style)[\s\S]*?<\/\1>/g, '').replace(/<[^>]+>/g, ' ')));
    expect(found.map((p) => relative(root, p))).toEqual([]);
  });
});
