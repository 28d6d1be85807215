/**
 * Stands in for `@pdf-lib/standard-fonts` in the Lambda bundles (lib/function.ts `PDF_LIB_STUBS`): pdf-lib imports
 * the 14 standard fonts' metrics and encodings (127 KB minified, and decompressed at import) for
 * `embedStandardFont`, which our letters never call; they embed their own font (pdf.ts). The font names stay real
 * (pdf-lib lists them at import); using a standard font in a bundle fails with this message, and the tests,
 * which run the real module, would show the call.
 */
const unavailable = (what: string): never => {
  throw new Error(`${what}: the standard PDF fonts are not bundled (lambdas/adapters/letters/stubs); embed the letter font instead`);
};

export enum FontNames {
  Courier = 'Courier',
  CourierBold = 'Courier-Bold',
  CourierOblique = 'Courier-Oblique',
  CourierBoldOblique = 'Courier-BoldOblique',
  Helvetica = 'Helvetica',
  HelveticaBold = 'Helvetica-Bold',
  HelveticaOblique = 'Helvetica-Oblique',
  HelveticaBoldOblique = 'Helvetica-BoldOblique',
  TimesRoman = 'Times-Roman',
  TimesRomanBold = 'Times-Bold',
  TimesRomanItalic = 'Times-Italic',
  TimesRomanBoldItalic = 'Times-BoldItalic',
  Symbol = 'Symbol',
  ZapfDingbats = 'ZapfDingbats',
}

export class Font {
  static load(fontName: string): never {
    return unavailable(`Font.load(${fontName})`);
  }
}

export const Encodings: Record<string, never> = new Proxy({}, { get: (_target, name) => (typeof name === 'string' && name !== 'then' ? unavailable(`Encodings.${name}`) : undefined) });
