import { quotaMessages } from '../contract/messages.js';
import { limitBy } from '../http/rate-limit.js';
import { created } from '../http/respond.js';
import { route } from '../http/route.js';
import { documentRoutes } from '../routes/documents.js';
import { startUpload } from '../use-cases/documents/upload.js';
import { startUploadRequest } from '../contract/documents.js';

/** A new document and a presigned POST for its file under the caller's own prefix (10 MB, the declared type); valid requests count against the account's daily uploads. */
export const handler = route(documentRoutes.startDocumentUpload, { body: startUploadRequest }, async ({ caller, body }, deps) => {
  await limitBy(deps, 'documentUploadAccount', caller.id, quotaMessages.documentUploads);
  return created(await startUpload(deps, caller.id, body));
});
