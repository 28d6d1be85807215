/**
 * Reads a Secrets Manager secret through the AWS Parameters and Secrets Lambda extension, which every
 * function has (lib/function.ts): it listens on localhost:2773, wants the function's session token in
 * `X-Aws-Parameters-Secrets-Token`, and caches each value (5 minutes by default), so no SDK client is
 * bundled and Secrets Manager is not called per request. `versionStage` picks AWSCURRENT (default) or
 * AWSPREVIOUS; a stage that does not exist (a secret never rotated has no AWSPREVIOUS) answers `undefined`.
 */
export async function readSecretString(
  secretId: string,
  versionStage: 'AWSCURRENT' | 'AWSPREVIOUS' | 'AWSPENDING' = 'AWSCURRENT',
  env: NodeJS.ProcessEnv = process.env,
): Promise<string | undefined> {
  const port = env.PARAMETERS_SECRETS_EXTENSION_HTTP_PORT ?? '2773';
  const query = new URLSearchParams({ secretId, ...(versionStage === 'AWSCURRENT' ? {} : { versionStage }) });
  const res = await fetch(`http://localhost:${port}/secretsmanager/get?${query.toString()}`, {
    headers: { 'X-Aws-Parameters-Secrets-Token': env.AWS_SESSION_TOKEN ?? '' },
  });
  if (!res.ok) {
    // Only the current version must exist: there is no previous before the first rotation, no pending between rotations.
    if (versionStage !== 'AWSCURRENT' && (res.status === 400 || res.status === 404)) return undefined;
    throw new Error(`cannot read secret (${versionStage}): HTTP ${res.status}`);
  }
  const { SecretString } = (await res.json()) as { SecretString?: string };
  return SecretString;
}
