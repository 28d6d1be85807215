import { Center, Loader } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import type { authMessages } from '@contract/auth-messages';
import { notify } from '../components/notifications';
import { paths } from '../config/paths';
import { startGuardedPrefetch } from '../lib/guarded-prefetch';
import { homePathFor } from '../lib/home-path';
import { useSubscription } from '../lib/subscription';
import { isLeaving } from '../lib/leaving';
import { useSession } from '../lib/session';
import { storage, storageKeys } from '../lib/storage';

/** Spec section 6: who may use the partner area. */
export const PARTNER_AREA_GROUPS = ['partner', 'partner_pending', 'affiliate', 'admin', 'employee'] as const;

interface Props {
  children: ReactNode;
  requireSubscription?: boolean;
  /** Partner area: sends visitors to the partner login and admits only PARTNER_AREA_GROUPS. */
  partner?: boolean;
  /** Only these groups (the server enforces the same on its routes). */
  groups?: readonly string[];
}

/** A screen tall, so the footer stays below the fold while the page loads instead of being pushed down when it arrives. */
function Loading() {
  return (
    <Center mih="100vh" aria-busy="true" aria-label="Loading">
      <Loader />
    </Center>
  );
}

/** A refusal's toast, its text loaded with it: the guard of every signed-in page does not carry the account texts. */
function warn(text: (messages: typeof authMessages) => string) {
  void import('@contract/auth-messages').then(({ authMessages }) => notify('error', text(authMessages)));
}

/** The generic guard of spec section 4: loading, login with the path remembered, role, then subscription. */
export function ProtectedRoute({ children, requireSubscription, partner, groups }: Props) {
  const { status, user } = useSession();
  const location = useLocation();
  const allowed = partner ? PARTNER_AREA_GROUPS : groups;
  const roleOk = !allowed || Boolean(user?.groups.some((g) => allowed.includes(g as never)));
  const subscription = useSubscription(status === 'signedIn' && roleOk && Boolean(requireSubscription));
  const warned = useRef(false);
  const queryClient = useQueryClient();

  // The page's first read goes out now, beside the subscription check (lib/guarded-prefetch.ts).
  useEffect(() => {
    if (status === 'signedIn' && roleOk) startGuardedPrefetch(location.pathname, queryClient);
  }, [status, roleOk, location.pathname, queryClient]);

  useEffect(() => {
    if (warned.current) return;
    if (status === 'signedIn' && !roleOk) {
      warned.current = true;
      if (partner) warn((m) => m.partnerAccessDenied);
      else notify('error', 'You do not have permission to view that page.');
    } else if (subscription.isError) {
      warned.current = true;
      warn((m) => m.subscriptionCheckFailed);
    }
  }, [status, roleOk, partner, subscription.isError]);

  if (status === 'loading') return <Loading />;
  if (status === 'signedOut' && isLeaving(location.pathname)) return <Loading />;
  if (status === 'signedOut') {
    storage.set(storageKeys.redirectUrl, `${location.pathname}${location.search}`);
    if (partner) storage.set(storageKeys.isPartnerLogin, 'true');
    return <Navigate to={paths.login} replace />;
  }
  // The partner area's refusal goes to /profile (spec); any other refusal to where the user's work is.
  if (!roleOk) return <Navigate to={partner ? paths.profile : homePathFor(user?.groups ?? [])} replace />;
  if (requireSubscription) {
    if (subscription.isPending) return <Loading />;
    // A failed check counts as inactive (spec).
    if (subscription.isError || !subscription.data.hasActiveSubscription) return <Navigate to={paths.paymentRequired} replace />;
  }
  return <>{children}</>;
}
