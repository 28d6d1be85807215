import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { sessionProblemCodes } from '@contract/session-problems';
import { paths } from '../config/paths';
import { onSessionProblem } from '../lib/api';
import { isSigningOut } from '../lib/leaving';
import { useSession } from '../lib/session';

const StaffTotpEnrolment = lazy(() => import('../components/mfa/staff-totp-enrolment'));

/** What the login page shows when it was reached because the session ended (the server's message). */
export interface LoginNotice {
  notice: string;
}

/**
 * Acts on the server saying the session no longer works: a deleted account or a removed
 * staff role signs out and lands on the login page with the server's message; a staff account without
 * an authenticator is taken through setting one up, then the page's data is asked for again.
 */
export function SessionProblems() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { user, endSession } = useSession();
  const [enrol, setEnrol] = useState(false);

  useEffect(
    () =>
      onSessionProblem(({ code, message }) => {
        // The user's own sign-out or account deletion is ending the session already (and says so itself).
        if (isSigningOut()) return;
        if (code === sessionProblemCodes.staffTotpRequired) {
          setEnrol(true);
          return;
        }
        void endSession().then(() => navigate(paths.login, { replace: true, state: { notice: message } satisfies LoginNotice }));
      }),
    [endSession, navigate],
  );

  if (!enrol || !user) return null;
  return (
    <Suspense fallback={null}>
      <StaffTotpEnrolment
        email={user.email}
        onClose={() => setEnrol(false)}
        onDone={async () => {
          setEnrol(false);
          await queryClient.invalidateQueries();
        }}
      />
    </Suspense>
  );
}
