import { DecryptCommand, GenerateDataKeyCommand, KMSClient } from '@aws-sdk/client-kms';
import { mkdtemp, readFile, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, describe, expect, it } from 'vitest';
import { readConfig } from '../../../lambdas/adapters/config.js';
import { purposeBound } from '../../../lambdas/adapters/purpose-bound.js';
import { EnvelopeSecrets, KmsKeyWrapper, LocalKeyWrapper } from '../../../lambdas/adapters/secrets.js';
import { grantedPurpose, SECRET_PURPOSES } from '../../../lambdas/domain/secret-purposes.js';

async function localSecrets() {
  const file = join(await mkdtemp(join(tmpdir(), 'kek-')), 'kek.key');
  return { file, secrets: new EnvelopeSecrets(new LocalKeyWrapper(file)) };
}

describe('envelope encryption with the local key', () => {
  it('round-trips a credential and never stores it in the clear', async () => {
    const { secrets, file } = await localSecrets();
    const sealed = await secrets.seal('hunter2-bank-password', { userId: 'u1', purpose: 'bank-access-token' });
    expect(JSON.stringify(sealed)).not.toContain('hunter2');
    expect(await secrets.open(sealed, { userId: 'u1', purpose: 'bank-access-token' })).toBe('hunter2-bank-password');
    expect((await stat(file)).mode & 0o777).toBe(0o600);
  });

  it('uses a fresh data key each time', async () => {
    const { secrets } = await localSecrets();
    const a = await secrets.seal('same', { userId: 'u1', purpose: 'bank-access-token' });
    const b = await secrets.seal('same', { userId: 'u1', purpose: 'bank-access-token' });
    expect(a.wrappedKey).not.toBe(b.wrappedKey);
    expect(a.ciphertext).not.toBe(b.ciphertext);
  });

  it('will not open under another user’s context', async () => {
    const { secrets } = await localSecrets();
    const sealed = await secrets.seal('secret', { userId: 'u1', purpose: 'bank-access-token' });
    await expect(secrets.open(sealed, { userId: 'u2', purpose: 'bank-access-token' })).rejects.toThrow();
  });

  it('detects tampering with the ciphertext', async () => {
    const { secrets } = await localSecrets();
    const sealed = await secrets.seal('secret', { userId: 'u1', purpose: 'bank-access-token' });
    const bytes = Buffer.from(sealed.ciphertext, 'base64');
    bytes[0] = bytes[0]! ^ 1;
    await expect(secrets.open({ ...sealed, ciphertext: bytes.toString('base64') }, { userId: 'u1', purpose: 'bank-access-token' })).rejects.toThrow();
  });

  it('keeps the key across restarts (a second instance reads the same file)', async () => {
    const { secrets, file } = await localSecrets();
    const sealed = await secrets.seal('persisted', { userId: 'u1', purpose: 'bank-access-token' });
    const again = new EnvelopeSecrets(new LocalKeyWrapper(file));
    expect(await again.open(sealed, { userId: 'u1', purpose: 'bank-access-token' })).toBe('persisted');
    expect((await readFile(file, 'utf8')).trim()).toHaveLength(44);
  });
});

describe('envelope encryption with KMS', () => {
  const kms = mockClient(KMSClient);
  afterEach(() => kms.reset());

  it('asks KMS for a data key bound to the context and unwraps it the same way', async () => {
    const dataKey = Buffer.alloc(32, 7);
    kms.on(GenerateDataKeyCommand).resolves({ Plaintext: new Uint8Array(dataKey), CiphertextBlob: new Uint8Array([1, 2, 3]) });
    kms.on(DecryptCommand).resolves({ Plaintext: new Uint8Array(dataKey) });
    const secrets = new EnvelopeSecrets(new KmsKeyWrapper(readConfig({ KMS_KEY_ID: 'alias/secrets' })));

    const sealed = await secrets.seal('token', { userId: 'u1', purpose: 'bank-access-token' });
    expect(kms.commandCalls(GenerateDataKeyCommand)[0]!.args[0].input).toMatchObject({
      KeyId: 'alias/secrets',
      KeySpec: 'AES_256',
      EncryptionContext: { userId: 'u1', purpose: 'bank-access-token' },
    });
    expect(await secrets.open(sealed, { userId: 'u1', purpose: 'bank-access-token' })).toBe('token');
    expect(kms.commandCalls(DecryptCommand)[0]!.args[0].input).toMatchObject({ EncryptionContext: { userId: 'u1', purpose: 'bank-access-token' } });
  });

  it('fails loudly when KMS is throttling rather than storing anything unencrypted', async () => {
    kms.on(GenerateDataKeyCommand).rejects(Object.assign(new Error('Rate exceeded'), { name: 'ThrottlingException' }));
    const secrets = new EnvelopeSecrets(new KmsKeyWrapper(readConfig({ KMS_KEY_ID: 'k' })));
    await expect(secrets.seal('x', { userId: 'u', purpose: 'bank-access-token' })).rejects.toThrow('Rate exceeded');
  });
});

describe('purposes', () => {
  it('refuses to seal or open without a purpose in the context', async () => {
    const { secrets } = await localSecrets();
    await expect(secrets.seal('x', { userId: 'u1' })).rejects.toThrow(/purpose/);
  });

  it('a ciphertext sealed for one purpose does not open under another, even for the same user', async () => {
    const { secrets } = await localSecrets();
    const token = await secrets.seal('bank-token', { userId: 'u1', purpose: 'bank-access-token' });
    await expect(secrets.open(token, { userId: 'u1', purpose: 'credential:identityIq' })).rejects.toThrow();
  });

  it('a function opens only the purposes its route names, as its KMS grant allows (the same patterns)', async () => {
    const { secrets } = await localSecrets();
    const token = await secrets.seal('bank-token', { userId: 'u1', purpose: 'bank-access-token' });
    const credential = await secrets.seal('iiq', { userId: 'u1', purpose: 'credential:identityIq' });
    const profile = purposeBound(secrets, ['profile-credentials'], 'route UpdateProfile');
    expect(await profile.open(credential, { userId: 'u1', purpose: 'credential:identityIq' })).toBe('iiq');
    await expect(profile.open(token, { userId: 'u1', purpose: 'bank-access-token' })).rejects.toThrow('route UpdateProfile may not use secrets of purpose "bank-access-token"');
    await expect(profile.seal('x', { userId: 'u1', purpose: 'sms-code-key' })).rejects.toThrow(/may not use/);
    const bank = purposeBound(secrets, ['bank-tokens'], 'route BankRefresh');
    expect(await bank.open(token, { userId: 'u1', purpose: 'bank-access-token' })).toBe('bank-token');
    await expect(bank.open(credential, { userId: 'u1', purpose: 'credential:identityIq' })).rejects.toThrow(/may not use/);
  });

  it('matches purposes as IAM StringLike does', () => {
    expect(grantedPurpose({ purpose: 'credential:creditKarma' }, ['profile-credentials'])).toBe('profile-credentials');
    expect(grantedPurpose({ purpose: 'credentialXidentityIq' }, ['profile-credentials'])).toBeUndefined();
    expect(grantedPurpose({ purpose: 'bank-access-token-2' }, ['bank-tokens'])).toBeUndefined();
    expect(grantedPurpose({}, [...SECRET_PURPOSES])).toBeUndefined();
  });
});
