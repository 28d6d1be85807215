// A namespace import, not `import { z }`: esbuild then keeps only the zod functions used, not its ~50 locales (docs/decisions.md).
import * as z from 'zod';

/** `/config.json`: what the SPA reads at boot. Written from stack outputs in AWS, by the local server locally. */
export const runtimeConfig = z.object({
  stage: z.string(),
  apiBaseUrl: z.string(),
  region: z.string(),
  userPoolId: z.string(),
  userPoolClientId: z.string(),
  /** Set only locally: where Amplify sends Cognito calls instead of cognito-idp.<region>.amazonaws.com. */
  cognitoEndpoint: z.string().optional(),
  /** USER_PASSWORD_AUTH locally (cognito-local has no SRP), USER_SRP_AUTH in AWS. */
  authFlowType: z.enum(['USER_SRP_AUTH', 'USER_PASSWORD_AUTH']),
});
export type RuntimeConfig = z.infer<typeof runtimeConfig>;
