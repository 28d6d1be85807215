/**
 * `npx tsx scripts/reindex-search.ts --table <name> [--region us-west-2]`: rebuilds the admin search's
 * trigram index from every user's profile (lambdas/migrations/search-backfill.ts). A one-off job
 * after deploying a release that changes the index scheme; idempotent, safe to run again, and it uses
 * Query and transactional writes only (no Scan). Needs dynamodb:Query, GetItem, PutItem, DeleteItem and
 * UpdateItem on the table and its indexes (the operator's credentials). docs/operations.md.
 */
import { parseArgs } from 'node:util';
import { documentClient } from '../lambdas/adapters/dynamo/table-client.js';
import { backfillSearchIndex, SEARCH_INDEX_VERSION } from '../lambdas/migrations/search-backfill.js';

const { values } = parseArgs({ options: { table: { type: 'string' }, region: { type: 'string' }, endpoint: { type: 'string' } } });
const table = values.table ?? process.env.TABLE_NAME;
const region = values.region ?? process.env.AWS_REGION ?? process.env.AWS_DEFAULT_REGION;
if (!table || !region) {
  console.error('usage: npx tsx scripts/reindex-search.ts --table <table name> --region <region> [--endpoint <DynamoDB endpoint>]');
  process.exit(2);
}
const doc = documentClient({ region, tableName: table, ...(values.endpoint ? { dynamodbEndpoint: values.endpoint } : {}) } as Parameters<typeof documentClient>[0]);
const report = await backfillSearchIndex(doc, table, {
  onUser: (n) => {
    if (n % 500 === 0) console.log(`${n} users reindexed`);
  },
});
console.log(`Search index ${SEARCH_INDEX_VERSION}: ${report.users} users, ${report.itemsWritten} items written, ${report.itemsDeleted} stale items deleted.`);
