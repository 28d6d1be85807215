/**
 * `npm start`: the whole service on one machine — DynamoDB Local, s3rver, cognito-local, the API
 * (lambdas/routes.ts) and the SPA on http://localhost:3000 (PORT overrides). Data persists in .data/.
 */
// This machine runs Node 20; Lambdas run Node 22. The SDK's notice about that is noise here.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

import { DEMO_ACCOUNTS, DEMO_ADMIN_TOTP_SECRET, DEMO_PASSWORD } from '../lib/local/seed.js';
import { PortInUse, startLocalStack } from '../lib/local/stack.js';

const port = Number(process.env.PORT ?? 3000);

try {
  const stack = await startLocalStack({
    dataDir: process.env.DATA_DIR ?? '.data',
    port,
    emulatorPorts: 'fixed',
    web: true,
    seed: true,
    printOutbox: true,
    // Real Stripe test keys in the environment replace the emulator (webhooks: `stripe listen --forward-to`).
    stripe: process.env.STRIPE_SECRET_KEY ? 'environment' : 'emulator',
  });
  console.log(`
Credit repair service running at ${stack.url}
  API          ${stack.url}/api/health
  Outbox       ${stack.url}/dev/outbox   (emails and SMS land here locally)
  Emulators    DynamoDB Local ${stack.emulators.dynamodb}, s3rver ${stack.emulators.s3}, cognito-local ${stack.emulators.cognito}
  Stripe       ${stack.emulators.stripe ? `emulator ${stack.emulators.stripe} (test card 4242 4242 4242 4242; 4000 0000 0000 0002 is declined)` : 'real Stripe (test keys from STRIPE_SECRET_KEY)'}
  Jobs         POST ${stack.url}/dev/jobs/ReconcileSubscriptions runs the reconciliation now

Demo accounts (password ${DEMO_PASSWORD}):
${DEMO_ACCOUNTS.map((a) => `  ${a.email.padEnd(20)} ${a.group}${'businessName' in a ? ` — ${a.businessName}, referral code ${a.referralCode}` : ''}`).join('\n')}
  admin@demo.local also gives an authenticator code: add the TOTP secret ${DEMO_ADMIN_TOTP_SECRET} to an authenticator app

Press Ctrl-C to stop.`);

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal}: shutting down...`);
    stack.stop().then(
      () => {
        console.log('Stopped.');
        process.exit(0);
      },
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
} catch (error) {
  if (error instanceof PortInUse) {
    console.error(`\n${error.message}\n`);
    process.exit(1);
  }
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
