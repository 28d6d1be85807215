import { offersMessages, type MatchedOffer, type OfferMatchRequest, type OffersResponse } from '../../contract/offers.js';
import { matchOffers, NO_ANSWERS, scoresOf, stateCodeOf, type MatchAnswers } from '../../domain/offers.js';
import { NotFound } from '../../errors.js';
import type { Deps } from '../../ports/deps.js';

export type OffersDeps = Pick<Deps, 'offers' | 'creditReports' | 'profiles' | 'preQualifier' | 'now' | 'newId'>;

/** Matches the catalogue for the user and remembers which offers were shown (their ids: a click must name one). */
async function matchFor(deps: OffersDeps, userId: string, answers: MatchAnswers): Promise<OffersResponse> {
  const [report, catalogue, preQualified] = await Promise.all([deps.creditReports.latest(userId), deps.offers.catalogue(), deps.preQualifier.preQualifiedOfferIds(userId)]);
  const offers: MatchedOffer[] = report ? matchOffers(catalogue, scoresOf(report.view), answers, preQualified) : [];
  await deps.offers.putShown(userId, offers.map((o) => o.id), deps.now().toISOString());
  return { offers, hasReport: Boolean(report), sandbox: deps.preQualifier.sandbox };
}

/**
 * `GET /api/offers`: before the form, the offers the latest file qualifies for, with the income and state
 * the client saved on Personal Info (an offer that asks for either matches only when the profile shows it).
 */
export async function defaultOffers(deps: OffersDeps, userId: string): Promise<OffersResponse> {
  const { profile, client } = await deps.profiles.get(userId);
  return matchFor(deps, userId, {
    ...NO_ANSWERS,
    annualIncomeCents: client?.annualIncomeCents ? client.annualIncomeCents : null,
    state: stateCodeOf(profile?.state),
  });
}

/** `POST /api/offers/match`: the intake answers matched; nothing of them is stored. */
export async function offersForAnswers(deps: OffersDeps, userId: string, answers: OfferMatchRequest): Promise<OffersResponse> {
  return matchFor(deps, userId, { cardPurpose: answers.cardPurpose, annualIncomeCents: answers.annualIncomeCents, state: answers.state });
}

/**
 * `POST /api/offers/{id}/click`: 'Apply Now' or 'Learn More' on an offer the user was shown, recorded in
 * their collection; answers the issuer's link. An offer they were not shown (another client's match, a
 * retired or unknown one) is 404.
 */
export async function clickOffer(deps: OffersDeps, userId: string, offerId: string, button: 'apply' | 'learn_more'): Promise<{ link: string }> {
  const [shown, offer] = await Promise.all([deps.offers.shown(userId, deps.now()), deps.offers.get(offerId)]);
  if (!offer || offer.status !== 'active' || !shown.includes(offerId)) throw new NotFound(offersMessages.offerNotFound);
  await deps.offers.recordClick({ id: deps.newId(), userId, offerId, offerTitle: offer.title, provider: offer.provider, button, clickedAt: deps.now().toISOString() });
  return { link: offer.link };
}
