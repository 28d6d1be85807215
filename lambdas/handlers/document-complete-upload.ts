import { ok } from '../http/respond.js';
import { route } from '../http/route.js';
import { documentRoutes } from '../routes/documents.js';
import { completeUpload } from '../use-cases/documents/upload.js';
import { documentIdParams } from '../contract/documents.js';

/** The file has been sent: check its real type, scan it, and move it to review or to quarantine. */
export const handler = route(documentRoutes.completeDocumentUpload, { params: documentIdParams }, async ({ caller, params }, deps) =>
  ok({ document: await completeUpload(deps, caller.id, params.id) }),
);
