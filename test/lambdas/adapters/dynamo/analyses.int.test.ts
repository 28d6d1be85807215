import { randomUUID } from 'node:crypto';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { readConfig } from '../../../../lambdas/adapters/config.js';
import { buildDeps } from '../../../../lambdas/composition/deps.js';
import * as keys from '../../../../lambdas/adapters/dynamo/keys.js';
import { documentClient } from '../../../../lambdas/adapters/dynamo/table-client.js';
import { analysisMessages } from '../../../../lambdas/contract/analysis.js';
import { useLocalStack } from '../../../support/local.js';

const stack = useLocalStack();
const deps = buildDeps(readConfig(stack.env));

describe('the client\'s answers to the analysis (ANALYSISANSWERS)', () => {
  it('keeps each answer with its question, wording and time; a later answer replaces it; two answers at once both land', async () => {
    const user = randomUUID();
    const first = { accurate: false, question: 'Did you pay on time in September 2026?', wording: 'Yes, I paid on time', at: '2026-10-16T09:30:00.000Z' };
    const other = { accurate: true, question: 'Did you apply for credit with CARMAX on 2026-09-01?', wording: 'Yes, I applied', at: '2026-10-16T09:31:00.000Z' };
    await Promise.all([deps.analyses.confirm(user, 'cross_bureau_mismatch:a', first), deps.analyses.confirm(user, 'unrecognised_inquiry:x', other)]);
    expect(await deps.analyses.confirmations(user)).toEqual({ 'cross_bureau_mismatch:a': first, 'unrecognised_inquiry:x': other });
    const changed = { ...first, accurate: true, wording: 'No, I was late', at: '2026-10-17T08:00:00.000Z' };
    await deps.analyses.confirm(user, 'cross_bureau_mismatch:a', changed);
    expect((await deps.analyses.confirmations(user))['cross_bureau_mismatch:a']).toEqual(changed);
  });

  it('reads an answer stored in the first shape ({recognised, at}) in the words the panel asked it with', async () => {
    const user = randomUUID();
    const doc = documentClient(deps.config);
    await doc.send(new PutCommand({ TableName: deps.config.tableName, Item: { PK: keys.userPk(user), SK: keys.ANALYSIS_ANSWERS, userId: user, answers: { 'unrecognised_inquiry:y': { recognised: false, at: '2026-11-01T10:00:00.000Z' } } } }));
    expect(await deps.analyses.confirmations(user)).toEqual({
      'unrecognised_inquiry:y': { accurate: false, question: analysisMessages.askRecognise, wording: analysisMessages.notRecognise, at: '2026-11-01T10:00:00.000Z' },
    });
  });
});
