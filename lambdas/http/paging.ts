import { InvalidCursor } from '../adapters/admin-store.js';
import { adminMessages } from '../contract/messages.js';
import { BadRequest } from './errors.js';

/** Reads one page of a list; a cursor that does not belong to the list is the caller's mistake (400), not ours. */
export async function readPage<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof InvalidCursor) throw new BadRequest(adminMessages.invalidCursor, { cursor: adminMessages.invalidCursor });
    throw error;
  }
}
