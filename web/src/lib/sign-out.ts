import { useLocation, useNavigate } from 'react-router';
import { notify } from '../components/notifications';
import { paths } from '../config/paths';
import { markLeaving } from './leaving';
import { useSession } from './session';
import { storage, storageKeys } from './storage';

/**
 * Spec: clear the partner flag, redirect and company name, end the session, go home, toast.
 * The page being left is marked, so its guard does not remember it as the place to return to.
 */
export function useSignOut() {
  const { endSession } = useSession();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return async () => {
    markLeaving(pathname);
    await navigate(paths.home);
    storage.remove(storageKeys.isPartnerLogin, storageKeys.redirectUrl, storageKeys.companyName);
    // The messages load with the sign-out, not with every page (the public pages' first load).
    const messages = import('@contract/messages');
    try {
      await endSession();
      // Another navigation (a page's own redirect, a slow chunk) may have overtaken the one home: end there all the same.
      if (window.location.pathname !== paths.home) await navigate(paths.home, { replace: true });
      notify('success', (await messages).authMessages.logoutSuccess);
    } catch {
      notify('error', (await messages).authMessages.unexpected);
    } finally {
      setTimeout(() => markLeaving(null), 1000);
    }
  };
}
