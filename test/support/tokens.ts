import { createPrivateKey, createSign, generateKeyPairSync, type KeyObject } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/** cognito-local signs with a key published in its package; tests use it to mint tokens the stack would accept but for one claim. */
export function cognitoLocalKey(): KeyObject {
  const file = require.resolve('cognito-local/lib/keys/cognitoLocal.private.json');
  const { jwk } = JSON.parse(readFileSync(file, 'utf8')) as { jwk: Record<string, string> };
  return createPrivateKey({ key: jwk as never, format: 'jwk' });
}

export function strangerKey(): KeyObject {
  return generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
}

export function signJwt(payload: Record<string, unknown>, key: KeyObject, kid = 'CognitoLocal'): string {
  const enc = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url');
  const head = enc({ alg: 'RS256', typ: 'JWT', kid });
  const body = enc(payload);
  const signature = createSign('RSA-SHA256').update(`${head}.${body}`).sign(key).toString('base64url');
  return `${head}.${body}.${signature}`;
}

export const decodeJwt = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as Record<string, unknown>;
