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

export function invitationEmail(to: string, name: string, role: string, code: string, link: string): EmailMessage {
  return {
    to,
    subject: 'You have been added to the Credit Repair team',
    text: `Hi ${name},\n\nAn administrator added you to the team as ${role === 'admin' ? 'an admin' : 'an employee'}. Choose your password here:\n\n${link}\n\nYour code is ${code}. It expires in ${INVITATION_CODE_TTL_HOURS} hours.${signature}`,
  };
}

export const invitationLink = (publicUrl: string, email: string) => `${publicUrl}/forgot-password?invited=1&email=${encodeURIComponent(email)}`;

export const confirmationLink = (publicUrl: string, token: string) => `${publicUrl}/auth/callback?token=${encodeURIComponent(token)}`;
