import { RemovalPolicy } from 'aws-cdk-lib';
import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import { Construct } from 'constructs';
import { tableDesign } from '../lambdas/adapters/table.js';

/** The one table, from the same design the local stack uses (lambdas/adapters/table.ts). */
export class DataTable extends Construct {
  readonly table: dynamodb.TableV2;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    const key = (name: string) => ({ name, type: dynamodb.AttributeType.STRING });
    this.table = new dynamodb.TableV2(this, 'Table', {
      partitionKey: key(tableDesign.partitionKey),
      sortKey: key(tableDesign.sortKey),
      billing: dynamodb.Billing.onDemand(),
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      deletionProtection: true,
      timeToLiveAttribute: tableDesign.timeToLiveAttribute,
      encryption: dynamodb.TableEncryptionV2.awsManagedKey(),
      removalPolicy: RemovalPolicy.RETAIN,
      globalSecondaryIndexes: tableDesign.indexes.map((index) => ({
        indexName: index.name,
        partitionKey: key(index.partitionKey),
        sortKey: key(index.sortKey),
        projectionType: dynamodb.ProjectionType.ALL,
      })),
    });
  }
}
