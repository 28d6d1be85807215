import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { readConfig } from '../../../lambdas/adapters/config.js';
import { CognitoDirectory, cognitoClient } from '../../../lambdas/adapters/directory.js';
import { signIn, useLocalStack } from '../../support/local.js';

const stack = useLocalStack();
const config = readConfig(stack.env);
const directory = new CognitoDirectory(cognitoClient(config), config.userPoolId);

describe('CognitoDirectory on cognito-local', () => {
  it('creates a confirmed user who can sign in, manages groups, and deletes idempotently', async () => {
    const email = `dir-${randomUUID()}@example.com`;
    const user = await directory.createUser({ email, name: 'Dir Test', password: 'secret1', emailVerified: true });
    expect(user).toMatchObject({ email, name: 'Dir Test', enabled: true });
    await expect(signIn(email, 'secret1')).resolves.toHaveProperty('IdToken');

    await directory.addToGroup(email, 'partner_pending');
    expect(await directory.groupsOf(email)).toEqual(['partner_pending']);
    await directory.addToGroup(email, 'partner');
    await directory.removeFromGroup(email, 'partner_pending');
    expect(await directory.groupsOf(email)).toEqual(['partner']);

    await directory.deleteUser(email);
    expect(await directory.getUser(email)).toBeUndefined();
    await expect(directory.deleteUser(email)).resolves.toBeUndefined();
  });

  it('seeded the demo accounts into their groups', async () => {
    expect(await directory.groupsOf('admin@demo.local')).toEqual(['admin']);
    expect(await directory.groupsOf('partner@demo.local')).toEqual(['partner']);
    expect(await directory.groupsOf('client@demo.local')).toEqual(['client']);
  });
});
