import { PasswordInput, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { letterMessages } from '@contract/letters';
import type { LetterPersonalisation } from '../../lib/letters/pdf';
import { SignaturePad } from './signature-pad';

type Mode = 'type' | 'draw';

/** What the client typed or drew to sign a letter, and the check made before a download. Lives in this browser only. */
export interface LetterSigning {
  ssn: string;
  setSsn: (value: string) => void;
  mode: Mode;
  setMode: (mode: Mode) => void;
  typed: string;
  setTyped: (value: string) => void;
  setDrawn: (png: Uint8Array | null) => void;
  errors: { ssn?: string; signature?: string };
  /** The SSN (digits) and the signature for the PDF, or null after showing what is missing or wrong. */
  personalise: () => LetterPersonalisation | null;
}

/** The SSN is optional; when typed it must be its 9 digits (spaces and dashes allowed). */
export function ssnDigits(typed: string): { digits: string; valid: boolean } {
  const digits = typed.replace(/[\s-]/g, '');
  return { digits, valid: digits === '' || /^\d{9}$/.test(digits) };
}

/** The state behind {@link SignLetter}: one per screen, so every letter on it is signed the same way. */
export function useLetterSigning(): LetterSigning {
  const [ssn, setSsn] = useState('');
  const [mode, setMode] = useState<Mode>('type');
  const [typed, setTyped] = useState('');
  const [drawn, setDrawn] = useState<Uint8Array | null>(null);
  const [errors, setErrors] = useState<{ ssn?: string; signature?: string }>({});

  function personalise(): LetterPersonalisation | null {
    const { digits, valid } = ssnDigits(ssn);
    const unsigned = mode === 'type' ? typed.trim().length < 2 : drawn === null;
    const next = { ...(valid ? {} : { ssn: letterMessages.ssnInvalid }), ...(unsigned ? { signature: letterMessages.signatureRequired } : {}) };
    setErrors(next);
    if (next.ssn || next.signature) return null;
    const signature = mode === 'draw' && drawn ? { png: drawn } : { typed: typed.trim() };
    return { ...(digits ? { ssn: digits } : {}), signature };
  }

  // A pad that unmounts is blank when it comes back: what was drawn on it no longer signs.
  const switchMode = (next: Mode) => {
    setDrawn(null);
    setMode(next);
  };
  return { ssn, setSsn, mode, setMode: switchMode, typed, setTyped, setDrawn, errors, personalise };
}

/**
 * "Sign this letter": the SSN typed for the letter only and a signature typed or drawn. Both are drawn into the PDF in
 * this browser and never leave it (no request carries them; docs/letters.md).
 */
export function SignLetter({ signing }: { signing: LetterSigning }) {
  return (
    <Stack gap="xs" data-testid="sign-letter">
      <PasswordInput
        label={letterMessages.ssnLabel}
        description={letterMessages.ssnHelp}
        value={signing.ssn}
        onChange={(e) => signing.setSsn(e.currentTarget.value)}
        error={signing.errors.ssn}
        autoComplete="off"
        inputMode="numeric"
        maxLength={11}
      />
      <SegmentedControl
        size="xs"
        value={signing.mode}
        onChange={(value) => signing.setMode(value as Mode)}
        data={[
          { value: 'type', label: letterMessages.signatureType },
          { value: 'draw', label: letterMessages.signatureDraw },
        ]}
        aria-label={letterMessages.signatureHow}
        style={{ alignSelf: 'flex-start' }}
      />
      {signing.mode === 'type' ? (
        <TextInput
          label={letterMessages.signatureLabel}
          description={letterMessages.signatureHelp}
          value={signing.typed}
          onChange={(e) => signing.setTyped(e.currentTarget.value)}
          error={signing.errors.signature}
          autoComplete="off"
          maxLength={100}
        />
      ) : (
        <>
          <SignaturePad label={letterMessages.signatureDrawLabel} onChange={signing.setDrawn} />
          {signing.errors.signature && (
            <Text size="xs" c="red.8">
              {signing.errors.signature}
            </Text>
          )}
        </>
      )}
    </Stack>
  );
}
