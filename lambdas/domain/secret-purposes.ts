/**
 * What the secrets key protects, one purpose per kind of secret. Every sealed value carries its purpose
 * in its encryption context (`purpose`), and each function may seal and open only the purposes its route
 * names (`needs.secrets`): in AWS an IAM condition on `kms:EncryptionContext:purpose`, locally the needs
 * guard (adapters/needs.ts) with the same patterns. So the profile route cannot open a bank token.
 */
export const SECRET_PURPOSES = ['profile-credentials', 'bank-tokens', 'sms-codes'] as const;
export type SecretPurpose = (typeof SECRET_PURPOSES)[number];

/**
 * The encryption context's `purpose` values of each purpose, as IAM `StringLike` patterns. The values
 * are the ones stored ciphertexts already carry (`credential:identityIq`, `bank-access-token`), so no
 * stored secret had to be encrypted again when the purposes were named.
 */
export const PURPOSE_CONTEXT: Readonly<Record<SecretPurpose, string>> = {
  'profile-credentials': 'credential:*',
  'bank-tokens': 'bank-access-token',
  'sms-codes': 'sms-code-key',
};

/** IAM StringLike matching: `*` any run of characters, `?` one; the rest literal. */
function like(pattern: string, value: string): boolean {
  const source = pattern.replace(/[.+^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*').replace(/\?/g, '.');
  return new RegExp(`^${source}$`, 's').test(value);
}

/** The purpose a context's `purpose` value belongs to, among the ones granted; undefined when none grants it. */
export function grantedPurpose(context: Readonly<Record<string, string>>, granted: readonly SecretPurpose[]): SecretPurpose | undefined {
  const value = context.purpose;
  if (value === undefined) return undefined;
  return granted.find((p) => like(PURPOSE_CONTEXT[p], value));
}
