import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { DashboardReader, UserCollection } from '../../ports/dashboard.js';
import type { StoredClient, StoredProfile } from '../../ports/profile.js';
import { bankItemFromItem, insightsFromItem } from './bank.js';
import { creditReportFromItem } from './credit-reports.js';
import { newestFirst, documentFromItem } from './documents.js';
import { recordOf, reviewOf } from './identity.js';
import * as keys from './keys.js';
import { toNotification } from './notifications.js';
import { stripKeys } from './profile.js';
import { toSignature, toState } from './subscriptions.js';
import { TableClient, type Item } from './table-client.js';
import { toOtp, toVerification } from './verification.js';

/**
 * The dashboard's one read: a Query over the user's whole collection (`PK=USER#<id>`), continued only
 * when DynamoDB pages it (past 1 MB), sorted into the typed parts by sort key.
 */
export class DynamoDashboard implements DashboardReader {
  private readonly t: TableClient;

  constructor(doc: DynamoDBDocumentClient, table: string) {
    this.t = new TableClient(doc, table);
  }

  async read(userId: string): Promise<UserCollection> {
    const items = await this.t.all({ partition: keys.userPk(userId), consistent: true });
    const out: UserCollection = {
      profile: undefined,
      client: undefined,
      subscription: undefined,
      verification: undefined,
      otp: undefined,
      documents: [],
      notifications: [],
      agreements: [],
      creditReports: [],
      analyses: 0,
      bank: undefined,
      identity: undefined,
      identityReviews: [],
    };
    let bankItem: Item | undefined;
    let bankInsights: Item | undefined;
    for (const item of items) {
      const sk = item.SK as string;
      if (sk === keys.SK.profile) out.profile = stripKeys(item) as unknown as StoredProfile;
      else if (sk === keys.SK.client) out.client = stripKeys(item) as unknown as StoredClient;
      else if (sk === keys.billingSk.subscription) out.subscription = toState(item);
      else if (sk === keys.SK.verification) out.verification = toVerification(item);
      else if (sk === keys.SK.otp) out.otp = toOtp(item);
      else if (sk.startsWith(keys.DOC_PREFIX)) out.documents.push(documentFromItem(item));
      else if (sk.startsWith(keys.NOTE_PREFIX)) out.notifications.push(toNotification(item));
      else if (sk.startsWith(keys.billingSk.agreementPrefix)) out.agreements.push(toSignature(item));
      else if (sk.startsWith(keys.CREDIT_PREFIX)) out.creditReports.push(creditReportFromItem(item));
      else if (sk.startsWith(keys.ANALYSIS_PREFIX)) out.analyses++;
      else if (sk === keys.IDENTITY_SK) out.identity = recordOf(item);
      else if (sk.startsWith(keys.IDENTITY_REVIEW_PREFIX)) out.identityReviews.push(reviewOf(item));
      else if (sk === keys.BANK_ITEM_SK) bankItem = item;
      else if (sk === keys.BANK_INSIGHTS_SK) bankInsights = item;
    }
    // Both, or none: a connection whose first sync has not finished shows no card yet.
    if (bankItem && bankInsights) out.bank = { item: bankItemFromItem(bankItem), insights: insightsFromItem(bankInsights) };
    out.documents.sort(newestFirst);
    out.notifications.sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id));
    // The Query returns the CREDIT# items in sort-key order (pull time): already oldest first.
    out.agreements.sort((a, b) => b.signedAt.localeCompare(a.signedAt));
    return out;
  }
}
