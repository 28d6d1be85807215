import type { StripeCustomers } from '../../ports/subscriptions.js';
import * as keys from './keys.js';
import { conditionFailed, type TableClient } from './table-client.js';

/** Each user's Stripe customer, on the user's collection and looked up by customer id on GSI1. */
export class DynamoStripeCustomers implements StripeCustomers {
  constructor(private readonly t: TableClient) {}

  async getCustomerId(userId: string): Promise<string | undefined> {
    const Item = await this.t.get({ PK: keys.userPk(userId), SK: keys.billingSk.customer }, { consistent: true });
    return Item?.stripeCustomerId as string | undefined;
  }

  async rememberCustomer(userId: string, customerId: string, at: Date): Promise<string> {
    try {
      await this.t.put(
        { PK: keys.userPk(userId), SK: keys.billingSk.customer, ...keys.stripeCustomerLookup(customerId), userId, stripeCustomerId: customerId, createdAt: at.toISOString() },
        'attribute_not_exists(PK)',
      );
      return customerId;
    } catch (error) {
      if (!conditionFailed(error)) throw error;
      return (await this.getCustomerId(userId))!;
    }
  }

  async findUserByCustomer(customerId: string): Promise<string | undefined> {
    const lookup = keys.stripeCustomerLookup(customerId);
    const item = await this.t.first({ index: 'GSI1', partition: lookup.GSI1PK, sortKey: lookup.GSI1SK });
    return item?.userId as string | undefined;
  }
}
