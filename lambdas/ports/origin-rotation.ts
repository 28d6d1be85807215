/** The header CloudFront adds to every /api/* request, lower-cased as API Gateway passes it on. */
export const ORIGIN_HEADER = 'x-origin-verify';

/**
 * Rotating the origin secret: the value CloudFront adds to every /api/* request as
 * X-Origin-Verify, which functions require (lambdas/http/origin.ts). Two sides change together: the
 * secret's versions in Secrets Manager and the header CloudFront sends.
 */
export interface OriginSecretVersions {
  /** The value staged AWSPENDING under this rotation token, if any. */
  pending(token: string): Promise<string | undefined>;
  /** Stages a new value AWSPENDING under the token. */
  putPending(token: string, value: string): Promise<void>;
  /** A new random value (letters and digits, as CloudFront header values allow). */
  newValue(): Promise<string>;
  /** The version id now staged AWSCURRENT. */
  currentVersion(): Promise<string | undefined>;
  /** Moves AWSCURRENT to the token's version (the old one becomes AWSPREVIOUS). */
  makeCurrent(token: string, from: string | undefined): Promise<void>;
}

export interface OriginHeader {
  /** The value the distribution's API origin sends now. */
  value(): Promise<string | undefined>;
  /** Makes the distribution send this value (CloudFront then deploys it to its edges within minutes). */
  set(value: string): Promise<void>;
}
