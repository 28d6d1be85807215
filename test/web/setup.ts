import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Pages are lazily imported chunks; on a busy machine the first import takes longer than the default 1 s.
configure({ asyncUtilTimeout: 5000 });

// A file may run in Node (`// @vitest-environment node`, e.g. test/web/lib/letters/font-data.test.ts): no window to patch.
const jsdom = typeof window !== 'undefined';
if (jsdom) await import('./setup-jsdom');

afterEach(() => {
  if (!jsdom) return;
  cleanup();
  localStorage.clear();
});
