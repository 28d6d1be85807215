/**
 * The islands of a prerendered public page (islands/island.tsx), for a visitor: the page is the server's
 * HTML, and only its interactive parts hydrate, each on a root of its own, when their `data-island-when`
 * says. No React is loaded until the first island hydrates. Part of the entry (main.tsx): no React here.
 */
import { OPEN_CHAT_EVENT } from '../lib/chat-events';

/** Input that means the visitor is using the page (or, inside an island, that part of it). */
const PAGE_INPUT = ['pointerdown', 'keydown', 'touchstart', 'focusin'] as const;
/** Inside an island, a pointer on its way counts too: its code loads while the pointer travels. */
const ISLAND_INPUT = [...PAGE_INPUT, 'pointerover'] as const;
/** An idle moment may never come on a busy device; the islands that change without input hydrate by then anyway. */
const IDLE_TIMEOUT_MS = 2000;

type State = { started: boolean; live: boolean; held?: () => void; ready: Promise<void> };

export interface IslandsOptions {
  /** Hydrates one island; resolves once it is live (islands/hydrate.tsx, loaded with React DOM on first use). */
  hydrate: (element: HTMLElement) => Promise<void>;
  /** Runs once, at the visitor's first input anywhere (the full stylesheet). */
  onFirstInput?: () => void;
  /** An idle island with a `data-island-gate` hydrates only if this resolves true (asked once per gate). */
  gate?: (name: string) => Promise<boolean>;
  target?: Window;
}

/**
 * Runs `start` after the load event and the page's next frame, at the browser's next idle moment. The page has no
 * subresource to wait for, so on a busy device its load event (and an idle moment) can come before its first
 * paint; what starts here fetches (the figures, /config.json), and would then be on the paint's path.
 */
function whenIdle(start: () => void, target: Window): void {
  const idle = () => (typeof target.requestIdleCallback === 'function' ? target.requestIdleCallback(() => start(), { timeout: IDLE_TIMEOUT_MS }) : target.setTimeout(start, 1));
  const afterFrame = () => (typeof target.requestAnimationFrame === 'function' ? target.requestAnimationFrame(() => target.setTimeout(idle, 0)) : idle());
  if (target.document.readyState === 'complete') afterFrame();
  else target.addEventListener('load', afterFrame, { once: true });
}

/** Arms every island under `root`. Returns a function that hydrates an island at once (tests, and the chat's event). */
export function startIslands(root: HTMLElement, { hydrate, onFirstInput, gate, target = window }: IslandsOptions): (element: HTMLElement) => Promise<void> {
  const states = new Map<HTMLElement, State>();
  const islands = [...root.querySelectorAll<HTMLElement>('[data-island-id]')];

  const start = (element: HTMLElement): Promise<void> => {
    const state = states.get(element)!;
    if (state.started) return state.ready;
    state.started = true;
    state.ready = hydrate(element).then(
      () => {
        state.live = true;
        const held = state.held;
        state.held = undefined;
        held?.();
      },
      (error: unknown) => console.error('An island failed to load:', error),
    );
    return state.ready;
  };
  const islandOf = (node: EventTarget | null) => {
    const element = node instanceof Element ? node.closest<HTMLElement>('[data-island-id]') : null;
    return element && states.has(element) ? element : null;
  };

  const gates = new Map<string, Promise<boolean>>();
  const opened = (name: string | undefined) => {
    if (!name || !gate) return Promise.resolve(true);
    if (!gates.has(name)) gates.set(name, gate(name).catch(() => false));
    return gates.get(name)!;
  };

  for (const element of islands) {
    states.set(element, { started: false, live: false, ready: Promise.resolve() });
    const when = element.dataset.islandWhen;
    if (when === 'idle')
      whenIdle(
        () =>
          void opened(element.dataset.islandGate).then((open) => {
            if (open) void start(element);
          }),
        target,
      );
    else if (when === 'page') {
      const once = () => {
        for (const type of PAGE_INPUT) target.removeEventListener(type, once, true);
        void start(element);
      };
      for (const type of PAGE_INPUT) target.addEventListener(type, once, { capture: true, passive: true });
    } else {
      const once = () => {
        for (const type of ISLAND_INPUT) element.removeEventListener(type, once, true);
        void start(element);
      };
      for (const type of ISLAND_INPUT) element.addEventListener(type, once, { capture: true, passive: true });
    }
  }

  // A tap on a button of an island that is not live yet would do nothing: it is held, and clicked again once
  // the island is live (the latest one). A form submitted by its Enter key is submitted again the same way.
  // Links need no help: they work as plain links.
  const hold = (event: Event) => {
    const element = islandOf(event.target);
    const state = element && states.get(element);
    if (!element || !state || state.live) return;
    if (event.type === 'click') {
      const button = (event.target as Element).closest('button');
      if (!button || !element.contains(button)) return;
      event.preventDefault();
      event.stopPropagation();
      state.held = () => button.isConnected && button.click();
    } else {
      const form = event.target as HTMLFormElement;
      event.preventDefault();
      event.stopPropagation();
      state.held = () => form.isConnected && form.requestSubmit();
    }
    void start(element);
  };
  target.document.addEventListener('click', hold, true);
  target.document.addEventListener('submit', hold, true);

  // "Start a chat" on the contact and support pages opens the chat launcher's widget: if the launcher is not
  // live yet, it hydrates first and hears the request again.
  target.addEventListener(OPEN_CHAT_EVENT, () => {
    const chat = islands.find((element) => element.dataset.island === 'chat');
    const state = chat && states.get(chat);
    if (!chat || !state || state.live) return;
    void start(chat).then(() => target.dispatchEvent(new Event(OPEN_CHAT_EVENT)));
  });

  if (onFirstInput) {
    const once = () => {
      for (const type of PAGE_INPUT) target.removeEventListener(type, once, true);
      onFirstInput();
    };
    for (const type of PAGE_INPUT) target.addEventListener(type, once, { capture: true, passive: true });
  }

  // The footer's year is the build's; the visitor's clock may be in a later one.
  const year = String(new Date().getFullYear());
  root.querySelectorAll<HTMLElement>('[data-current-year]').forEach((element) => {
    if (element.textContent !== year) element.textContent = year;
  });
  return start;
}
