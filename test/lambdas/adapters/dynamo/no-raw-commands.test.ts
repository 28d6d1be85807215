import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Every repository goes through the table client's helpers (get, page/all/first, batchGet, put, putIfVersion, update,
 * delete, transact, status), which own the cursor check, the version condition, the request watch and the metrics:
 * no file under lambdas/adapters/dynamo but table-client.ts constructs an SDK command.
 */

const DIR = 'lambdas/adapters/dynamo';
const constructsCommand = (source: string) => /new\s+[A-Z][A-Za-z]*Command\s*\(/.test(source);

describe('raw DynamoDB commands', () => {
  it('are built only by the table client', () => {
    const offenders = readdirSync(DIR)
      .filter((name) => name.endsWith('.ts') && name !== 'table-client.ts')
      .filter((name) => constructsCommand(readFileSync(join(DIR, name), 'utf8')));
    expect(offenders).toEqual([]);
  });

  it('are recognised when a repository builds one', () => {
    expect(constructsCommand("await this.doc.send(new PutCommand({ TableName: t, Item: i }));")).toBe(true);
    expect(constructsCommand('await this.t.put(item, condition);')).toBe(false);
  });
});
