import { Center, Loader, Stack, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { authMessages } from '@contract/messages';
import { notify } from '../../components/notifications';
import { paths } from '../../config/paths';
import { ApiError } from '../../lib/api';
import { usePageMeta } from '../../lib/page-meta';
import { useSession } from '../../lib/session';
import { isPartnerLogin, storage, storageKeys } from '../../lib/storage';
import { confirmEmail } from './api';
import { homePathFor } from '../../lib/home-path';

/**
 * Where the confirmation email's link lands (spec section 4): confirm the address, then read the
 * session — signed in: "Authentication successful!" and on to the stored redirect, the partner
 * dashboard or the user's home; not signed in: the login page (keeping the partner flag for it).
 * A partner applicant's link says `partner=1`, so opened in another browser (no flag stored there) it
 * still leads to the Partner Sign In.
 */
export function AuthCallbackPage() {
  usePageMeta('Confirming your email');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { refresh } = useSession();
  const ran = useRef(false);

  useEffect(() => {
    if (ran.current) return;
    ran.current = true;
    const token = params.get('token');
    const partnerLink = params.get('partner') === '1';
    if (partnerLink) storage.set(storageKeys.isPartnerLogin, 'true');
    void (async () => {
      try {
        if (token) await confirmEmail(token);
        const user = await refresh({ forceRefresh: true });
        if (!user) {
          // No session yet (the usual case for a confirmation link): the login comes next, so the
          // partner flag stays and a new partner meets the Partner Sign In, not the clients' login.
          if (token) notify('success', authMessages.emailConfirmed);
          navigate(paths.login, { replace: true });
          return;
        }
        const redirect = storage.get(storageKeys.redirectUrl);
        const partner = isPartnerLogin();
        storage.remove(storageKeys.redirectUrl, storageKeys.isPartnerLogin);
        notify('success', authMessages.authCallbackSuccess);
        const safeRedirect = redirect && redirect.startsWith('/') && !redirect.startsWith('//') ? redirect : null;
        navigate(safeRedirect ?? (partner ? paths.partnerDashboard : homePathFor(user.groups)), { replace: true });
      } catch (error) {
        storage.remove(storageKeys.redirectUrl);
        // A partner's link still leads to the Partner Sign In; anyone else's to the clients' login.
        if (partnerLink) storage.set(storageKeys.isPartnerLogin, 'true');
        else storage.remove(storageKeys.isPartnerLogin);
        notify('error', error instanceof ApiError ? authMessages.authCallbackFailed(error.message) : authMessages.authCallbackUnexpected);
        navigate(paths.login, { replace: true });
      }
    })();
  }, [params, navigate, refresh]);

  return (
    <Center py={120}>
      <Stack align="center">
        <Loader />
        <Text c="dimmed">Confirming your email…</Text>
      </Stack>
    </Center>
  );
}

export default AuthCallbackPage;
