/**
 * Home of offers (issue: offers): matches computed for the user; "pre-approved" only when an issuer
 * has pre-qualified them (FTC v. Credit Karma).
 */
export interface StoredOffer {
  id: string;
  userId: string;
  issuer: string;
  preQualified: boolean;
}

export interface OffersRepository {
  list(userId: string): Promise<StoredOffer[]>;
  replace(userId: string, offers: StoredOffer[]): Promise<void>;
}
