/**
 * Error stacks in source terms, paid for only when an error is logged. Functions run without
 * `--enable-source-maps`, which reads and indexes the bundle's whole map (about 1.6 times the
 * bundle) at every cold start; instead the first logged error reads the `.map` beside the bundle
 * (lib/function.ts writes it) and maps the bundle's frames. Outside a bundle (tests, the local
 * server) or with Node's own source maps on, the stack is left as it is.
 */
import { readFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
import { fileURLToPath } from 'node:url';

let cached: { file: string; map: SourceMap } | null | undefined;

function bundleMap(): { file: string; map: SourceMap } | null {
  if (cached !== undefined) return cached;
  try {
    const file = fileURLToPath(import.meta.url);
    cached = { file, map: new SourceMap(JSON.parse(readFileSync(`${file}.map`, 'utf8')) as ConstructorParameters<typeof SourceMap>[0]) };
  } catch {
    cached = null;
  }
  return cached;
}

/** The stack with each frame in the bundle replaced by its source file, line and column. */
export function sourceMappedStack(stack: string): string {
  if (process.sourceMapsEnabled) return stack;
  const bundle = bundleMap();
  if (!bundle) return stack;
  return stack.replace(/(file:\/\/)?(\/[^():\s]+):(\d+):(\d+)/g, (frame, _scheme: string | undefined, file: string, line: string, column: string) => {
    if (file !== bundle.file) return frame;
    const entry = bundle.map.findEntry(Number(line) - 1, Number(column) - 1) as { originalSource?: string; originalLine?: number; originalColumn?: number };
    if (entry.originalSource === undefined || entry.originalLine === undefined || entry.originalColumn === undefined) return frame;
    return `${entry.originalSource}:${entry.originalLine + 1}:${entry.originalColumn + 1}`;
  });
}

/** The error as the logger prints it (name, message, stack, cause), its stack mapped. */
export function withSourceStack(error: Error): Error {
  if (!error.stack) return error;
  const stack = sourceMappedStack(error.stack);
  if (stack === error.stack) return error;
  const mapped = new Error(error.message, { cause: error.cause });
  mapped.name = error.name;
  mapped.stack = stack;
  return mapped;
}
