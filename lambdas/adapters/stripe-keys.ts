/** The Stripe keys, read by the billing adapter (billing.ts). */
export interface StripeKeys {
  secretKey: string;
  webhookSecret: string;
}

/**
 * The Stripe keys: from the environment (locally, or a developer's own test keys), else from Secrets
 * Manager through the AWS Parameters and Secrets Lambda extension, which only billing functions
 * have (and only they may read the secret). Never logged, never returned to a browser.
 */
export async function loadStripeKeys(env: NodeJS.ProcessEnv = process.env): Promise<StripeKeys> {
  if (env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET) return { secretKey: env.STRIPE_SECRET_KEY, webhookSecret: env.STRIPE_WEBHOOK_SECRET };
  const secretId = env.STRIPE_SECRET_ARN;
  if (!secretId) throw new Error('Missing environment variable STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET (or STRIPE_SECRET_ARN in AWS)');
  const port = env.PARAMETERS_SECRETS_EXTENSION_HTTP_PORT ?? '2773';
  const res = await fetch(`http://localhost:${port}/secretsmanager/get?secretId=${encodeURIComponent(secretId)}`, {
    headers: { 'X-Aws-Parameters-Secrets-Token': env.AWS_SESSION_TOKEN ?? '' },
  });
  if (!res.ok) throw new Error(`cannot read the Stripe secret (HTTP ${res.status})`);
  const { SecretString } = (await res.json()) as { SecretString?: string };
  const parsed = JSON.parse(SecretString ?? '{}') as Partial<StripeKeys>;
  if (!parsed.secretKey || !parsed.webhookSecret) throw new Error('the Stripe secret must hold {"secretKey": "...", "webhookSecret": "..."}');
  return { secretKey: parsed.secretKey, webhookSecret: parsed.webhookSecret };
}
