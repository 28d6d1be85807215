// @vitest-environment node
import { describe, expect, it } from 'vitest';
import config, { preloadOnlyWhatIsMissing, sharedLibraries } from '../../../web/vite.config';

const nm = (path: string) => `/work/app/node_modules/${path}`;
const groupOf = (id: string) => sharedLibraries.find((group) => group.test.test(id))?.name;

describe('the chunks the app shares with the islands', () => {
  it('puts React with TanStack Query, and Mantine’s core, each in one chunk', () => {
    expect(groupOf(nm('react/cjs/react.production.js'))).toBe('react-query');
    expect(groupOf(nm('react/jsx-runtime.js'))).toBe('react-query');
    expect(groupOf(nm('@tanstack/query-core/build/modern/queryClient.js'))).toBe('react-query');
    expect(groupOf(nm('@tanstack/react-query/build/modern/useBaseQuery.js'))).toBe('react-query');
    expect(groupOf(nm('@mantine/core/esm/core/MantineProvider/MantineProvider.mjs'))).toBe('mantine');
    expect(groupOf(nm('@mantine/core/esm/core/Box/Box.mjs'))).toBe('mantine');
  });

  it('leaves React DOM (evaluated in a task of its own), the router, Mantine’s components and our code to the automatic split', () => {
    for (const id of [
      nm('react-dom/cjs/react-dom-client.production.js'),
      nm('scheduler/index.js'),
      nm('react-router/dist/development/chunk-6KYCQHYJ.mjs'),
      nm('@mantine/core/esm/components/Button/Button.mjs'),
      nm('@mantine/hooks/esm/use-id/use-id.mjs'),
      '/work/app/web/src/features/react-query/x.ts',
      '/work/app/web/src/theme.ts',
    ])
      expect(groupOf(id), id).toBeUndefined();
  });

  it('groups only the browser’s build: the prerenderer’s chunks are left as they come', () => {
    const resolve = (isSsrBuild: boolean) => (config as (env: { command: 'build'; mode: string; isSsrBuild: boolean }) => { build: { rolldownOptions: { output: { codeSplitting?: unknown } } } })({ command: 'build', mode: 'production', isSsrBuild });
    expect(resolve(false).build.rolldownOptions.output.codeSplitting).toEqual({ groups: sharedLibraries });
    expect(resolve(true).build.rolldownOptions.output.codeSplitting).toBeUndefined();
  });
});

describe('the files a dynamic import preloads', () => {
  const imports = new Map<string, readonly string[]>([
    ['assets/boot.js', ['assets/react.js', 'assets/router.js']],
    ['assets/router.js', ['assets/react.js', 'assets/history.js']],
    ['assets/page.js', ['assets/react.js', 'assets/Button.js']],
  ]);
  const resolve = preloadOnlyWhatIsMissing(imports);

  it('leaves out what the importing chunk already loaded with its static imports, and theirs', () => {
    expect(resolve('assets/page.js', ['assets/page.js', 'assets/react.js', 'assets/history.js', 'assets/Button.js'], { hostId: 'assets/boot.js', hostType: 'js' })).toEqual([
      'assets/page.js',
      'assets/Button.js',
    ]);
    // Another importer has loaded none of them: all stay.
    expect(resolve('assets/page.js', ['assets/page.js', 'assets/react.js', 'assets/Button.js'], { hostId: 'assets/other.js', hostType: 'js' })).toEqual([
      'assets/page.js',
      'assets/react.js',
      'assets/Button.js',
    ]);
  });

  it('lists nothing when only the imported file is left (the import fetches it), and keeps the HTML’s preloads as they are', () => {
    expect(resolve('assets/router.js', ['assets/router.js', 'assets/react.js', 'assets/history.js'], { hostId: 'assets/page.js', hostType: 'js' })).toEqual([
      'assets/router.js',
      'assets/history.js',
    ]);
    expect(resolve('assets/page.js', ['assets/page.js', 'assets/react.js', 'assets/Button.js'], { hostId: 'assets/boot.js', hostType: 'js' })).toEqual(['assets/page.js', 'assets/Button.js']);
    expect(resolve('assets/page.js', ['assets/page.js', 'assets/react.js'], { hostId: 'assets/boot.js', hostType: 'js' })).toEqual([]);
    expect(resolve('assets/boot.js', ['assets/react.js', 'assets/router.js'], { hostId: 'index.html', hostType: 'html' })).toEqual(['assets/react.js', 'assets/router.js']);
  });
});
