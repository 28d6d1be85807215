import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Pages are lazily imported chunks; on a busy machine the first import takes longer than the default 1 s, and while
// the suite's other projects run beside the web files on 2 cores it took over 5 s (credit-tab's first slide). Under the
// project's 20 s test timeout, so a wait that never ends still fails as a wait, with its message.
configure({ asyncUtilTimeout: 15_000 });

// A file may run in Node (`// @vitest-environment node`, e.g. test/web/lib/letters/font-data.test.ts): no window to patch.
const jsdom = typeof window !== 'undefined';
if (jsdom) await import('./setup-jsdom');

afterEach(() => {
  if (!jsdom) return;
  cleanup();
  localStorage.clear();
});
