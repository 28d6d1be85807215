import type { TableStatus } from '../../ports/users.js';
import type { TableClient } from './table-client.js';

/** The health check's view of the table: it answers only while the table is ACTIVE. */
export class DynamoTableStatus implements TableStatus {
  constructor(private readonly t: TableClient) {}

  async ping(): Promise<void> {
    const status = await this.t.status();
    if (status !== 'ACTIVE') throw new Error(`table is ${status ?? 'missing'}`);
  }
}
