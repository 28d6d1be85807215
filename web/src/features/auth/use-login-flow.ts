import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { authMessages } from '@contract/messages';
import { notify } from '../../components/notifications';
import { hasTotp, signOut, type SessionUser } from '../../lib/auth';
import { isStaff } from '../../lib/home-path';
import { useSession } from '../../lib/session';
import { isPartnerLogin, storage, storageKeys } from '../../lib/storage';
import { ensureDocumentFolders, loginAllowed, nextPathAfterLogin } from './post-login';

/** The password, then (with an authenticator) its code; staff without one enrol before going on. */
export type LoginStep = { kind: 'password' } | { kind: 'code' } | { kind: 'enrol'; email: string };

/**
 * What happens once Cognito has said yes: the role gate, the confirmed email, staff MFA, then in; or a refusal that
 * signs out and says why. Also which login this is (the clients' or the Partner Sign In) and the banner's message.
 */
export function useLoginFlow() {
  // The Partner Sign In (spec: the isPartnerLogin flag); the clients' login can switch to it for a partner.
  const [partnerVariant, setPartnerVariant] = useState(isPartnerLogin);
  const [partnerOffered, setPartnerOffered] = useState(false);
  const navigate = useNavigate();
  const { refresh } = useSession();
  // Sent here because the session ended (the account was deleted, the staff role removed): the server's words.
  const notice = (useLocation().state as { notice?: unknown } | null)?.notice;
  const [error, setError] = useState<string | null>(typeof notice === 'string' ? notice : null);
  const [unverifiedEmail, setUnverifiedEmail] = useState<string | null>(null);
  const [step, setStep] = useState<LoginStep>({ kind: 'password' });

  const refuse = async (message: string) => {
    await signOut();
    await refresh();
    setStep({ kind: 'password' });
    setError(message);
  };

  const enter = async (user: SessionUser) => {
    notify('success', authMessages.loginSuccess);
    if (partnerVariant) storage.remove(storageKeys.isPartnerLogin);
    if (user.groups.includes('client')) await ensureDocumentFolders();
    navigate(nextPathAfterLogin(user.groups), { replace: true });
  };

  /** After the password (and code): the role gate, the confirmed email, staff MFA, then in. */
  const afterSignIn = async () => {
    try {
      const user = await refresh();
      if (!user) throw new Error('no session');
      // The role gate reads the signed token's groups, never a public lookup of the email.
      if (!loginAllowed(user.groups, partnerVariant)) {
        // A partner on the clients' login is offered the Partner Sign In rather than refused.
        if (!partnerVariant && loginAllowed(user.groups, true)) {
          await refuse(authMessages.partnerAccount);
          setPartnerOffered(true);
          return;
        }
        return await refuse(partnerVariant ? authMessages.partnerLoginDenied : authMessages.accessDenied);
      }
      if (!user.emailVerified) {
        await refuse(authMessages.emailNotVerified);
        setUnverifiedEmail(user.email);
        return;
      }
      // GLBA Safeguards Rule: whoever can read customer information signs in with a second factor.
      if (isStaff(user.groups) && !(await hasTotp())) {
        setStep({ kind: 'enrol', email: user.email });
        return;
      }
      await enter(user);
    } catch {
      setError(authMessages.roleCheckFailed);
    }
  };

  /** A new attempt: what the last one said goes. */
  const startAttempt = () => {
    setError(null);
    setUnverifiedEmail(null);
    setPartnerOffered(false);
  };

  const switchToPartner = () => {
    storage.set(storageKeys.isPartnerLogin, 'true');
    setPartnerOffered(false);
    setError(null);
    setPartnerVariant(true);
  };

  return { partnerVariant, partnerOffered, error, setError, unverifiedEmail, step, setStep, refuse, afterSignIn, startAttempt, switchToPartner };
}

export type LoginFlow = ReturnType<typeof useLoginFlow>;
