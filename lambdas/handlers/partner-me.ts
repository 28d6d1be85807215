import type { PartnerMeResponse } from '../contract/partners.js';
import { applicationStatus, shareLink } from '../domain/admin.js';
import { ok } from '../http/respond.js';
import { route } from '../http/route.js';
import { routes } from '../routes.js';

/** The partner dashboard's header: referral code, share link and the referred-client counter. */
export const handler = route(routes.partnerMe, async ({ caller }, deps) => {
  const me = await deps.adminStore.getUserView(caller.id);
  const partner = me?.partner;
  const status = me && partner ? applicationStatus(me.role, partner) : 'none';
  const body: PartnerMeResponse = {
    businessName: partner?.businessName ?? null,
    status,
    rejectionReason: status === 'rejected' ? (partner?.application?.reason ?? null) : null,
    referralCode: partner?.referralCode ?? null,
    shareLink: partner?.referralCode ? shareLink(deps.config.publicUrl, partner.referralCode) : null,
    clientCount: partner?.clientCount ?? 0,
  };
  return ok(body);
});
