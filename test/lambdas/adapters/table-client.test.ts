import { describe, expect, it } from 'vitest';
import { deferrable, MAX_TRANSACTION_ITEMS, splitTransaction, type TxItem } from '../../../lambdas/adapters/dynamo/table-client.js';

const put = (n: number): TxItem => ({ Put: { TableName: 't', Item: { PK: `P${n}`, SK: 'S' } } });

describe('splitTransaction', () => {
  it('sends a transaction within the limit as it is', () => {
    const items = [put(0), ...Array.from({ length: 99 }, (_, i) => deferrable(put(i + 1)))];
    expect(splitTransaction(items)).toEqual([items, []]);
  });

  it('keeps every record write, in order and at its position, and defers only the index items that do not fit', () => {
    const core = [put(0), put(1), put(2)];
    const index = Array.from({ length: 130 }, (_, i) => deferrable(put(100 + i)));
    const audit = put(3);
    const [now, later] = splitTransaction([core[0]!, core[1]!, ...index, core[2]!, audit]);
    expect(now).toHaveLength(MAX_TRANSACTION_ITEMS);
    // Cancellation reasons are read by position: the record's own writes come first, as they were.
    expect(now.slice(0, 4)).toEqual([...core, audit]);
    expect(now.slice(4)).toEqual(index.slice(0, 96));
    expect(later).toEqual(index.slice(96));
  });

  it('refuses a transaction whose own writes exceed the limit', () => {
    expect(() => splitTransaction(Array.from({ length: 101 }, (_, i) => put(i)))).toThrow(/exceeds 100/);
  });
});
