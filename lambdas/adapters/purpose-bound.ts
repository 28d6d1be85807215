import { grantedPurpose, type SecretPurpose } from '../domain/secret-purposes.js';
import type { Secrets } from '../ports/secrets.js';

/**
 * The secrets a function may use: only contexts whose purpose its route names. In AWS the KMS grant's
 * condition refuses the others (lib/function.ts); this refuses them the same way on one machine, where
 * the local key file would open anything, and in AWS before KMS is asked.
 */
export function purposeBound(secrets: Secrets, granted: readonly SecretPurpose[], owner: string): Secrets {
  const check = (context: Record<string, string>) => {
    if (!grantedPurpose(context, granted)) {
      throw new Error(`${owner} may not use secrets of purpose ${JSON.stringify(context.purpose ?? null)} (needs.secrets: ${granted.join(', ') || 'none'})`);
    }
  };
  return {
    seal: async (plaintext, context) => {
      check(context);
      return secrets.seal(plaintext, context);
    },
    open: async (sealed, context) => {
      check(context);
      return secrets.open(sealed, context);
    },
  };
}
