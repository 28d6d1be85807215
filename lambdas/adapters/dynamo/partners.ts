import type { Group } from '../../domain/roles.js';
import { NotAnApplicant, ReferralCodeTaken } from '../../errors.js';
import type { PartnerDecisions } from '../../ports/partners.js';
import * as keys from './keys.js';
import { cancelledBy, type TableClient, type TxItem } from './table-client.js';
import { addCounters, indexedUser, partnerListingKeys, profileChange, roleCounter, searchItemWrites } from './user-index.js';

/** A partner application's decisions: approval (with the new referral code) and rejection. */
export class DynamoPartners implements PartnerDecisions {
  constructor(private readonly t: TableClient) {}

  async approvePartner(id: string, code: string, decision: { at: string; by: string }): Promise<{ referralCode: string; changed: boolean }> {
    const [profile, partner] = await Promise.all([this.t.get({ PK: keys.userPk(id), SK: keys.SK.profile }), this.t.get({ PK: keys.userPk(id), SK: keys.SK.partner })]);
    if (!profile || !partner) throw new NotAnApplicant();
    if (profile.role === 'partner' && partner.referralCode) return { referralCode: partner.referralCode as string, changed: false };
    if (profile.role !== 'partner_pending') throw new NotAnApplicant();

    const role: Group = 'partner';
    const listing = partnerListingKeys(role, {
      id,
      businessName: partner.businessName as string,
      clientCount: (partner.clientCount as number | undefined) ?? 0,
      createdAt: partner.createdAt as string,
    });
    const items: TxItem[] = [
      { Put: { TableName: this.t.name, Item: keys.uniqueReferral(code), ConditionExpression: 'attribute_not_exists(PK)' } },
      profileChange(this.t.name, id, {
        set: 'SET #role = :partner, GSI2PK = :listing, GSI3PK = :listing, GSI4PK = :listing',
        condition: '#role = :pending',
        values: { ':partner': role, ':pending': 'partner_pending', ':listing': keys.roleListing(role) },
      }),
      {
        Update: {
          TableName: this.t.name,
          Key: { PK: keys.userPk(id), SK: keys.SK.partner },
          UpdateExpression:
            'SET referralCode = :code, GSI1PK = :g1pk, GSI1SK = :g1sk, GSI3PK = :g3pk, GSI3SK = :g3sk, GSI4PK = :g4pk, GSI4SK = :g4sk, application = :app REMOVE GSI2PK, GSI2SK',
          ExpressionAttributeValues: {
            ':code': code,
            ':g1pk': keys.referralLookup(code).GSI1PK,
            ':g1sk': keys.referralLookup(code).GSI1SK,
            ':g3pk': listing.GSI3PK,
            ':g3sk': listing.GSI3SK,
            ':g4pk': listing.GSI4PK,
            ':g4sk': listing.GSI4SK,
            ':app': { status: 'approved', decidedAt: decision.at, decidedBy: decision.by },
          },
        },
      },
      addCounters(this.t.name, keys.stats.totals, { [roleCounter('partner_pending')]: -1, [roleCounter('partner')]: 1 }),
      // Same tokens, new role partition: the puts overwrite the applicant's search items.
      ...searchItemWrites(this.t.name, indexedUser({ ...profile, role }, partner.businessName as string)),
    ];
    try {
      await this.t.transact(items);
    } catch (error) {
      if (cancelledBy(error, [0])) throw new ReferralCodeTaken();
      if (cancelledBy(error, [1])) return this.approvePartner(id, code, decision);
      throw error;
    }
    return { referralCode: code, changed: true };
  }

  async rejectPartner(id: string, reason: string, decision: { at: string; by: string }): Promise<void> {
    const partner = await this.t.get({ PK: keys.userPk(id), SK: keys.SK.partner });
    if (!partner) throw new NotAnApplicant();
    try {
      await this.t.transact([
        profileChange(this.t.name, id, { condition: '#role = :pending', values: { ':pending': 'partner_pending' } }),
        {
          Update: {
            TableName: this.t.name,
            Key: { PK: keys.userPk(id), SK: keys.SK.partner },
            UpdateExpression: 'SET application = :app, GSI2PK = :pk, GSI2SK = :sk',
            ConditionExpression: 'attribute_exists(PK)',
            ExpressionAttributeValues: {
              ':app': { status: 'rejected', reason, decidedAt: decision.at, decidedBy: decision.by },
              ':pk': keys.applications('rejected'),
              ':sk': keys.byCreated(partner.createdAt as string, id),
            },
          },
        },
      ]);
    } catch (error) {
      if (cancelledBy(error, [0, 1])) throw new NotAnApplicant();
      throw error;
    }
  }
}
