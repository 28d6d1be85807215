/**
 * The page a user signs out from. Until they are elsewhere, its guard must not treat the ended
 * session as a visit to remember (it would send them to /login and store the page as the redirect).
 */
let leavingPath: string | null = null;

export const markLeaving = (path: string | null) => {
  leavingPath = path;
};
export const isLeaving = (path: string) => leavingPath === path;
/** Whether a sign-out (or an account deletion) is under way: answers about the ending session are expected then. */
export const isSigningOut = () => leavingPath !== null;
