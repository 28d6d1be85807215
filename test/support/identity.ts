import { PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Deps } from '../../lambdas/composition/deps.js';
import { documentClient } from '../../lambdas/adapters/dynamo/table-client.js';
import type { IdentityFields } from '../../lambdas/contract/identity.js';

/**
 * Onboarding before the first pull, written straight to the emulators for tests that start at the pull:
 * the phone verified by SMS, the identity fields on the profile, a government ID verified by staff with
 * its name and date of birth confirmed (the identity record `reviewDocument` writes). Journeys through
 * the API do the same through the routes (test/support/credit.ts).
 */
export async function verifiedIdentity(deps: Deps, userId: string, identity: IdentityFields): Promise<void> {
  const doc = documentClient(deps.config);
  const TableName = deps.config.tableName;
  const PK = `USER#${userId}`;
  await doc.send(new PutCommand({ TableName, Item: { PK, SK: 'VERIFICATION', verifiedAt: '2026-11-20T10:00:00.000Z', method: 'sms', phone: '+15551234567' } }));
  await doc.send(
    new UpdateCommand({
      TableName,
      Key: { PK, SK: 'PROFILE' },
      UpdateExpression: 'SET fullName = :n, phoneNumber = :p, dateOfBirth = :d, street = :s, city = :c, #state = :st, zipCode = :z',
      ExpressionAttributeNames: { '#state': 'state' },
      ExpressionAttributeValues: {
        ':n': identity.fullName, ':p': '5551234567', ':d': identity.dateOfBirth, ':s': identity.street, ':c': identity.city, ':st': identity.state, ':z': identity.zipCode,
      },
    }),
  );
  await deps.identity.confirm(userId, { fullName: identity.fullName, dateOfBirth: identity.dateOfBirth, documentId: 'id-document', verifiedAt: '2026-11-20T11:00:00.000Z', verifiedBy: 'staff' });
}
