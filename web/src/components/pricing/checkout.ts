/**
 * The pricing button's checkout, loaded on the first click (the landing page does not carry it).
 * Every message is the spec's (section 8, pricing flow), word for word.
 */
import { billingMessages } from '@contract/billing';
import type { Plan } from '@domain/plans';
import { createCheckout, getPrice } from '../../lib/billing';

export interface CheckoutEffects {
  notifyError: (message: string) => void;
  /** Same-window navigation; throws when the browser refuses it. */
  assign: (url: string) => void;
  /** New-window fallback; null when a popup blocker stops it. */
  open: (url: string) => Window | null;
}

const messageOf = (error: unknown) => (error instanceof Error && error.message ? error.message : billingMessages.unknownError);

export const browserEffects = (notifyError: (message: string) => void): CheckoutEffects => ({
  notifyError,
  assign: (url) => window.location.assign(url),
  // Not the 'noopener' feature: with it window.open always returns null, which reads as "blocked".
  open: (url) => {
    const opened = window.open(url, '_blank');
    if (opened) opened.opener = null; // what 'noopener' did: the checkout page cannot reach back to this one
    return opened;
  },
});

/** Price → checkout session → the checkout page. Resolves true when the browser is on its way there. */
export async function runCheckout(plan: Plan, agreementId: string, effects: CheckoutEffects): Promise<boolean> {
  try {
    let priceId: string | null;
    try {
      ({ priceId } = await getPrice(plan));
    } catch (error) {
      effects.notifyError(billingMessages.pricingFailed(messageOf(error)));
      return false;
    }
    if (!priceId) {
      effects.notifyError(billingMessages.noPricing(plan.lookupKey));
      return false;
    }
    let url: string | null;
    try {
      ({ url } = await createCheckout({ priceId, planType: plan.kind, agreementId }));
    } catch (error) {
      effects.notifyError(billingMessages.checkoutFailed(messageOf(error)));
      return false;
    }
    if (!url) {
      effects.notifyError(billingMessages.noCheckoutSession);
      return false;
    }
    try {
      effects.assign(url);
      return true;
    } catch {
      if (effects.open(url)) return true;
      effects.notifyError(billingMessages.popupBlocked);
      return false;
    }
  } catch (error) {
    effects.notifyError(billingMessages.genericError(messageOf(error)));
    return false;
  }
}
