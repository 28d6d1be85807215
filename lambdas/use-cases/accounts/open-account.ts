import { loginLink, signupAttemptEmail } from '../../domain/account-emails.js';
import { EmailTaken } from '../../errors.js';
import { createAccount, type CreateAccountDeps, type NewAccount } from './create-account.js';
import { sendConfirmationLink, type FlowDeps } from './one-time-messages.js';

export type OpenAccountDeps = CreateAccountDeps & FlowDeps & { users: CreateAccountDeps['users'] & { getUser(id: string): Promise<{ fullName: string } | undefined> } };

/**
 * A self-service account (signup, partner application) with its confirmation link. When the address
 * already has an account, nothing is made and its owner is told by email instead; the caller answers
 * exactly as for a new account, so the page cannot be used to learn who has one.
 */
export async function openAccount(deps: OpenAccountDeps, input: NewAccount): Promise<{ userId: string } | { existing: true }> {
  try {
    const { id } = await createAccount(deps, input);
    await sendConfirmationLink(deps, { userId: id, email: input.email, name: input.name, role: input.role });
    return { userId: id };
  } catch (error) {
    if (!(error instanceof EmailTaken)) throw error;
    await tellOwner(deps, input.email);
    return { existing: true };
  }
}

/** The owner's own name only: nothing the requester typed goes into this email. */
async function tellOwner(deps: OpenAccountDeps, email: string): Promise<void> {
  const userId = await deps.users.findUserIdByEmail(email);
  const profile = userId ? await deps.users.getUser(userId) : undefined;
  const name = profile?.fullName ?? (await deps.directory.getUser(email))?.name ?? 'there';
  await deps.email.send(signupAttemptEmail(email, name, loginLink(deps.config.publicUrl)));
}
