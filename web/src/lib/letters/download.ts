import type { Letter } from '@contract/letters';
import type { LetterPersonalisation } from './pdf';

/**
 * Renders a frozen letter (as the server answered it) to a PDF and saves it as `fileName`. The renderer (pdf-lib and
 * the embedded DejaVu subset, ~300 KB) is a lazy chunk, fetched on the first download only: the landing page never
 * loads it. Used by the client's disputes and the staff's desk (docs/letters.md).
 */
export async function downloadLetter(letter: Letter, fileName: string, personal: LetterPersonalisation = {}): Promise<void> {
  const { renderLetterPdf } = await import('./pdf');
  // The SSN and signature go into the PDF here and nowhere else: never into a request.
  const bytes = await renderLetterPdf(letter, personal);
  const url = URL.createObjectURL(new Blob([bytes as Uint8Array<ArrayBuffer>], { type: 'application/pdf' }));
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    link.rel = 'noopener';
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // After the click has started the save (a revoke in the same task can cancel it in some browsers).
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  }
}
