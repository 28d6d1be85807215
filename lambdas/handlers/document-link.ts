import { ok } from '../http/respond.js';
import { route } from '../http/route.js';
import { documentRoutes } from '../routes/documents.js';
import { documentIdParams } from '../contract/documents.js';
import { ownDocumentLink } from '../use-cases/documents/link.js';

/** A 5-minute link to open one of the caller's own documents (another client's answers 404). */
export const handler = route(documentRoutes.documentLink, { params: documentIdParams }, async ({ caller, params }, deps) => ok(await ownDocumentLink(deps, caller.id, params.id)));
