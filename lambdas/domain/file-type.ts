/**
 * What a file really is, from its first bytes ("magic numbers"), whatever its name or the type the
 * browser claimed. Only the three kinds a client may upload are recognised; an executable (`MZ`, `\x7fELF`)
 * or anything else is `undefined`, so a renamed .exe is refused.
 */
export type SniffedType = 'application/pdf' | 'image/png' | 'image/jpeg';

/** How many leading bytes `sniffFileType` needs (the storage read asks for this range). */
export const SNIFF_BYTES = 16;

const SIGNATURES: readonly { type: SniffedType; bytes: readonly number[] }[] = [
  // `%PDF-`
  { type: 'application/pdf', bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] },
  // \x89 P N G \r \n \x1a \n
  { type: 'image/png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  // SOI marker followed by the first segment's marker byte
  { type: 'image/jpeg', bytes: [0xff, 0xd8, 0xff] },
];

export function sniffFileType(head: Uint8Array): SniffedType | undefined {
  return SIGNATURES.find(({ bytes }) => bytes.length <= head.length && bytes.every((b, i) => head[i] === b))?.type;
}

/** The extensions a client may pick, by the type their content must turn out to be. */
export const EXTENSIONS: Record<SniffedType, readonly string[]> = {
  'application/pdf': ['.pdf'],
  'image/png': ['.png'],
  'image/jpeg': ['.jpg', '.jpeg'],
};

export const extensionOf = (fileName: string) => {
  const dot = fileName.lastIndexOf('.');
  return dot < 0 ? '' : fileName.slice(dot).toLowerCase();
};

/** True when the declared type, the file name's extension and the bytes all agree. */
export function contentMatches(declared: string, fileName: string, head: Uint8Array): boolean {
  const real = sniffFileType(head);
  return real !== undefined && real === declared && EXTENSIONS[real].includes(extensionOf(fileName));
}
