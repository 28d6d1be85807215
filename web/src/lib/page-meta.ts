import { createContext, createElement, useContext, useEffect, type ReactNode } from 'react';

export const SITE_NAME = 'Credit Repair';

export const fullTitle = (title: string) => (title === SITE_NAME ? title : `${title} | ${SITE_NAME}`);

/** What the prerenderer reads after rendering a page: the title and description the page asked for. */
export interface CollectedMeta {
  title?: string;
  description?: string;
}

type Recorder = (title: string, description?: string) => void;
const Collector = createContext<Recorder | null>(null);

/** Server rendering only: pages write their meta into `meta` while they render (effects do not run there). */
export function PageMetaCollector({ meta, children }: { meta: CollectedMeta; children: ReactNode }) {
  const record: Recorder = (title, description) => {
    meta.title = fullTitle(title);
    if (description) meta.description = description;
  };
  return createElement(Collector.Provider, { value: record }, children);
}

/** Sets the page's title and meta description (in the browser; into the collector when prerendering). */
export function usePageMeta(title: string, description?: string) {
  useContext(Collector)?.(title, description);
  useEffect(() => {
    document.title = fullTitle(title);
    if (description) {
      let meta = document.querySelector('meta[name="description"]');
      if (!meta) {
        meta = document.createElement('meta');
        meta.setAttribute('name', 'description');
        document.head.appendChild(meta);
      }
      meta.setAttribute('content', description);
    }
  }, [title, description]);
}
