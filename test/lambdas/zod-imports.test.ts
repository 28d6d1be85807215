import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sources(path) : path.endsWith('.ts') ? [path] : [];
  });
}

/** A named value import of zod's `z` pulls every zod locale (~250 KB) into each Lambda bundle (docs/decisions.md). */
const keepsZodLocales = (text: string) => /import\s*\{[^}]*\bz\b[^}]*\}\s*from\s*['"]zod['"]/.test(text.replace(/import\s+type\s*\{[^}]*\}\s*from\s*['"]zod['"]/g, ''));

describe('zod imports in lambdas/', () => {
  it('recognises the import that keeps the locales, and not the namespace or type-only ones', () => {
    expect(keepsZodLocales("import { z } from 'zod';")).toBe(true);
    expect(keepsZodLocales("import { ZodError, z } from \"zod\";")).toBe(true);
    expect(keepsZodLocales("import * as z from 'zod';")).toBe(false);
    expect(keepsZodLocales("import type { z } from 'zod';")).toBe(false);
  });

  it('imports zod as a namespace everywhere', () => {
    expect(sources('lambdas').filter((file) => keepsZodLocales(readFileSync(file, 'utf8')))).toEqual([]);
  });
});
