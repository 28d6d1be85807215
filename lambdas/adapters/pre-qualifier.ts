import type { PreQualifier } from '../ports/offers.js';

/**
 * No issuer is connected (locally and in AWS until one is): nobody is pre-qualified, so no offer is ever
 * labelled "Pre-Approved". A real issuer's pre-qualification API would answer here (docs/offers.md).
 */
export class NoPreQualifications implements PreQualifier {
  readonly sandbox = true;

  async preQualifiedOfferIds(): Promise<ReadonlySet<string>> {
    return new Set();
  }
}
