/**
 * Envelope encryption for third-party credentials: each secret gets its own data key (AES-256-GCM);
 * only the wrapped data key is stored beside the ciphertext. The context (e.g. the owner's user id)
 * is bound into both layers, so a ciphertext copied onto another user's item will not decrypt.
 */
export interface Sealed {
  v: 1;
  /** The data key, wrapped by the key-encryption key (KMS in AWS, a local key file on one machine). */
  wrappedKey: string;
  iv: string;
  tag: string;
  ciphertext: string;
}

export interface Secrets {
  seal(plaintext: string, context: Record<string, string>): Promise<Sealed>;
  open(sealed: Sealed, context: Record<string, string>): Promise<string>;
}
