import { quotaMessages } from '../contract/messages.js';
import { normalizeUsPhone } from '../domain/phone.js';
import { limitBy, limitBySource } from '../http/rate-limit.js';
import { ok } from '../http/respond.js';
import { route } from '../http/route.js';
import { dashboardRoutes } from '../routes/dashboard.js';
import { smsVerification } from '../use-cases/verification/sms.js';
import { smsVerificationRequest } from '../contract/verification.js';

/** SMS identity verification: request a code, check it, or skip for now. */
export const handler = route(dashboardRoutes.smsVerification, { body: smsVerificationRequest }, async ({ caller, body, event }, deps) => {
  if (body.action === 'request') {
    await limitBySource(deps, 'smsCode', event);
    await limitBy(deps, 'smsCodeAccount', caller.id, quotaMessages.smsCodes);
    await limitBy(deps, 'smsCodeAccountDay', caller.id, quotaMessages.smsCodes);
    await limitBy(deps, 'smsCodePhone', normalizeUsPhone(body.phoneNumber) ?? body.phoneNumber);
  } else if (body.action === 'verify') {
    await limitBy(deps, 'smsVerifyAccount', caller.id);
  }
  return ok(await smsVerification(deps, caller.id, body));
});
