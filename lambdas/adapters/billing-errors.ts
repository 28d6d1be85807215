/** Billing errors, apart from the Stripe adapter so the route wrapper can map them without loading the SDK. */

/** The signature header is missing, malformed, from another secret or too old. */
export class InvalidSignature extends Error {}

/** Stripe answered with an error; `code` is Stripe's (e.g. `resource_missing`, `card_declined`). */
export class BillingProviderError extends Error {
  constructor(
    message: string,
    readonly code: string | undefined,
    readonly status: number | undefined,
  ) {
    super(message);
    this.name = 'BillingProviderError';
  }
}
