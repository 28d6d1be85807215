// A namespace import, not `import { z }`: esbuild then keeps only the zod functions used, not its ~50 locales (docs/decisions.md).
import * as z from 'zod';
import { httpMessages } from './messages.js';

/**
 * The server makes every id a path can carry (UUIDs; the sandbox offers' slugs such as
 * `sandbox-harbor-secured`), so a well-formed id is letters, digits, `-` and `_`. Anything else (a NUL,
 * `/` or `..`, a `#` that would reach into a table key, control characters) cannot name anything of
 * ours: it is refused with 400 here, before an adapter (S3, DynamoDB, the directory) ever sees it.
 */
export const ID_CHARACTERS = /^[A-Za-z0-9_-]+$/;

/** A path parameter holding one id, at most `max` characters; `empty` is the message for a blank one, where a route has its own. */
export const pathId = (max: number, message: string = httpMessages.invalidId, empty: string = message) =>
  z.string().trim().min(1, empty).max(max, message).regex(ID_CHARACTERS, message);
