import { noContent } from '../http/respond.js';
import { route } from '../http/route.js';
import { documentRoutes } from '../routes/documents.js';
import { removeDocument } from '../use-cases/documents/upload.js';
import { documentIdParams } from '../contract/documents.js';

/** Removes one of the caller's documents and its file (another user's id answers 404; one an open dispute needs, 409). */
export const handler = route(documentRoutes.removeDocument, { params: documentIdParams }, async ({ caller, params }, deps) => {
  await removeDocument(deps, caller.id, params.id);
  return noContent();
});
