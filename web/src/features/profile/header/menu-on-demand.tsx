import { lazy, Suspense, useState, type ComponentType, type ReactElement } from 'react';

/** What the stand-in button needs: its click opens the menu; pointing at it or focusing it starts the download. */
export interface TriggerHandlers {
  onClick: () => void;
  onPointerEnter: () => void;
  onFocus: () => void;
}

/**
 * A header menu whose code (Mantine's Menu, and Floating UI under it: about 20 KB gzipped) loads at its first
 * opening, not with the dashboard. Until then the page shows `trigger`, a plain button of the same look and name;
 * its click loads the menu, which mounts opened in the trigger's place (Mantine moves the focus into it, as at any
 * opening). Pointing at or focusing the trigger starts the download, so the menu is usually there by the click.
 */
export function menuOnDemand<P extends { defaultOpened: boolean }>(load: () => Promise<{ default: ComponentType<P> }>) {
  let loading: ReturnType<typeof load> | undefined;
  const preload = () => (loading ??= load());
  const Menu = lazy(preload);

  return function OnDemand({ trigger, menu }: { trigger: (handlers: TriggerHandlers) => ReactElement; menu: Omit<P, 'defaultOpened'> }) {
    const [wanted, setWanted] = useState(false);
    const plain = trigger({ onClick: () => setWanted(true), onPointerEnter: () => void preload(), onFocus: () => void preload() });
    if (!wanted) return plain;
    return (
      <Suspense fallback={plain}>
        <Menu {...(menu as P)} defaultOpened />
      </Suspense>
    );
  };
}
