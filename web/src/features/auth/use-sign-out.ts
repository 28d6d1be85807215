import { useNavigate } from 'react-router';
import { authMessages } from '../../../../lambdas/contract/messages';
import { notify } from '../../components/notifications';
import { paths } from '../../config/paths';
import { useSession } from '../../lib/session';
import { storage, storageKeys } from '../../lib/storage';

/** Spec: clear the partner flag, redirect and company name, end the session, toast, go home. */
export function useSignOut() {
  const { endSession } = useSession();
  const navigate = useNavigate();
  return async () => {
    storage.remove(storageKeys.isPartnerLogin, storageKeys.redirectUrl, storageKeys.companyName);
    try {
      await endSession();
      notify('success', authMessages.logoutSuccess);
    } catch {
      notify('error', authMessages.unexpected);
    }
    navigate(paths.home);
  };
}
