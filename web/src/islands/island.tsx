import { createContext, useContext, useId, type ComponentType } from 'react';
import type { IslandName } from './registry';

/**
 * When an island of a prerendered page hydrates: at the browser's first idle moment after the load event
 * (it changes without input: the measured figures), at the first input inside it (a pointer on its way, a
 * focus, a key: the menu, the forms, the chat), or at the first input anywhere on the page (the toasts).
 */
export type IslandWhen = 'idle' | 'interaction' | 'page';

export interface CollectedIsland {
  name: IslandName;
  /** Unique in the page: the island's element's `data-island-id`, and the prefix of the ids React makes in it. */
  id: string;
  when: IslandWhen;
  Component: ComponentType<never>;
  props: object;
  gate?: IslandGate;
}

/** What an idle island waits for besides an idle moment: `figures`, that the measured figures change the page (islands/figures.ts). */
export type IslandGate = 'figures';

/** The prerenderer's collector (entry-server.tsx): it renders each island on its own, as the browser hydrates it. */
export const IslandCollector = createContext<((key: string, island: Omit<CollectedIsland, 'id'>) => string) | null>(null);

/**
 * A part of a public page that the visitor can use: on a prerendered page it alone hydrates (the rest of the
 * page stays the server's HTML, with no React, router or query client behind it), on its own root, when
 * `when` says (islands/runtime.ts). In the app (the page reached by navigating, or a signed-in visitor's
 * page) it renders in place. Its element does not lay anything out (`display: contents`); `inline` makes it
 * a span, for islands inside a paragraph. `props` must survive JSON: the browser reads them from the HTML.
 */
export function Island<P extends object>({
  name,
  when,
  component: Component,
  props = {} as P,
  inline = false,
  gate,
}: {
  name: IslandName;
  when: IslandWhen;
  component: ComponentType<P>;
  props?: P;
  inline?: boolean;
  gate?: IslandGate;
}) {
  const collect = useContext(IslandCollector);
  const key = useId();
  const Tag = inline ? 'span' : 'div';
  const attributes = { 'data-island': name, 'data-island-when': when, 'data-island-gate': gate, style: { display: 'contents' } };
  if (collect) {
    const id = collect(key, { name, when, Component: Component as ComponentType<never>, props, ...(gate ? { gate } : {}) });
    const json = JSON.stringify(props);
    return <Tag {...attributes} data-island-id={id} data-island-props={json === '{}' ? undefined : json} dangerouslySetInnerHTML={{ __html: `<!--island:${id}-->` }} />;
  }
  return (
    <Tag {...attributes}>
      <Component {...props} />
    </Tag>
  );
}
