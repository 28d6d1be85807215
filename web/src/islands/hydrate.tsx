import type { ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { IslandRoot } from './root';
import { trimSlash } from './nav';
import { islandLoaders, type IslandName } from './registry';

/**
 * Hydrates one island of a prerendered page on a root of its own, with the ids the prerenderer gave it
 * (the same `identifierPrefix`, so what React generates matches the HTML). Resolves once it is live.
 */
export async function hydrateIsland(element: HTMLElement): Promise<void> {
  const name = element.dataset.island as IslandName;
  const load = islandLoaders[name];
  if (!load) throw new Error(`No island named ${name}`);
  const Component = (await load()) as ComponentType<object>;
  const props = element.dataset.islandProps ? (JSON.parse(element.dataset.islandProps) as object) : {};
  await new Promise<void>((resolve) => {
    hydrateRoot(
      element,
      <IslandRoot pathname={trimSlash(window.location.pathname)} onHydrated={resolve}>
        <Component {...props} />
      </IslandRoot>,
      {
        identifierPrefix: `${element.dataset.islandId}-`,
        onRecoverableError: (error) => {
          // A hydration mismatch: React re-renders the island on the client; the e2e tests fail on this message.
          console.error('Hydration error:', error instanceof Error ? error.message : error);
        },
      },
    );
  });
}
