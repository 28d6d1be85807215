/**
 * Stands in for `@pdf-lib/upng` in the Lambda bundles (lib/function.ts `PDF_LIB_STUBS`): pdf-lib decodes PNGs with
 * it for `embedPng`, which our letters never call (they are text). Embedding a PNG in a bundle fails with this message.
 */
const unavailable = (): never => {
  throw new Error('PNG embedding is not bundled (lambdas/adapters/letters/stubs)');
};

export default { decode: unavailable, toRGBA8: unavailable };
