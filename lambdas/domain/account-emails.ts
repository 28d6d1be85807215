import { CONFIRMATION_LINK_TTL_HOURS, INVITATION_CODE_TTL_HOURS, RESET_CODE_TTL_MINUTES } from './one-time-secrets.js';

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
}

const signature = '\n\n— The Credit Repair team\nIf you did not ask for this, you can ignore this email.';

export function confirmationEmail(to: string, name: string, link: string): EmailMessage {
  return {
    to,
    subject: 'Confirm your email address',
    text: `Hi ${name},\n\nWelcome! Please confirm your email address by opening this link:\n\n${link}\n\nThe link works once and expires in ${CONFIRMATION_LINK_TTL_HOURS} hours.${signature}`,
  };
}

export function resetCodeEmail(to: string, name: string, code: string): EmailMessage {
  return {
    to,
    subject: 'Your password reset code',
    text: `Hi ${name},\n\nYour password reset code is ${code}. It expires in ${RESET_CODE_TTL_MINUTES} minutes.${signature}`,
  };
}

/** The link only: the invitation code comes from the admin who added them, never by email (the two travel apart). */
export function invitationEmail(to: string, name: string, role: string, link: string): EmailMessage {
  return {
    to,
    subject: 'You have been added to the Credit Repair team',
    text: `Hi ${name},\n\nAn administrator added you to the team as ${role === 'admin' ? 'an admin' : 'an employee'}. Choose your password here:\n\n${link}\n\nYou will also need the invitation code the administrator gives you (it is not in this email). Both expire in ${INVITATION_CODE_TTL_HOURS} hours.${signature}`,
  };
}

/**
 * Someone asked to open an account with an address that already has one. The answer on the page is the
 * same as for a new address (no enumeration); the owner hears of it here. Only the owner's own name.
 */
export function signupAttemptEmail(to: string, name: string, loginLink: string): EmailMessage {
  return {
    to,
    subject: 'Someone tried to sign up with your email address',
    text: `Hi ${name},\n\nSomeone tried to create a new account with this email address, which already has an account with us. If it was you, just log in:\n\n${loginLink}\n\nIf you forgot your password, use "Forgot password" on that page. If it was not you, no action is needed: nothing about your account has changed.\n\n— The Credit Repair team`,
  };
}

export function resetLockedEmail(to: string, name: string, hours: number): EmailMessage {
  return {
    to,
    subject: 'Password reset locked on your account',
    text: `Hi ${name},\n\nThere were too many wrong password reset codes entered for your account, so we have locked password reset for ${hours} hours. Your password has not changed and you can still log in with it.\n\nIf this was not you, someone may be trying to get into your account: keep your password to yourself and contact support.\n\n— The Credit Repair team`,
  };
}

export const loginLink = (publicUrl: string) => `${publicUrl}/login`;

export const invitationLink = (publicUrl: string, email: string, token: string) =>
  `${publicUrl}/forgot-password?invited=1&email=${encodeURIComponent(email)}&invitation=${encodeURIComponent(token)}`;

/**
 * The confirmation link. A partner applicant's carries `partner=1`, so it leads to the Partner Sign In in
 * whatever browser opens it (a phone, another profile), not only in the one that applied.
 */
export const confirmationLink = (publicUrl: string, token: string, options: { partner?: boolean } = {}) =>
  `${publicUrl}/auth/callback?token=${encodeURIComponent(token)}${options.partner ? '&partner=1' : ''}`;

/** The groups that sign in with the Partner Sign In (the web's PARTNER_LOGIN_GROUPS without staff). */
export const PARTNER_ROLES: readonly string[] = ['partner', 'partner_pending', 'affiliate'];
