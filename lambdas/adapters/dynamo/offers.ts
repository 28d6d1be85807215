import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { CatalogueOffer } from '../../contract/offers.js';
import { Conflict, NotFound } from '../../errors.js';
import type { OfferClick, OffersRepository } from '../../ports/offers.js';
import * as keys from './keys.js';
import { conditionFailed, TableClient, type Item } from './table-client.js';

const OFFER_FIELDS = ['id', 'title', 'provider', 'type', 'reward', 'description', 'requirements', 'features', 'criteria', 'link', 'disclosure', 'status', 'createdAt', 'updatedAt', 'retiredAt'] as const;
const CLICK_FIELDS = ['id', 'userId', 'offerId', 'offerTitle', 'provider', 'button', 'clickedAt'] as const;
/** What was shown is worth a week (the table's TTL attribute, `expiresAt`, in epoch seconds). */
const SHOWN_KEEP_SECONDS = 7 * 24 * 3600;
const pick = <T>(item: Item, fields: readonly string[]): T => Object.fromEntries(fields.map((f) => [f, item[f] ?? null])) as T;

export const offerFromItem = (item: Item): CatalogueOffer => pick<CatalogueOffer>(item, OFFER_FIELDS);
const offerItem = (offer: CatalogueOffer): Item => ({ PK: keys.OFFERS_PK, SK: keys.offerSk(offer.id), kind: 'OFFER', ...offer });

/** The catalogue under `OFFERS`; clicks under `USER#<id>` / `OFFERCLICK#<at>#<id>`. */
export class DynamoOffers implements OffersRepository {
  private readonly t: TableClient;

  constructor(
    private readonly doc: DynamoDBDocumentClient,
    private readonly table: string,
  ) {
    this.t = new TableClient(doc, table);
  }

  async catalogue(): Promise<CatalogueOffer[]> {
    const items = await this.t.all({ partition: keys.OFFERS_PK, sortPrefix: 'OFFER#' });
    return items.map(offerFromItem);
  }

  async get(id: string): Promise<CatalogueOffer | undefined> {
    const item = await this.t.get({ PK: keys.OFFERS_PK, SK: keys.offerSk(id) }, { consistent: true });
    return item ? offerFromItem(item) : undefined;
  }

  async create(offer: CatalogueOffer): Promise<void> {
    try {
      await this.t.put(offerItem(offer), 'attribute_not_exists(PK)');
    } catch (error) {
      if (conditionFailed(error)) throw new Conflict('An offer with this id exists');
      throw error;
    }
  }

  async update(offer: CatalogueOffer, expectedUpdatedAt: string): Promise<void> {
    try {
      await this.t.put(offerItem(offer), { expression: 'attribute_exists(PK) AND updatedAt = :expected', values: { ':expected': expectedUpdatedAt } });
    } catch (error) {
      if (!conditionFailed(error)) throw error;
      if (!(await this.get(offer.id))) throw new NotFound('Offer not found');
      throw new Conflict('The offer was changed meanwhile. Reload it and try again.');
    }
  }

  async putShown(userId: string, offerIds: readonly string[], shownAt: string): Promise<void> {
    const expiresAt = Math.floor(Date.parse(shownAt) / 1000) + SHOWN_KEEP_SECONDS;
    await this.t.put({ PK: keys.userPk(userId), SK: keys.OFFERS_SHOWN_SK, kind: keys.OFFERS_SHOWN_SK, userId, offerIds: [...offerIds], shownAt, expiresAt });
  }

  async shown(userId: string, now: Date): Promise<string[]> {
    const item = await this.t.get({ PK: keys.userPk(userId), SK: keys.OFFERS_SHOWN_SK }, { consistent: true });
    // TTL deletion lags by up to days: an expired item is treated as gone.
    if (!item || (item.expiresAt as number) * 1000 <= now.getTime()) return [];
    return item.offerIds as string[];
  }

  async recordClick(click: OfferClick): Promise<void> {
    await this.t.put({ PK: keys.userPk(click.userId), SK: keys.offerClickSk(click.clickedAt, click.id), kind: 'OFFER_CLICK', ...click });
  }

  async clicks(userId: string): Promise<OfferClick[]> {
    const items = await this.t.all({ partition: keys.userPk(userId), sortPrefix: keys.OFFER_CLICK_PREFIX });
    return items.map((i) => pick<OfferClick>(i, CLICK_FIELDS));
  }
}
