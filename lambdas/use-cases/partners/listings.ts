import { applicationRow, applicationStatus, partnerRow, referredClient, shareLink } from '../../domain/admin.js';
import type { PartnerMeResponse } from '../../contract/partners.js';
import type { Deps } from '../../ports/deps.js';
import type { ListRequest, Page, PartnerSort } from '../../ports/user-views.js';


/** The Partners tab: approved partners, one page, sorted and searched by the store. */
export async function listPartners(deps: { userViews: Pick<Deps['userViews'], 'listPartners'> }, request: ListRequest<PartnerSort>): Promise<Page<ReturnType<typeof partnerRow>>> {
  const page = await deps.userViews.listPartners(request);
  return { items: page.items.map(partnerRow), next: page.next };
}

/** Partner applications awaiting a decision (or the rejected ones), newest first. */
export async function listApplications(
  deps: { userViews: Pick<Deps['userViews'], 'listApplications'> },
  status: 'pending' | 'rejected',
  limit: number,
  after?: Record<string, unknown>,
): Promise<Page<ReturnType<typeof applicationRow>>> {
  const page = await deps.userViews.listApplications(status, limit, after);
  return { items: page.items.map(applicationRow), next: page.next };
}

/** A partner's own referred clients, newest first: name, signup date and onboarding progress only. */
export async function listReferredClients(
  deps: { userViews: Pick<Deps['userViews'], 'listPartnerClients'> },
  partnerId: string,
  limit: number,
  after?: Record<string, unknown>,
): Promise<Page<ReturnType<typeof referredClient>>> {
  const page = await deps.userViews.listPartnerClients(partnerId, limit, after);
  return { items: page.items.map(referredClient), next: page.next };
}

/** The partner dashboard's header: referral code, share link and the referred-client counter ('none' for a non-partner). */
export async function partnerSummary(deps: { userViews: Pick<Deps['userViews'], 'getUserView'>; config: { publicUrl: string } }, userId: string): Promise<PartnerMeResponse> {
  const me = await deps.userViews.getUserView(userId);
  const partner = me?.partner;
  const status = me && partner ? applicationStatus(me.role, partner) : 'none';
  return {
    businessName: partner?.businessName ?? null,
    status,
    rejectionReason: status === 'rejected' ? (partner?.application?.reason ?? null) : null,
    referralCode: partner?.referralCode ?? null,
    shareLink: partner?.referralCode ? shareLink(deps.config.publicUrl, partner.referralCode) : null,
    clientCount: partner?.clientCount ?? 0,
  };
}
