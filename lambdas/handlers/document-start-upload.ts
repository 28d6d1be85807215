import { startUploadRequest } from '../contract/documents.js';
import { created } from '../http/respond.js';
import { route } from '../http/route.js';
import { routes } from '../routes.js';
import { startUpload } from '../use-cases/documents/upload.js';

/** A new document and a presigned POST for its file under the caller's own prefix (10 MB, the declared type). */
export const handler = route(routes.startDocumentUpload, { body: startUploadRequest }, async ({ caller, body }, deps) =>
  created(await startUpload(deps, caller.id, body)),
);
