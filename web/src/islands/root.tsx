import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useMemo, type ReactNode } from 'react';
import { SessionContext, visitorSession } from '../lib/session-context';
import { cssVariablesResolver, theme } from '../theme';
import { NavContext, plainNav } from './nav';
import { islandQueryClient } from './query-client';

export { islandQueryClient } from './query-client';


function Hydrated({ onHydrated }: { onHydrated: () => void }) {
  useEffect(onHydrated, [onHydrated]);
  return null;
}

/**
 * What an island renders in, in the prerenderer and in the browser alike: Mantine's theme (its CSS variables
 * and global classes are in the page already), a query cache, a visitor's session (a visitor with a stored
 * session gets the app instead) and plain links. `onHydrated` runs once the island is live (the browser only).
 */
export function IslandRoot({ pathname, onHydrated, children }: { pathname: string; onHydrated?: () => void; children: ReactNode }) {
  const nav = useMemo(() => plainNav(pathname), [pathname]);
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} withCssVariables={false} withGlobalClasses={false}>
      <QueryClientProvider client={islandQueryClient()}>
        <SessionContext.Provider value={visitorSession}>
          <NavContext.Provider value={nav}>
            {children}
            {onHydrated && <Hydrated onHydrated={onHydrated} />}
          </NavContext.Provider>
        </SessionContext.Provider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
