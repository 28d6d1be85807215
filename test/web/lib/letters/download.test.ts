import { extractText } from 'unpdf';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bureauLetter } from '../../../../lambdas/domain/dispute-letters.js';
import { downloadLetter } from '../../../../web/src/lib/letters/download';
import { bureauLetterInput } from '../../../support/letters.js';

/** jsdom's Blob has no arrayBuffer(); its FileReader reads one. */
const bytesOf = (blob: Blob) =>
  new Promise<Uint8Array>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });

describe('downloadLetter', () => {
  afterEach(() => vi.restoreAllMocks());

  it('renders the letter (the lazy renderer) and saves it under its file name through a Blob URL', async () => {
    const blobs: Blob[] = [];
    // jsdom has no object URLs.
    URL.createObjectURL = vi.fn((blob: Blob) => (blobs.push(blob), 'blob:letter'));
    URL.revokeObjectURL = vi.fn();
    const clicked: { href: string; download: string; attached: boolean }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.href, download: this.download, attached: this.isConnected });
    });
    await downloadLetter(bureauLetter(bureauLetterInput()), 'dispute-letter-equifax-d1.pdf');
    expect(clicked).toEqual([{ href: 'blob:letter', download: 'dispute-letter-equifax-d1.pdf', attached: true }]);
    expect(document.querySelector('a[download]')).toBeNull();
    expect(blobs[0]!.type).toBe('application/pdf');
    const { text } = await extractText(await bytesOf(blobs[0]!), { mergePages: true });
    expect(text.replace(/\s+/g, '')).toContain('JoséNúñez');
  });
});
