import { createHash } from 'node:crypto';
import type { Deps } from '../../ports/deps.js';
import { billingMessages } from '../../contract/billing.js';
import { AGREEMENT_VERSION, SIGNATURE_VALID_FOR_MS, agreementText, serviceAgreement, type ServiceAgreement } from '../../domain/agreement.js';
import { planByTier, type Plan, type Tier } from '../../domain/plans.js';
import { Conflict, Invalid } from '../../errors.js';
import type { AgreementSignature } from '../../ports/subscriptions.js';
import type { BillingDeps } from './shared.js';

/** The service agreement a plan is sold under, its text's hash, and the caller's signature of it. */
export const agreementFor = (deps: Pick<Deps, 'config'>, tier: Tier): ServiceAgreement => serviceAgreement(planByTier(tier)!, deps.config.company, deps.config.chargingMode);
export const agreementHash = (agreement: ServiceAgreement) => createHash('sha256').update(agreementText(agreement)).digest('hex');

export async function signAgreement(
  deps: BillingDeps,
  userId: string,
  input: { plan: Tier; version: string },
  context: { ip: string; userAgent: string },
): Promise<AgreementSignature> {
  if (input.version !== AGREEMENT_VERSION) throw new Conflict(billingMessages.agreementOutdated);
  const agreement = agreementFor(deps, input.plan);
  const signature: AgreementSignature = {
    id: deps.newId(),
    userId,
    tier: input.plan,
    version: agreement.version,
    textSha256: agreementHash(agreement),
    signedAt: deps.now().toISOString(),
    ip: context.ip.slice(0, 64),
    userAgent: context.userAgent.slice(0, 512),
  };
  await deps.agreements.putSignature(signature);
  return signature;
}

/** Checkout needs the caller's own, recent signature of the current text for this plan. */
export async function requireSignature(deps: BillingDeps, userId: string, agreementId: string, plan: Plan): Promise<AgreementSignature> {
  const signature = await deps.agreements.getSignature(userId, agreementId);
  if (!signature || signature.tier !== plan.tier) throw new Invalid(billingMessages.agreementRequired);
  const current = agreementFor(deps, plan.tier);
  if (signature.version !== current.version || signature.textSha256 !== agreementHash(current)) throw new Conflict(billingMessages.agreementOutdated);
  if (deps.now().getTime() - new Date(signature.signedAt).getTime() > SIGNATURE_VALID_FOR_MS) throw new Invalid(billingMessages.agreementRequired);
  return signature;
}
