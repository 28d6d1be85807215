import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/** Every read is a GetItem or a Query (docs/data-model.md): a Scan anywhere in the backend fails this. */
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sources(path) : path.endsWith('.ts') ? [path] : [];
  });
}

describe('no Scan in lambdas/', () => {
  it('uses neither ScanCommand nor Scan(', () => {
    const offenders = sources('lambdas').filter((file) => /ScanCommand|\bScan\(|\.scan\(/.test(readFileSync(file, 'utf8')));
    expect(offenders).toEqual([]);
  });
});
