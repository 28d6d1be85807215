import { DecryptCommand, GenerateDataKeyCommand, KMSClient } from '@aws-sdk/client-kms';
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { Sealed, Secrets } from '../ports/secrets.js';
import type { AdapterConfig } from './config.js';

export type { Sealed, Secrets };

/** Where data keys come from and go back to. */
export interface KeyWrapper {
  newDataKey(context: Record<string, string>): Promise<{ plaintext: Buffer; wrapped: Buffer }>;
  unwrap(wrapped: Buffer, context: Record<string, string>): Promise<Buffer>;
}

const aad = (context: Record<string, string>) =>
  Buffer.from(JSON.stringify(Object.entries(context).sort(([a], [b]) => a.localeCompare(b))));

function gcmSeal(key: Buffer, plaintext: Buffer, context: Record<string, string>) {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(aad(context));
  const ciphertext = Buffer.concat([cipher.update(plaintext), cipher.final()]);
  return { iv, tag: cipher.getAuthTag(), ciphertext };
}

function gcmOpen(key: Buffer, iv: Buffer, tag: Buffer, ciphertext: Buffer, context: Record<string, string>) {
  const decipher = createDecipheriv('aes-256-gcm', key, iv);
  decipher.setAAD(aad(context));
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(ciphertext), decipher.final()]);
}

/** Every secret is sealed for a purpose: a context without one is a programming error, refused before KMS is called. */
function requirePurpose(context: Record<string, string>): void {
  if (!context.purpose) throw new Error('a secret is sealed and opened only with a purpose in its encryption context');
}

export class EnvelopeSecrets implements Secrets {
  constructor(private readonly keys: KeyWrapper) {}

  async seal(plaintext: string, context: Record<string, string>): Promise<Sealed> {
    requirePurpose(context);
    const dataKey = await this.keys.newDataKey(context);
    try {
      const { iv, tag, ciphertext } = gcmSeal(dataKey.plaintext, Buffer.from(plaintext, 'utf8'), context);
      return {
        v: 1,
        wrappedKey: dataKey.wrapped.toString('base64'),
        iv: iv.toString('base64'),
        tag: tag.toString('base64'),
        ciphertext: ciphertext.toString('base64'),
      };
    } finally {
      dataKey.plaintext.fill(0);
    }
  }

  async open(sealed: Sealed, context: Record<string, string>): Promise<string> {
    requirePurpose(context);
    const key = await this.keys.unwrap(Buffer.from(sealed.wrappedKey, 'base64'), context);
    try {
      const b = (s: string) => Buffer.from(s, 'base64');
      return gcmOpen(key, b(sealed.iv), b(sealed.tag), b(sealed.ciphertext), context).toString('utf8');
    } finally {
      key.fill(0);
    }
  }
}

export class KmsKeyWrapper implements KeyWrapper {
  private readonly client: KMSClient;
  constructor(
    config: AdapterConfig,
    private readonly keyId = config.kmsKeyId ?? '',
  ) {
    this.client = new KMSClient({ region: config.region });
  }

  async newDataKey(context: Record<string, string>) {
    const out = await this.client.send(
      new GenerateDataKeyCommand({ KeyId: this.keyId, KeySpec: 'AES_256', EncryptionContext: context }),
    );
    if (!out.Plaintext || !out.CiphertextBlob) throw new Error('KMS returned no data key');
    return { plaintext: Buffer.from(out.Plaintext), wrapped: Buffer.from(out.CiphertextBlob) };
  }

  async unwrap(wrapped: Buffer, context: Record<string, string>) {
    const out = await this.client.send(
      new DecryptCommand({ CiphertextBlob: wrapped, KeyId: this.keyId, EncryptionContext: context }),
    );
    if (!out.Plaintext) throw new Error('KMS returned no plaintext');
    return Buffer.from(out.Plaintext);
  }
}

/** One machine: a 256-bit key-encryption key in a file under .data/, created on first use (mode 600). */
export class LocalKeyWrapper implements KeyWrapper {
  private kek: Promise<Buffer> | undefined;
  constructor(private readonly file: string) {}

  private key(): Promise<Buffer> {
    this.kek ??= (async () => {
      try {
        return Buffer.from((await readFile(this.file, 'utf8')).trim(), 'base64');
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
        const key = randomBytes(32);
        await mkdir(dirname(this.file), { recursive: true });
        await writeFile(this.file, key.toString('base64'), { mode: 0o600, flag: 'wx' }).catch(async (e) => {
          if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
        });
        return Buffer.from((await readFile(this.file, 'utf8')).trim(), 'base64');
      }
    })();
    return this.kek;
  }

  async newDataKey(context: Record<string, string>) {
    const plaintext = randomBytes(32);
    const { iv, tag, ciphertext } = gcmSeal(await this.key(), plaintext, context);
    return { plaintext, wrapped: Buffer.concat([iv, tag, ciphertext]) };
  }

  async unwrap(wrapped: Buffer, context: Record<string, string>) {
    return gcmOpen(await this.key(), wrapped.subarray(0, 12), wrapped.subarray(12, 28), wrapped.subarray(28), context);
  }
}
