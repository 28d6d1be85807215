/**
 * `npx tsx scripts/backfill-drift-listing.ts --table <name> --region <region> [--endpoint <url>]`: puts
 * the subscriptions written before the reconciliation watch listing (GSI3) existed into it
 * (lambdas/migrations/drift-backfill.ts), so the reconciliation job sees them. A one-off after
 * deploying the release that added the listing; idempotent, safe to run again, Query and conditional
 * UpdateItem only (no Scan). Needs dynamodb:Query on the table's GSI2 and dynamodb:UpdateItem on the
 * table (the operator's credentials). docs/operations.md.
 */
import { parseArgs } from 'node:util';
import { backfillDriftListing } from '../lambdas/migrations/drift-backfill.js';
import { documentClient } from '../lambdas/adapters/dynamo/table-client.js';

const { values } = parseArgs({ options: { table: { type: 'string' }, region: { type: 'string' }, endpoint: { type: 'string' } } });
const table = values.table ?? process.env.TABLE_NAME;
const region = values.region ?? process.env.AWS_REGION ?? process.env.AWS_DEFAULT_REGION;
if (!table || !region) {
  console.error('usage: npx tsx scripts/backfill-drift-listing.ts --table <table name> --region <region> [--endpoint <DynamoDB endpoint>]');
  process.exit(2);
}
const doc = documentClient({ region, tableName: table, ...(values.endpoint ? { dynamodbEndpoint: values.endpoint } : {}) } as Parameters<typeof documentClient>[0]);
const report = await backfillDriftListing(doc, table, {
  onPage: (r) => console.log(`${r.subscriptions} subscriptions read`),
});
console.log(`Drift listing: ${report.subscriptions} subscriptions, ${report.added} added, ${report.alreadyListed} already listed.`);
