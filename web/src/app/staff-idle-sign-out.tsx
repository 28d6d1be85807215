import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { STAFF_IDLE_MINUTES } from '@contract/auth';
import { sessionMessages } from '@contract/messages';
import { paths } from '../config/paths';
import { useSession } from '../lib/session';
import type { LoginNotice } from './session-problems';

const ACTIVITY = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const;

/**
 * A staff member's browser signs out after 15 minutes without input, as the server ends the session after 15
 * minutes without a call: a screen left open at a desk does not stay on customers' data.
 */
export function StaffIdleSignOut() {
  const navigate = useNavigate();
  const { user, endSession } = useSession();
  const staff = Boolean(user?.groups.some((group) => group === 'admin' || group === 'employee'));

  useEffect(() => {
    if (!staff) return;
    let timer: ReturnType<typeof setTimeout>;
    const restart = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        void endSession().then(() => navigate(paths.login, { replace: true, state: { notice: sessionMessages.staffSessionIdle } satisfies LoginNotice }));
      }, STAFF_IDLE_MINUTES * 60_000);
    };
    for (const event of ACTIVITY) window.addEventListener(event, restart, { passive: true });
    restart();
    return () => {
      clearTimeout(timer);
      for (const event of ACTIVITY) window.removeEventListener(event, restart);
    };
  }, [staff, endSession, navigate]);

  return null;
}
