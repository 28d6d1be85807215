import { fireEvent, screen, waitFor } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { letterMessages } from '@contract/letters';
import { SignLetter, ssnDigits, useLetterSigning } from '../../../../web/src/components/letters/sign-letter';
import type { LetterPersonalisation } from '../../../../web/src/lib/letters/pdf';
import { renderWithProviders } from '../../render';

const AXE = { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } };
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);

/** The component as a screen uses it: one signing state, a download button that asks it for the PDF's personalisation. */
function Harness({ onSigned }: { onSigned: (personal: LetterPersonalisation | null) => void }) {
  const signing = useLetterSigning();
  return (
    <main>
      <SignLetter signing={signing} />
      <button
        type="button"
        onClick={() => {
          onSigned(signing.personalise());
        }}
      >
        Download
      </button>
    </main>
  );
}

/** jsdom has no canvas: a 2D context that records nothing, and a PNG blob for what was drawn. */
function fakeCanvas() {
  const ctx = { beginPath: vi.fn(), moveTo: vi.fn(), lineTo: vi.fn(), stroke: vi.fn(), clearRect: vi.fn(), lineWidth: 0, lineCap: '' };
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(ctx as never);
  vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation((callback: BlobCallback) => callback({ arrayBuffer: async () => PNG.slice().buffer } as Blob));
  Object.assign(HTMLCanvasElement.prototype, { setPointerCapture: () => {} });
}

describe('signing a letter (SSN and signature, for the PDF only)', { timeout: 20_000 }, () => {
  afterEach(() => vi.restoreAllMocks());

  it('accepts no SSN or its 9 digits, with spaces or dashes; nothing else', () => {
    expect(ssnDigits('')).toEqual({ digits: '', valid: true });
    expect(ssnDigits('078-05-1120')).toEqual({ digits: '078051120', valid: true });
    expect(ssnDigits('078 05 1120')).toEqual({ digits: '078051120', valid: true });
    expect(ssnDigits('07805112').valid).toBe(false);
    expect(ssnDigits('0780511200').valid).toBe(false);
    expect(ssnDigits('078-05-112a').valid).toBe(false);
  });

  it('a typed signature: refuses none or a bad SSN with the letter messages, then gives the digits and the name', async () => {
    const signed = vi.fn();
    renderWithProviders(<Harness onSigned={signed} />);
    expect((await axe.run(document.body, AXE)).violations.map((v) => v.id)).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Download' }));
    expect(await screen.findByText(letterMessages.signatureRequired)).toBeTruthy();
    expect(signed).toHaveBeenLastCalledWith(null);

    fireEvent.change(screen.getByLabelText(letterMessages.ssnLabel, { exact: false }), { target: { value: '123-45' } });
    fireEvent.change(screen.getByLabelText(letterMessages.signatureLabel, { exact: false }), { target: { value: '  Pat Client ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Download' }));
    expect(await screen.findByText(letterMessages.ssnInvalid)).toBeTruthy();
    expect(screen.queryByText(letterMessages.signatureRequired)).toBeNull();
    expect(signed).toHaveBeenLastCalledWith(null);
    expect((await axe.run(document.body, AXE)).violations.map((v) => v.id)).toEqual([]);

    fireEvent.change(screen.getByLabelText(letterMessages.ssnLabel, { exact: false }), { target: { value: '123-45-6789' } });
    fireEvent.click(screen.getByRole('button', { name: 'Download' }));
    await waitFor(() => expect(signed).toHaveBeenLastCalledWith({ ssn: '123456789', signature: { typed: 'Pat Client' } }));
    expect(screen.queryByText(letterMessages.ssnInvalid)).toBeNull();

    // Without an SSN the PDF gets none.
    fireEvent.change(screen.getByLabelText(letterMessages.ssnLabel, { exact: false }), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Download' }));
    expect(signed).toHaveBeenLastCalledWith({ signature: { typed: 'Pat Client' } });
  });

  it('a drawn signature: nothing drawn is no signature; a drawing gives its PNG; switching away and back needs a new one', async () => {
    fakeCanvas();
    const signed = vi.fn();
    renderWithProviders(<Harness onSigned={signed} />);
    fireEvent.click(screen.getByText(letterMessages.signatureDraw));
    const pad = await screen.findByRole('img', { name: letterMessages.signatureDrawLabel });
    expect((await axe.run(document.body, AXE)).violations.map((v) => v.id)).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Download' }));
    expect(await screen.findByText(letterMessages.signatureRequired)).toBeTruthy();
    expect(signed).toHaveBeenLastCalledWith(null);

    fireEvent.pointerDown(pad, { clientX: 5, clientY: 5, pointerId: 1 });
    fireEvent.pointerMove(pad, { clientX: 40, clientY: 30, pointerId: 1 });
    fireEvent.pointerUp(pad, { pointerId: 1 });
    await waitFor(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Download' }));
      expect(signed).toHaveBeenLastCalledWith({ signature: { png: PNG } });
    });

    // Cleared: no signature again.
    fireEvent.click(screen.getByRole('button', { name: 'Clear signature' }));
    fireEvent.click(screen.getByRole('button', { name: 'Download' }));
    expect(signed).toHaveBeenLastCalledWith(null);

    // Drawn, then typed mode and back: the pad is blank, so the old drawing does not sign.
    fireEvent.pointerDown(pad, { clientX: 5, clientY: 5, pointerId: 1 });
    fireEvent.pointerUp(pad, { pointerId: 1 });
    await waitFor(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Download' }));
      expect(signed).toHaveBeenLastCalledWith({ signature: { png: PNG } });
    });
    fireEvent.click(screen.getByText(letterMessages.signatureType));
    fireEvent.click(screen.getByText(letterMessages.signatureDraw));
    await screen.findByRole('img', { name: letterMessages.signatureDrawLabel });
    fireEvent.click(screen.getByRole('button', { name: 'Download' }));
    expect(signed).toHaveBeenLastCalledWith(null);
  });
});
