import { createContext, useContext, type AnchorHTMLAttributes, type ReactElement, type Ref } from 'react';

export type NavLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: string; ref?: Ref<HTMLAnchorElement> };

/**
 * How a component shared by the app and the public pages' islands links and navigates. In the app (under
 * the router, app/layout/app-layout.tsx) the router's: client-side navigation. In an island of a
 * prerendered public page (no router there: it is most of the app's weight) the browser's: a plain link, a
 * page load, and the path the page was rendered for.
 */
export interface Nav {
  pathname: string;
  navigate: (to: string, options?: { replace?: boolean }) => unknown;
  Link: (props: NavLinkProps) => ReactElement;
}

/** A plain link: the browser loads the page (the public pages are prerendered HTML, quick to load). */
export function PlainLink({ to, ref, ...rest }: NavLinkProps) {
  return <a ref={ref} href={to} {...rest} />;
}

/** The path without a trailing slash (CloudFront may serve `/faq/` for `/faq`). */
export const trimSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

/** The browser's navigation, for a page rendered at `pathname`. */
export const plainNav = (pathname: string): Nav => ({
  pathname: trimSlash(pathname),
  navigate: (to, options) => (options?.replace ? window.location.replace(to) : window.location.assign(to)),
  Link: PlainLink,
});

export const NavContext = createContext<Nav>(plainNav('/'));

export const useNav = () => useContext(NavContext);
