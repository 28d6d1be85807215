import type { EmailMessage } from '../domain/account-emails.js';

/** The email port: account emails (confirmation links, reset codes). SES in AWS, the outbox locally. */
export interface Email {
  send(message: EmailMessage): Promise<void>;
}
