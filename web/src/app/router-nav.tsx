import { useMemo, type ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { NavContext, type Nav, type NavLinkProps } from '../islands/nav';

const RouterLink = ({ to, ...rest }: NavLinkProps) => <Link to={to} {...rest} />;

/**
 * The router's links and navigation, for what the app shares with the public pages' islands
 * (islands/nav.tsx): the app's layout gives them to every page.
 */
export function RouterNav({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const nav = useMemo<Nav>(() => ({ pathname, navigate: (to, options) => navigate(to, options), Link: RouterLink }), [pathname, navigate]);
  return <NavContext.Provider value={nav}>{children}</NavContext.Provider>;
}
