import { PDFDocument, rgb, type PDFFont, type PDFImage, type PDFPage } from 'pdf-lib';
import { letterMessages, type Letter } from '@contract/letters';
import { letterFontBytes, letterFontkit } from './letter-font';

/**
 * A letter (lambdas/domain/dispute-letters.ts, frozen by the server) as a PDF, drawn in the browser (loaded lazily by
 * download.ts, so pdf-lib is not in the first load): US Letter, 1-inch margins, DejaVu Sans embedded (a subset
 * of the Latin ranges, scripts/subset-font.ts) so that "José Núñez" and "§611" print as written and can be
 * extracted as text; words wrap, pages break, every page says "Page n of N". No fontkit at run time (letter-font.ts).
 * The client's SSN and signature are drawn here, from what they typed or drew at download time, and go nowhere else:
 * the server's letter has neither (docs/letters.md).
 */

/** What only the browser adds to a letter: the SSN as the client typed it, and their signature, typed or drawn (PNG). */
export interface LetterPersonalisation {
  ssn?: string;
  signature?: { typed: string } | { png: Uint8Array };
}

/** '123456789' or '123-45-6789' -> '123-45-6789'; anything else is not an SSN. */
export function formatSsn(typed: string): string | null {
  const digits = typed.replace(/[\s-]/g, '');
  return /^\d{9}$/.test(digits) ? `${digits.slice(0, 3)}-${digits.slice(3, 5)}-${digits.slice(5)}` : null;
}

const PAGE_WIDTH = 612; // 8.5 in
const PAGE_HEIGHT = 792; // 11 in
const MARGIN = 72; // 1 in
const TEXT_WIDTH = PAGE_WIDTH - 2 * MARGIN;
const BODY_SIZE = 10.5;
const HEADING_SIZE = 11.5;
const FOOTER_SIZE = 9;
const LEADING = 1.3;
const ITEM_INDENT = 14;
/** Space between paragraphs, in lines. */
const PARAGRAPH_GAP = 0.5;
const INK = rgb(0, 0, 0);
const SIGNATURE_SIZE = 16;
const SIGNATURE_HEIGHT = 40;

/** Characters the font cannot draw: the same letter without its accent when it has one, else '?'. */
function drawable(text: string, covered: ReadonlySet<number>): string {
  let out = '';
  for (const char of text.normalize('NFC').replace(/\t/g, ' ')) {
    const code = char.codePointAt(0) ?? 0;
    if (covered.has(code)) out += char;
    else if (code < 0x20) out += ' ';
    else {
      const base = char.normalize('NFKD').replace(/\p{M}/gu, '');
      out += base !== '' && [...base].every((c) => covered.has(c.codePointAt(0) ?? 0)) ? base : '?';
    }
  }
  return out;
}

/** Splits a paragraph into lines no wider than `width` (a word wider than a line is cut). */
export function wrapText(text: string, font: Pick<PDFFont, 'widthOfTextAtSize'>, size: number, width: number): string[] {
  const fits = (s: string) => font.widthOfTextAtSize(s, size) <= width;
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/ +/).filter(Boolean)) {
    const candidate = line === '' ? word : `${line} ${word}`;
    if (fits(candidate)) {
      line = candidate;
      continue;
    }
    if (line !== '') lines.push(line);
    let rest = word;
    while (!fits(rest)) {
      let cut = rest.length - 1;
      while (cut > 1 && !fits(rest.slice(0, cut))) cut--;
      lines.push(rest.slice(0, cut));
      rest = rest.slice(cut);
    }
    line = rest;
  }
  lines.push(line);
  return lines;
}

/** Draws lines top to bottom, starting a page when the next would cross the bottom margin. */
class PageWriter {
  private page!: PDFPage;
  private y = 0;

  constructor(
    private readonly pdf: PDFDocument,
    private readonly font: PDFFont,
    private readonly covered: ReadonlySet<number>,
  ) {
    this.newPage();
  }

  private newPage(): void {
    this.page = this.pdf.addPage([PAGE_WIDTH, PAGE_HEIGHT]);
    this.y = PAGE_HEIGHT - MARGIN;
  }

  /** Breaks the page unless `lines` body lines still fit (keeps a heading with its first line, the closing with the name). */
  keep(lines: number): void {
    if (this.y - lines * BODY_SIZE * LEADING < MARGIN) this.newPage();
  }

