/**
 * The single table's shape: one source for lib/data.ts (CDK) and lib/local (DynamoDB Local).
 * What each index is for is written in docs/data-model.md.
 */
export const tableDesign = {
  partitionKey: 'PK',
  sortKey: 'SK',
  timeToLiveAttribute: 'expiresAt',
  indexes: [
    /** Unique lookups: email -> user, referral code -> partner. */
    { name: 'GSI1', partitionKey: 'GSI1PK', sortKey: 'GSI1SK' },
    /** Listings by creation time: users by role, a partner's clients. */
    { name: 'GSI2', partitionKey: 'GSI2PK', sortKey: 'GSI2SK' },
    /** Listings by name (lower-cased): users by role, for sorted admin tables. */
    { name: 'GSI3', partitionKey: 'GSI3PK', sortKey: 'GSI3SK' },
    /** Listings by a second sort (email for users, business name for partners). */
    { name: 'GSI4', partitionKey: 'GSI4PK', sortKey: 'GSI4SK' },
  ],
} as const;

export type IndexName = (typeof tableDesign.indexes)[number]['name'];