  /** A wrapped paragraph. */
  text(text: string, options: { size?: number; indent?: number } = {}): void {
    const size = options.size ?? BODY_SIZE;
    const indent = options.indent ?? 0;
    const lineHeight = size * LEADING;
    for (const line of wrapText(drawable(text, this.covered), this.font, size, TEXT_WIDTH - indent)) {
      if (this.y - lineHeight < MARGIN) this.newPage();
      this.y -= lineHeight;
      if (line !== '') this.page.drawText(line, { x: MARGIN + indent, y: this.y + (lineHeight - size), size, font: this.font, color: INK });
    }
  }

  /** An image `height` points tall at the left margin (the drawn signature), on this page if it fits. */
  image(image: PDFImage, height: number): void {
    if (this.y - height < MARGIN) this.newPage();
    const width = Math.min(TEXT_WIDTH, (image.width / image.height) * height);
    this.y -= height;
    this.page.drawImage(image, { x: MARGIN, y: this.y, width, height });
  }

  blank(lines = 1): void {
    this.y -= lines * BODY_SIZE * LEADING;
    if (this.y < MARGIN) this.newPage();
  }

  /** "Page n of N" centred in the bottom margin of every page. */
  numberPages(): void {
    const pages = this.pdf.getPages();
    pages.forEach((page, i) => {
      const label = letterMessages.pageNumber(i + 1, pages.length);
      const width = this.font.widthOfTextAtSize(label, FOOTER_SIZE);
      page.drawText(label, { x: (PAGE_WIDTH - width) / 2, y: MARGIN / 2, size: FOOTER_SIZE, font: this.font, color: INK });
    });
  }
}

/** The letter as a PDF file. */
export async function renderLetterPdf(letter: Letter, personal: LetterPersonalisation = {}): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  // Our reader of our own font stands in for @pdf-lib/fontkit (too big for the bundle): it provides what pdf-lib
  // reads of a fontkit font (letter-font.ts), not the whole fontkit Font type.
  pdf.registerFontkit(letterFontkit as unknown as Parameters<PDFDocument['registerFontkit']>[0]);
  const font = await pdf.embedFont(letterFontBytes(), { subset: false });
  pdf.setTitle(letter.title);
  pdf.setSubject(letter.subject);
  pdf.setCreator('Dispute letters');
  pdf.setProducer('pdf-lib');

  const out = new PageWriter(pdf, font, new Set(font.getCharacterSet()));
  for (const line of letter.sender) out.text(line);
  const ssn = personal.ssn ? formatSsn(personal.ssn) : null;
  if (ssn) out.text(letterMessages.ssn(ssn));
  out.blank();
  out.text(letter.date);
  out.blank();
  for (const line of letter.recipient) out.text(line);
  out.blank();
  out.text(`Re: ${letter.subject}`);
  out.blank();
  for (const paragraph of letter.paragraphs) {
    out.text(paragraph);
    out.blank(PARAGRAPH_GAP);
  }
  out.blank(1 - PARAGRAPH_GAP);
  for (const item of letter.items) {
    out.keep(3);
    out.text(item.heading, { size: HEADING_SIZE });
    for (const line of item.lines) out.text(line, { indent: ITEM_INDENT });
    out.blank(PARAGRAPH_GAP);
  }
  const signature = personal.signature;
  out.keep(signature && 'png' in signature ? 8 : 4);
  out.text(letter.closing);
  if (signature && 'png' in signature) {
    out.blank(0.5);
    out.image(await pdf.embedPng(signature.png), SIGNATURE_HEIGHT);
  } else if (signature && signature.typed.trim() !== '') {
    out.blank(0.5);
    // A typed signature in the conventional /s/ form, larger than the text.
    out.text(`/s/ ${signature.typed.trim()}`, { size: SIGNATURE_SIZE });
  } else {
    out.blank(1.5);
  }
  out.text(letter.signature);
  if (letter.enclosures.length > 0) {
    out.blank(PARAGRAPH_GAP);
    out.keep(1 + letter.enclosures.length);
    out.text(`${letterMessages.enclosuresHeading}:`);
    for (const enclosure of letter.enclosures) out.text(`• ${enclosure}`, { indent: ITEM_INDENT });
  }
  out.numberPages();
  return pdf.save();
}
